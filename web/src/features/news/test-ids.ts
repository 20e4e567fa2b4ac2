// data-testid values of the news list and article pages (the components and e2e tests import them).
export const newsTestIds = {
  list: {
    root: 'news-list',
    category: (value: string) => `news-category-${value}`,
    searchInput: 'news-search-input',
    searchButton: 'news-search-button',
    item: 'news-item',
    itemLink: 'news-item-link',
    empty: 'news-empty',
    loadError: 'news-load-error',
    loading: 'news-loading',
  },
  detail: {
    root: 'news-detail',
    meta: 'news-detail-meta',
    date: 'news-detail-date',
    source: 'news-detail-source',
    body: 'news-detail-body',
    prev: 'news-detail-prev',
    next: 'news-detail-next',
    back: 'news-detail-back',
    notFound: 'news-detail-not-found',
    loading: 'news-detail-loading',
  },
} as const;
