/**
 * Charts (Mantine's, on Recharts) run in the reading direction: in Arabic the first category or the zero is on the
 * right and the y axis with it. Recharts draws in left-to-right coordinates only, so the chart's box is `dir="ltr"`
 * and the axes are flipped here, in one place for every chart of the site.
 */
export interface TChartAxes {
  xAxisProps: { reversed: boolean };
  yAxisProps: { orientation: 'left' | 'right'; width: number | 'auto'; tickMargin: number; tick: { fontSize: number; fill: string } };
}

/**
 * The axes of a chart in a page written in `dir`, its y axis `yWidth` px wide, or as wide as its longest label
 * (`'auto'`, for amounts: "SAR 140,000" must not be cut). Mantine moves its y axis' labels 10 px away from the plot
 * with a transform, which Recharts does not count when it sizes the axis, and towards the left whichever side the
 * axis is on (into the bars of an Arabic chart): the 10 px are a tick margin here instead, on the axis' own side.
 */
export function chartAxes(dir: 'rtl' | 'ltr', yWidth: number | 'auto'): TChartAxes {
  const rtl = dir === 'rtl';
  return {
    xAxisProps: { reversed: rtl },
    yAxisProps: { orientation: rtl ? 'right' : 'left', width: yWidth, tickMargin: 10, tick: { fontSize: 12, fill: 'currentColor' } },
  };
}

/**
 * The legend's items in the order of the chart's series, laid out in the page's direction (Recharts sorts them by
 * their names by default, which put "average maximum" before "average minimum" before "average"; and the chart's box
 * is left to right, so in Arabic the legend says it is right to left itself, and wraps onto a second line in order).
 */
export function chartLegend(
  series: ReadonlyArray<{ name: string }>,
  dir: 'rtl' | 'ltr',
): { itemSorter: (item: { dataKey?: unknown }) => number; wrapperStyle: { direction: 'rtl' | 'ltr' } } {
  return { itemSorter: (item) => series.findIndex((one) => one.name === item.dataKey), wrapperStyle: { direction: dir } };
}
