// One chart of the trading floor: echarts-for-react's core build with the floor's ECharts. The frame (axes,
// legend, series ids) is the component's option and changes only with the language; the data is merged into
// the drawn chart with setOption (series by id, lazyUpdate, no notMerge) at most once per `redrawMs`, so ten
// ticks a second redraw each canvas only a few times a second; the last data is never skipped.
import { useEffect, useRef } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsCoreOption } from 'echarts/core';
import { echarts } from './floor-echarts.ts';

/** How often a live chart is redrawn at most: the tiles and the ticker follow every tick; a chart of the day
 * by hour gains nothing from more than a few redraws a second, and each costs a canvas paint. */
export const CHART_REDRAW_MS = 400;

export interface FloorChartProps {
  /** The static option (memoised by the caller: a new object redraws the chart). */
  frame: EChartsCoreOption;
  /** The live part: axis categories and series data with the frame's series ids. */
  data: EChartsCoreOption;
  height: string;
  label: string;
  testId: string;
  redrawMs?: number;
}

export function FloorChart({ frame, data, height, label, testId, redrawMs = CHART_REDRAW_MS }: FloorChartProps) {
  const chart = useRef<ReactEChartsCore>(null);
  const latest = useRef(data);
  const due = useRef<ReturnType<typeof setTimeout> | null>(null);
  const drawnAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    latest.current = data;
    // A redraw already waits: it will take this data.
    if (due.current !== null) return;
    const draw = () => {
      due.current = null;
      drawnAt.current = performance.now();
      chart.current?.getEchartsInstance().setOption(latest.current, { lazyUpdate: true, silent: true });
    };
    const wait = drawnAt.current + redrawMs - performance.now();
    if (wait <= 0) draw();
    else due.current = setTimeout(draw, wait);
  }, [data, frame, redrawMs]);

  useEffect(
    () => () => {
      if (due.current !== null) clearTimeout(due.current);
      due.current = null;
    },
    [],
  );

  return (
    <div role="img" aria-label={label} data-testid={testId}>
      <ReactEChartsCore ref={chart} echarts={echarts} option={frame} notMerge={false} lazyUpdate style={{ height }} />
    </div>
  );
}
