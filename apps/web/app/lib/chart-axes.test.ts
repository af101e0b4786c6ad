import { describe, expect, it } from 'vitest';
import { chartAxes, legendInSeriesOrder } from './chart-axes.ts';

describe('chart axes in the reading direction', () => {
  it('puts the y axis on the right in Arabic, its labels moved away from the plot, and leaves English as Mantine draws it', () => {
    expect(chartAxes('ltr', 80)).toEqual({ xAxisProps: { reversed: false }, yAxisProps: { orientation: 'left', width: 80 } });
    const rtl = chartAxes('rtl', 130);
    expect(rtl.xAxisProps.reversed).toBe(true);
    expect(rtl.yAxisProps).toMatchObject({ orientation: 'right', width: 130, tick: { transform: 'translate(10, 0)' } });
  });

  it('orders the legend as the series, from the right in Arabic', () => {
    const series = [{ name: 'average_minimum' }, { name: 'the_average' }, { name: 'average_maximum' }];
    const items = [{ dataKey: 'the_average' }, { dataKey: 'average_maximum' }, { dataKey: 'average_minimum' }];
    const order = (dir: 'rtl' | 'ltr') => {
      const { itemSorter } = legendInSeriesOrder(series, dir);
      return [...items].sort((a, b) => itemSorter(a) - itemSorter(b)).map((item) => item.dataKey);
    };
    expect(order('ltr')).toEqual(['average_minimum', 'the_average', 'average_maximum']);
    // Laid out left to right in the chart's box: the first series ends up on the right.
    expect(order('rtl')).toEqual(['average_maximum', 'the_average', 'average_minimum']);
  });
});
