// The trading floor's chart options, built from the figures (pure: tested without a canvas), in two parts: the
// frame (axes, legend, colours, series ids and types: set once per language) and the data (axis categories and
// series values: what a tick changes). A tick merges only the data into the drawn chart (setOption with series
// ids, no notMerge, no animation). Values are yuan as numbers for drawing only; the figures stay decimal strings.
import type { FloorHour, FloorTickEvent } from '@portal/contracts/events/floor';
import type { TradingFloorData } from '@portal/contracts/http/trading-floor';

export interface ChartLabels {
  turnover: string;
  orders: string;
  bids: string;
  hour: (hour: number) => string;
}

const AXIS = { color: '#94a3b8' };
const SPLIT = { lineStyle: { color: 'rgba(148,163,184,0.18)' } };
export const FLOOR_COLORS = ['#f59e0b', '#38bdf8', '#a78bfa', '#34d399', '#f472b6', '#fb7185'];
const [AMBER, SKY] = ['#f59e0b', '#38bdf8'];

/** Yuan as a number for a chart's axis (display only). */
export const chartYuan = (money: string) => Number(money);

/** Today by hour: turnover bars, orders and bids lines (second axis). */
export function hourFrame(labels: ChartLabels) {
  return {
    color: FLOOR_COLORS,
    // No tweening: at several ticks a second an animated update never ends, and each of its frames redraws
    // the canvas (measured: the page kept ~3 frames a second under 10 ticks/s with it on a loaded machine).
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: AXIS, data: [labels.turnover, labels.orders, labels.bids] },
    grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
    xAxis: { type: 'category', axisLabel: AXIS },
    yAxis: [
      { type: 'value', axisLabel: AXIS, splitLine: SPLIT },
      { type: 'value', axisLabel: AXIS, splitLine: { show: false }, minInterval: 1 },
    ],
    series: [
      { id: 'turnover', name: labels.turnover, type: 'bar' },
      { id: 'orders', name: labels.orders, type: 'line', yAxisIndex: 1, smooth: true },
      { id: 'bids', name: labels.bids, type: 'line', yAxisIndex: 1, smooth: true },
    ],
  };
}

export function hourData(series: readonly FloorHour[], labels: Pick<ChartLabels, 'hour'>) {
  return {
    xAxis: { data: series.map((h) => labels.hour(h.hour)) },
    series: [
      { id: 'turnover', data: series.map((h) => chartYuan(h.turnover)) },
      { id: 'orders', data: series.map((h) => h.orders) },
      { id: 'bids', data: series.map((h) => h.bids) },
    ],
  };
}

/** The last days: turnover and orders per day. */
export function trendFrame(labels: ChartLabels) {
  return {
    animation: false,
    color: [SKY, AMBER],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: AXIS, data: [labels.turnover, labels.orders] },
    grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
    xAxis: { type: 'category', axisLabel: AXIS },
    yAxis: [
      { type: 'value', axisLabel: AXIS, splitLine: SPLIT },
      { type: 'value', axisLabel: AXIS, splitLine: { show: false }, minInterval: 1 },
    ],
    series: [
      { id: 'turnover', name: labels.turnover, type: 'line', smooth: true, areaStyle: { opacity: 0.15 } },
      { id: 'orders', name: labels.orders, type: 'bar', yAxisIndex: 1, barMaxWidth: 14 },
    ],
  };
}

/** Today's live totals: the trend's point of today follows them. */
export type TodayTotals = Pick<FloorTickEvent, 'date' | 'turnoverToday' | 'ordersToday'>;

export function trendData(days: TradingFloorData['trend'], today: TodayTotals) {
  const trend = days.map((day) =>
    day.date === today.date ? { ...day, turnover: today.turnoverToday, orders: today.ordersToday } : day,
  );
  return {
    xAxis: { data: trend.map((d) => d.date.slice(5)) },
    series: [
      { id: 'turnover', data: trend.map((d) => chartYuan(d.turnover)) },
      { id: 'orders', data: trend.map((d) => d.orders) },
    ],
  };
}

/** Today's top categories by turnover, largest on top. */
export function categoryFrame() {
  return {
    animation: false,
    color: [AMBER],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 8, bottom: 4, containLabel: true },
    xAxis: { type: 'value', axisLabel: { ...AXIS, hideOverlap: true }, splitLine: SPLIT },
    yAxis: { type: 'category', axisLabel: { ...AXIS, width: 96, overflow: 'truncate' } },
    series: [{ id: 'categories', type: 'bar', barMaxWidth: 18, itemStyle: { borderRadius: [0, 4, 4, 0] } }],
  };
}

export function categoryData(
  categories: FloorTickEvent['topCategories'],
  name: (c: { name: string; nameEn: string }) => string,
) {
  const rows = [...categories].reverse();
  return {
    yAxis: { data: rows.map(name) },
    series: [{ id: 'categories', data: rows.map((c) => chartYuan(c.turnover)) }],
  };
}
