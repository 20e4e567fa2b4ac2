// The trading floor's chart options from the figures: the data part carries the frame's series ids (so a tick
// merges into the drawn chart), today's trend point is live, categories largest on top.
import { describe, expect, it } from 'vitest';
import { withData } from './floor-chart.tsx';
import {
  categoryData,
  categoryFrame,
  hourData,
  hourFrame,
  trendData,
  trendFrame,
  type ChartLabels,
} from './floor-options.ts';
import { floorDataFixture, floorLiveFixture } from './floor-fixture.ts';

const labels: ChartLabels = { turnover: 'T', orders: 'O', bids: 'B', hour: (h) => `${h}h` };
const ids = (option: { series: { id: string }[] }) => option.series.map((s) => s.id);

describe('floor chart options', () => {
  it('draws the day by hour: data series with the frame ids, no animation', () => {
    const frame = hourFrame(labels);
    const data = hourData(floorLiveFixture().series, labels);
    expect(frame.animation).toBe(false);
    expect(ids(data)).toEqual(ids(frame));
    expect(ids(data)).toEqual(['turnover', 'orders', 'bids']);
    expect(data.xAxis.data).toHaveLength(24);
    expect(data.series[0]?.data[9]).toBe(12345.6);
    expect(data.series[2]?.data[9]).toBe(40);
    // The data part carries no styling: merging it never resets the frame.
    expect(Object.keys(data.series[0] ?? {})).toEqual(['id', 'data']);
  });

  it("puts today's live total on the trend's last day", () => {
    const floor = floorDataFixture();
    const data = trendData(floor.trend, floor.live);
    expect(ids(data)).toEqual(ids(trendFrame(labels)));
    expect(data.xAxis.data).toEqual(['11-22', '11-23']);
    expect(data.series[0]?.data).toEqual([50000, 12345.6]);
    expect(data.series[1]?.data).toEqual([20, 7]);
  });

  it('lists the top categories largest on top, in the chosen language', () => {
    const data = categoryData(floorLiveFixture().topCategories, (c) => c.nameEn);
    expect(ids(data)).toEqual(ids(categoryFrame()));
    expect(data.yAxis.data).toEqual(['Toys', 'Hardware & Tools']);
    expect(data.series[0]?.data).toEqual([3345.6, 9000]);
  });
});

describe('withData (the option each redraw merges into the chart)', () => {
  it('puts the data into the frame: series by id, axes by key, the frame kept', () => {
    const frame = {
      xAxis: { type: 'category', axisLabel: { color: 'x' } },
      yAxis: [{ type: 'value' }, { type: 'value' }],
      series: [
        { id: 'turnover', type: 'bar' },
        { id: 'orders', type: 'line', yAxisIndex: 1 },
      ],
    };
    const merged = withData(frame, { xAxis: { data: ['00:00'] }, series: [{ id: 'orders', data: [3] }] });
    expect(merged).toEqual({
      xAxis: { type: 'category', axisLabel: { color: 'x' }, data: ['00:00'] },
      yAxis: [{ type: 'value' }, { type: 'value' }],
      series: [
        { id: 'turnover', type: 'bar' },
        { id: 'orders', type: 'line', yAxisIndex: 1, data: [3] },
      ],
    });
    expect(frame.series[1]).toEqual({ id: 'orders', type: 'line', yAxisIndex: 1 });
  });
});
