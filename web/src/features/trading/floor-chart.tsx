// One chart of the trading floor: echarts-for-react's core build with the floor's ECharts. The frame (axes,
// legend, series ids) is the component's option and changes only with the language; the data is merged into
// the drawn chart with setOption (series by id, lazyUpdate, no notMerge) at most once per `redrawMs`, so ten
// ticks a second redraw each canvas only a few times a second; the last data is never skipped.
import { useEffect, useMemo, useRef } from 'react';
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
  const frameRef = useRef(frame);
  // The option the chart is created with (and re-created with when the frame changes, e.g. the language): the
  // frame with the data of that moment, so the chart never draws axes without their categories.
  const initial = useMemo(() => withData(frame, latest.current), [frame]);

  useEffect(() => {
    latest.current = data;
    frameRef.current = frame;
    // A redraw already waits: it will take this data.
    if (due.current !== null) return;
    const draw = () => {
      due.current = null;
      drawnAt.current = performance.now();
      chart.current?.getEchartsInstance().setOption(withData(frameRef.current, latest.current), {
        lazyUpdate: true,
        silent: true,
      });
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
      <ReactEChartsCore ref={chart} echarts={echarts} option={initial} notMerge={false} lazyUpdate style={{ height }} />
    </div>
  );
}

type Part = Record<string, unknown>;
const isPart = (value: unknown): value is Part => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The whole option: the frame with the data merged in (series by id, axes by key). ECharts 6 merging a data-only
 * option into a chart drawn from a frame without categories failed ('axisBuilder' of an axis it had not laid
 * out), so every setOption carries the frame as well; the series ids still make it a merge, not a redraw. */
export function withData(frame: EChartsCoreOption, data: EChartsCoreOption): EChartsCoreOption {
  const out: Part = { ...frame };
  for (const [key, value] of Object.entries(data)) {
    const base = (frame as Part)[key];
    if (Array.isArray(value) && Array.isArray(base)) {
      out[key] = base.map((item: unknown) => {
        const id = isPart(item) ? item['id'] : undefined;
        const match = value.find((v: unknown) => isPart(v) && id !== undefined && v['id'] === id);
        return isPart(item) && isPart(match) ? { ...item, ...match } : item;
      });
    } else if (isPart(value) && isPart(base)) out[key] = { ...base, ...value };
    else out[key] = value;
  }
  return out as EChartsCoreOption;
}
