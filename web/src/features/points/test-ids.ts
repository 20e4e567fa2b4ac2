// data-testid values of the points mall (the components, their unit tests and the e2e page objects).
export const pointsTestIds = {
  balance: 'points-balance',
  loginHint: 'points-login-hint',
  category: (key: string) => `points-category-${key}`,
  affordable: 'points-affordable',
  card: 'points-card',
  cardTitle: 'points-card-title',
  exchange: 'points-exchange',
  dialog: {
    root: 'points-dialog',
    addressMissing: 'points-dialog-address-missing',
    quantity: 'points-dialog-quantity',
    total: 'points-dialog-total',
    after: 'points-dialog-after',
    short: 'points-dialog-short',
    confirm: 'points-dialog-confirm',
    /** Cancel before, Done after the exchange. */
    dismiss: 'points-dialog-dismiss',
  },
  done: 'points-exchange-done',
  exchangeRow: 'points-exchange-row',
  exchangeDelivery: 'points-exchange-delivery',
};
