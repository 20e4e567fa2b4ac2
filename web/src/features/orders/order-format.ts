// What the order pages share: the statuses a buyer may still cancel in (a line's quantity with its unit:
// shared/i18n/unit-label.ts; dates: shared/market-time.ts).

/** The statuses in which the buyer may still cancel (before shipment; the server holds the same rule). */
export const CANCELLABLE_STATUSES: readonly string[] = ['pendingPayment', 'pendingShipment'];
