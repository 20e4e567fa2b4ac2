// data-testid values of the trade-request pages, imported by the components and by the e2e page objects.
export const tradeTestIds = {
  inquiryList: {
    root: 'inquiry-list',
    publishButton: 'inquiry-publish-open',
    card: (id: number | string) => `inquiry-card-${id}`,
    tab: (tab: string) => `inquiry-tab-${tab}`,
  },
  publish: {
    form: 'inquiry-publish-form',
    submit: 'inquiry-publish-submit',
  },
  detail: {
    root: 'inquiry-detail',
    status: 'inquiry-detail-status',
    thread: (sellerId: number | string) => `offer-thread-${sellerId}`,
    entry: 'offer-entry',
    quoteForm: 'offer-form',
    quotePrice: 'offer-price',
    quoteSubmit: 'offer-submit',
    accept: 'offer-accept',
    acceptConfirm: 'offer-accept-confirm',
    acceptToCart: 'offer-accept-to-cart',
    toCart: 'offer-to-cart',
    inCart: 'offer-in-cart',
    quoteGoods: 'offer-goods',
    accepted: 'offer-accepted',
    end: 'inquiry-end',
  },
  groupBuys: {
    root: 'groupbuy-list',
    partLoading: 'groupbuy-part-loading',
    card: (id: number | string) => `groupbuy-card-${id}`,
    joined: 'groupbuy-joined',
    participants: 'groupbuy-participants',
  },
  groupBuy: {
    root: 'groupbuy-detail',
    form: 'groupbuy-register-form',
    submit: 'groupbuy-register-submit',
    myStatus: 'groupbuy-my-status',
  },
  quotesReceived: {
    root: 'quotes-received',
    row: 'quotes-received-row',
    tab: (filter: string) => `quotes-received-tab-${filter}`,
  },
  supply: { root: 'supply-list', form: 'supply-form', submit: 'supply-submit' },
  agent: {
    root: 'agent-list',
    form: 'agent-form',
    submit: 'agent-submit',
    loading: 'agent-loading',
    /** A row of the buyer's requests, and its status badge (data-status). */
    record: (id: number) => `agent-record-${id}`,
    status: (id: number) => `agent-record-status-${id}`,
    /** A row of the agent's work list. */
    work: (id: number) => `agent-work-${id}`,
    rejectForm: 'agent-reject-form',
    rejectSubmit: 'agent-reject-submit',
  },
} as const;
