// data-testid values of the trading floor page (the components and the e2e tests import them).
export const tradingTestIds = {
  root: 'trading-floor',
  kpi: (key: string) => `trading-kpi-${key}`,
  kpiValue: 'trading-kpi-value',
  hourChart: 'trading-hour-chart',
  trendChart: 'trading-trend-chart',
  categoryChart: 'trading-category-chart',
  ticker: 'trading-ticker',
  trade: 'trading-trade',
  groupBuys: 'trading-group-buys',
  topShops: 'trading-top-shops',
  updatedAt: 'trading-updated-at',
  ticks: 'trading-ticks',
  seq: 'trading-seq',
} as const;
