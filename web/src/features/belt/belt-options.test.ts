// The belt map's colouring and figures: each statistic's value and its text in both languages.
import { describe, expect, it } from 'vitest';
import { formatStat, mapOption, statValue, yearsOption } from './belt-options.ts';
import { beltDetailFixture, beltFixture } from './belt-fixture.ts';

describe('belt statistics', () => {
  it('reads each statistic of a belt', () => {
    const belt = beltFixture();
    expect(statValue(belt, 'enterprises')).toBe(32000);
    expect(statValue(belt, 'output')).toBe(210_000_000_000);
    expect(statValue(belt, 'goods')).toBe(216);
    expect(statValue(belt, 'growth')).toBe(4.5);
    expect(statValue(belt, 'turnover')).toBe(7_180_068_574);
  });

  it('writes output in 亿元 and in billions, growth with its sign', () => {
    expect(formatStat(210_000_000_000, 'output', 'zh')).toBe('2,100 亿元');
    expect(formatStat(210_000_000_000, 'output', 'en')).toBe('¥210 bn');
    expect(formatStat(4.5, 'growth', 'en')).toBe('+4.5%');
    expect(formatStat(-1, 'growth', 'zh')).toBe('-1.0%');
    expect(formatStat(32000, 'enterprises', 'en')).toBe('32,000');
    expect(formatStat(7_180_068_574, 'turnover', 'zh')).toBe('¥7,180,068,574.00');
  });
});

describe('belt map option', () => {
  it('colours each belt by the statistic, names it in the language, outlines the chosen one', () => {
    const belts = [
      beltFixture(),
      beltFixture({ code: '330784', name: '永康五金', nameEn: 'Yongkang hardware', enterpriseCount: 20000 }),
    ];
    const option = mapOption(
      belts,
      { lang: 'en', stat: 'enterprises', statLabel: 'Enterprises', high: 'High', low: 'Low' },
      '330784',
    );
    const [series] = option.series;
    expect(series?.nameProperty).toBe('code');
    expect(series?.data.map((d) => [d.name, d.value, d.label.formatter])).toEqual([
      ['330782', 32000, 'Yiwu small commodities'],
      ['330784', 20000, 'Yongkang hardware'],
    ]);
    expect(series?.data[1]).toMatchObject({ itemStyle: { borderWidth: 2.5 } });
    expect(option.visualMap).toMatchObject({ min: 0, max: 32000, text: ['High', 'Low'] });
    expect(option.tooltip.formatter({ data: { belt: belts[0] } })).toBe(
      '<b>Yiwu small commodities</b><br/>Enterprises: 32,000',
    );
    // A county that is no belt has no tooltip.
    expect(option.tooltip.formatter({})).toBe('');
  });

  it('draws the years as output bars and an enterprise line', () => {
    const option = yearsOption(beltDetailFixture().years, { output: 'Output', enterprises: 'Enterprises', lang: 'zh' });
    expect(option.xAxis.data).toEqual(['2025', '2026']);
    expect(option.series[0]?.data).toEqual([200_960_000_000, 210_000_000_000]);
    expect(option.series[1]?.data).toEqual([31000, 32000]);
  });
});
