// One chart of the trading floor: echarts-for-react's core build with the floor's ECharts; a new option is
// merged into the drawn chart (notMerge false, lazyUpdate), so ten ticks a second do not redraw it.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts } from './floor-echarts.ts';

export interface FloorChartProps {
  option: object;
  height: string;
  label: string;
  testId: string;
}

export function FloorChart({ option, height, label, testId }: FloorChartProps) {
  return (
    <div role="img" aria-label={label} data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge={false} lazyUpdate style={{ height }} />
    </div>
  );
}
