// data-testid values of the pager (the component and the e2e tests import them).
export const pagerTestIds = {
  root: 'pager',
  total: 'pager-total',
  prev: 'pager-prev',
  next: 'pager-next',
  page: (page: number) => `pager-page-${page}`,
  jumper: 'pager-jumper',
} as const;
