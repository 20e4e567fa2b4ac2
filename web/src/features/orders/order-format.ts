// What the order pages share: the statuses a buyer may still cancel in (dates: shared/market-time.ts).

/** The statuses in which the buyer may still cancel (before shipment; the server holds the same rule). */
export const CANCELLABLE_STATUSES: readonly string[] = ['pendingPayment', 'pendingShipment'];
