import { describe, expect, it } from 'vitest';
import { chartAxes, chartLegend } from './chart-axes.ts';

describe('chart axes in the reading direction', () => {
  it('puts the y axis on the right in Arabic, its labels a margin away from the plot on its own side', () => {
    expect(chartAxes('ltr', 80)).toEqual({ xAxisProps: { reversed: false }, yAxisProps: { orientation: 'left', width: 80, tickMargin: 10, tick: { fontSize: 12, fill: 'currentColor' } } });
    const rtl = chartAxes('rtl', 'auto');
    expect(rtl.xAxisProps.reversed).toBe(true);
    expect(rtl.yAxisProps).toMatchObject({ orientation: 'right', width: 'auto', tickMargin: 10 });
    // No transform: Mantine's moves the labels left, into an Arabic chart's bars, and Recharts' 'auto' width ignores it.
    expect(rtl.yAxisProps.tick).not.toHaveProperty('transform');
  });

  it('orders the legend as the series, laid out from the right in Arabic', () => {
    const series = [{ name: 'average_minimum' }, { name: 'the_average' }, { name: 'average_maximum' }];
    const items = [{ dataKey: 'the_average' }, { dataKey: 'average_maximum' }, { dataKey: 'average_minimum' }];
    for (const dir of ['rtl', 'ltr'] as const) {
      const { itemSorter, wrapperStyle } = chartLegend(series, dir);
      expect([...items].sort((a, b) => itemSorter(a) - itemSorter(b)).map((item) => item.dataKey)).toEqual(['average_minimum', 'the_average', 'average_maximum']);
      expect(wrapperStyle.direction).toBe(dir);
    }
  });
});
