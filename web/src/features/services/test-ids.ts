// The service zone's test ids, shared by its pages, their tests and the end-to-end page object.
export const servicesTestIds = {
  sector: {
    root: 'services-sector',
    category: (type: string) => `services-category-${type}`,
    zone1039: 'services-zone-1039-entry',
    trade: (id: number) => `services-trade-${id}`,
  },
  providers: {
    root: 'services-providers',
    kind: (kind: string) => `services-providers-kind-${kind}`,
    card: (id: number) => `services-provider-${id}`,
    search: 'services-providers-search',
    searchButton: 'services-providers-search-button',
  },
  detail: { root: 'services-detail' },
  form: {
    root: (kind: string) => `services-form-${kind}`,
    submit: 'services-form-submit',
    done: 'services-form-done',
    field: (name: string) => `services-field-${name}`,
  },
  requests: {
    root: 'services-requests',
    row: (id: number) => `services-request-${id}`,
    status: (id: number) => `services-request-status-${id}`,
    declineNote: (id: number) => `services-request-decline-note-${id}`,
    accept: (id: number) => `services-request-accept-${id}`,
    decline: (id: number) => `services-request-decline-${id}`,
    complete: (id: number) => `services-request-complete-${id}`,
    declineForm: 'services-request-decline-form',
    declineReason: 'services-request-decline-reason',
    declineSubmit: 'services-request-decline-submit',
  },
} as const;
