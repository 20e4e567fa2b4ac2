// data-testid values of the help centre pages (the components and e2e tests import them).
export const helpTestIds = {
  centre: {
    root: 'help-centre',
    category: (value: string) => `help-category-${value}`,
    list: 'help-list',
    item: 'help-item',
    itemLink: 'help-item-link',
    empty: 'help-empty',
    loadError: 'help-load-error',
    loading: 'help-loading',
  },
  search: {
    form: 'help-search-form',
    input: 'help-search-input',
    button: 'help-search-button',
    error: 'help-search-error',
  },
  question: {
    root: 'help-question',
    title: 'help-question-title',
    answer: 'help-question-answer',
    related: 'help-question-related',
    notFound: 'help-question-not-found',
    loading: 'help-question-loading',
  },
  results: {
    root: 'help-search-results',
    summary: 'help-search-summary',
    empty: 'help-search-empty',
    prompt: 'help-search-prompt',
  },
} as const;
