// Dates of the order lists: the epoch milliseconds of the server shown as "2026-11-23 14:05" in the user's
// time zone (the same form in both languages, as the portal's tables show them).
const pad = (value: number) => String(value).padStart(2, '0');

export function formatDateTime(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The statuses in which the buyer may still cancel (before shipment; the server holds the same rule). */
export const CANCELLABLE_STATUSES: readonly string[] = ['pendingPayment', 'pendingShipment'];
