// data-testid values of the industrial-belt map and belt pages (the components and the e2e tests import them).
export const beltTestIds = {
  map: {
    root: 'belt-map-page',
    chart: 'belt-map-chart',
    legend: 'belt-map-legend',
    stat: (key: string) => `belt-stat-${key}`,
    list: 'belt-list',
    item: 'belt-list-item',
    itemLink: 'belt-list-link',
    totals: 'belt-totals',
  },
  detail: {
    root: 'belt-detail',
    kpi: (key: string) => `belt-kpi-${key}`,
    yearsChart: 'belt-years-chart',
    companies: 'belt-companies',
    goods: 'belt-goods',
  },
} as const;
