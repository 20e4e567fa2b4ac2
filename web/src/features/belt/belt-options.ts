// The belt pages' chart options and figures, built from the belts (pure: tested without a canvas). The map
// colours each belt's county by the chosen statistic; the other counties of the region stay grey and silent.
import type { BeltYear, IndustrialBelt } from '@portal/contracts/http/industrial-belt';
import { formatMoney, moneyToFen } from '@portal/contracts/money';
import { REGION_MAP } from './belt-echarts.ts';
import { formatCount } from '@/shared/count-format.ts';

export const BELT_STATS = ['enterprises', 'output', 'goods', 'growth', 'turnover'] as const;
export type BeltStat = (typeof BELT_STATS)[number];

export const isBeltStat = (value: string | null): value is BeltStat => BELT_STATS.includes(value as BeltStat);

/** The statistic of a belt as a number for colouring (display only; money in yuan). */
export function statValue(belt: IndustrialBelt, stat: BeltStat): number {
  switch (stat) {
    case 'enterprises':
      return belt.enterpriseCount;
    case 'output':
      return (moneyToFen(belt.annualOutput) ?? 0) / 100;
    case 'goods':
      return belt.productCount;
    case 'growth':
      return belt.growth;
    case 'turnover':
      return (moneyToFen(belt.turnover) ?? 0) / 100;
  }
}

const group = formatCount;

/** The statistic as the list and tooltips show it: output in 亿元 / billion yuan, growth in percent. */
export function formatStat(value: number, stat: BeltStat, lang: string): string {
  switch (stat) {
    case 'enterprises':
    case 'goods':
      return group(value, lang);
    case 'output':
      // 1 亿 = 100 million; English readers count in billions.
      return lang === 'en'
        ? `¥${group(Math.round(value / 1e8) / 10, lang)} bn`
        : `${group(Math.round(value / 1e8), lang)} 亿元`;
    case 'growth':
      return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
    case 'turnover':
      return formatMoney(Math.round(value * 100));
  }
}

export interface MapLabels {
  lang: string;
  stat: BeltStat;
  statLabel: string;
  high: string;
  low: string;
}

const beltName = (belt: IndustrialBelt, lang: string) => (lang === 'en' ? belt.nameEn : belt.name);

/** The map of the region with the belts of it coloured by `stat`; `selected` is outlined. */
export function mapOption(belts: IndustrialBelt[], labels: MapLabels, selected: string | null) {
  const values = belts.map((belt) => statValue(belt, labels.stat));
  const min = Math.min(0, ...values);
  const max = Math.max(1, ...values);
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params: { data?: { belt?: IndustrialBelt } }) => {
        const belt = params.data?.belt;
        if (!belt) return '';
        const value = formatStat(statValue(belt, labels.stat), labels.stat, labels.lang);
        return `<b>${beltName(belt, labels.lang)}</b><br/>${labels.statLabel}: ${value}`;
      },
    },
    visualMap: {
      type: 'continuous',
      min,
      max,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 4,
      itemWidth: 12,
      itemHeight: 140,
      text: [labels.high, labels.low],
      textStyle: { color: '#475569' },
      formatter: (value: number) => formatStat(value, labels.stat, labels.lang),
      inRange: { color: ['#fde68a', '#f59e0b', '#c2410c', '#7c2d12'] },
    },
    series: [
      {
        id: 'belts',
        type: 'map',
        map: REGION_MAP,
        nameProperty: 'code',
        roam: true,
        scaleLimit: { min: 0.8, max: 8 },
        layoutCenter: ['50%', '46%'],
        layoutSize: '92%',
        // The belts around Yiwu sit close together: a label that would overlap another waits for a zoom.
        labelLayout: { hideOverlap: true },
        selectedMode: false,
        label: { show: false },
        itemStyle: { areaColor: '#e2e8f0', borderColor: '#ffffff', borderWidth: 0.6 },
        emphasis: { label: { show: true, color: '#0f172a', fontSize: 11 }, itemStyle: { areaColor: '#38bdf8' } },
        data: belts.map((belt) => ({
          name: belt.code,
          value: statValue(belt, labels.stat),
          belt,
          label: { show: true, formatter: beltName(belt, labels.lang), fontSize: 10, color: '#0f172a' },
          ...(belt.code === selected ? { itemStyle: { borderColor: '#0ea5e9', borderWidth: 2.5 } } : {}),
        })),
      },
    ],
  };
}

export interface YearLabels {
  output: string;
  enterprises: string;
  lang: string;
}

/** A belt's years: output bars (yuan, shown in 亿 / bn) and enterprises as a line on a second axis. */
export function yearsOption(years: BeltYear[], labels: YearLabels) {
  return {
    color: ['#f59e0b', '#0ea5e9'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [labels.output, labels.enterprises] },
    grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
    xAxis: { type: 'category', data: years.map((y) => String(y.year)) },
    yAxis: [
      {
        type: 'value',
        axisLabel: { formatter: (v: number) => formatStat(v, 'output', labels.lang) },
      },
      { type: 'value', splitLine: { show: false } },
    ],
    series: [
      {
        id: 'output',
        name: labels.output,
        type: 'bar',
        barMaxWidth: 28,
        data: years.map((y) => (moneyToFen(y.annualOutput) ?? 0) / 100),
      },
      {
        id: 'enterprises',
        name: labels.enterprises,
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        data: years.map((y) => y.enterpriseCount),
      },
    ],
  };
}
