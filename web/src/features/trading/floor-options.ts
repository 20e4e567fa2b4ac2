// The trading floor's chart options, built from the figures (pure: tested without a canvas). Each series
// keeps its id, so a tick's new option merges into the drawn chart (setOption without notMerge) instead of
// redrawing it, without animation; values are yuan as numbers for drawing only, the figures stay decimal strings.
import type { FloorTickEvent } from '@portal/contracts/events/floor';
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

/** Yuan as a number for a chart's axis (display only). */
export const chartYuan = (money: string) => Number(money);

/** Today by hour: turnover bars, orders and bids lines (second axis). */
export function hourOption(live: FloorTickEvent, labels: ChartLabels) {
  return {
    color: FLOOR_COLORS,
    // No tweening: at several ticks a second an animated update never ends, and each of its frames redraws
    // the canvas (measured: the page kept ~3 frames a second under 10 ticks/s with it on a loaded machine).
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: AXIS, data: [labels.turnover, labels.orders, labels.bids] },
    grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
    xAxis: { type: 'category', data: live.series.map((h) => labels.hour(h.hour)), axisLabel: AXIS },
    yAxis: [
      { type: 'value', axisLabel: AXIS, splitLine: SPLIT },
      { type: 'value', axisLabel: AXIS, splitLine: { show: false }, minInterval: 1 },
    ],
    series: [
      { id: 'turnover', name: labels.turnover, type: 'bar', data: live.series.map((h) => chartYuan(h.turnover)) },
      {
        id: 'orders',
        name: labels.orders,
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        data: live.series.map((h) => h.orders),
      },
      {
        id: 'bids',
        name: labels.bids,
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        data: live.series.map((h) => h.bids),
      },
    ],
  };
}

/** The last days: turnover and orders per day; today's point follows the live total. */
export function trendOption(data: TradingFloorData, labels: ChartLabels) {
  const trend = data.trend.map((day) =>
    day.date === data.live.date ? { ...day, turnover: data.live.turnoverToday, orders: data.live.ordersToday } : day,
  );
  return {
    animation: false,
    color: [FLOOR_COLORS[1], FLOOR_COLORS[0]],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: AXIS, data: [labels.turnover, labels.orders] },
    grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
    xAxis: { type: 'category', data: trend.map((d) => d.date.slice(5)), axisLabel: AXIS },
    yAxis: [
      { type: 'value', axisLabel: AXIS, splitLine: SPLIT },
      { type: 'value', axisLabel: AXIS, splitLine: { show: false }, minInterval: 1 },
    ],
    series: [
      {
        id: 'turnover',
        name: labels.turnover,
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.15 },
        data: trend.map((d) => chartYuan(d.turnover)),
      },
      {
        id: 'orders',
        name: labels.orders,
        type: 'bar',
        yAxisIndex: 1,
        barMaxWidth: 14,
        data: trend.map((d) => d.orders),
      },
    ],
  };
}

/** Today's top categories by turnover, largest on top. */
export function categoryOption(live: FloorTickEvent, name: (c: { name: string; nameEn: string }) => string) {
  const rows = [...live.topCategories].reverse();
  return {
    animation: false,
    color: [FLOOR_COLORS[0]],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 8, bottom: 4, containLabel: true },
    xAxis: { type: 'value', axisLabel: { ...AXIS, hideOverlap: true }, splitLine: SPLIT },
    yAxis: { type: 'category', data: rows.map(name), axisLabel: { ...AXIS, width: 96, overflow: 'truncate' } },
    series: [
      {
        id: 'categories',
        type: 'bar',
        barMaxWidth: 18,
        itemStyle: { borderRadius: [0, 4, 4, 0] },
        data: rows.map((c) => chartYuan(c.turnover)),
      },
    ],
  };
}
