// The trading floor's chart options from the figures: ids kept for merging, today's trend point live.
import { describe, expect, it } from 'vitest';
import { categoryOption, hourOption, trendOption, type ChartLabels } from './floor-options.ts';
import { floorDataFixture, floorLiveFixture } from './floor-fixture.ts';

const labels: ChartLabels = { turnover: 'T', orders: 'O', bids: 'B', hour: (h) => `${h}h` };

describe('floor chart options', () => {
  it('draws the day by hour with stable series ids', () => {
    const option = hourOption(floorLiveFixture(), labels);
    expect(option.series.map((s) => s.id)).toEqual(['turnover', 'orders', 'bids']);
    expect(option.xAxis.data).toHaveLength(24);
    expect(option.series[0]?.data[9]).toBe(12345.6);
    expect(option.series[2]?.data[9]).toBe(40);
  });

  it("puts today's live total on the trend's last day", () => {
    const option = trendOption(floorDataFixture(), labels);
    expect(option.xAxis.data).toEqual(['11-22', '11-23']);
    expect(option.series[0]?.data).toEqual([50000, 12345.6]);
    expect(option.series[1]?.data).toEqual([20, 7]);
  });

  it('lists the top categories largest on top, in the chosen language', () => {
    const option = categoryOption(floorLiveFixture(), (c) => c.nameEn);
    expect(option.yAxis.data).toEqual(['Toys', 'Hardware & Tools']);
    expect(option.series[0]?.data).toEqual([3345.6, 9000]);
  });
});
