/**
 * Charts (Mantine's, on Recharts) run in the reading direction: in Arabic the first category or the zero is on the
 * right and the y axis with it. Recharts draws in left-to-right coordinates only, so the chart's box is `dir="ltr"`
 * and the axes are flipped here, in one place for every chart of the site.
 */
export interface TChartAxes {
  xAxisProps: { reversed: boolean };
  yAxisProps: { orientation: 'left' | 'right'; width: number; tick?: { transform: string; fontSize: number; fill: string } };
}

/**
 * The axes of a chart in a page written in `dir`, its y axis `yWidth` px wide. Mantine moves its y axis' labels
 * 10 px to the left, away from a plot on their right; with the axis on the right (Arabic) they must move 10 px to the
 * right instead, or they run into the bars.
 */
export function chartAxes(dir: 'rtl' | 'ltr', yWidth: number): TChartAxes {
  if (dir !== 'rtl') return { xAxisProps: { reversed: false }, yAxisProps: { orientation: 'left', width: yWidth } };
  return {
    xAxisProps: { reversed: true },
    yAxisProps: { orientation: 'right', width: yWidth, tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' } },
  };
}

/**
 * The legend's items in the order of the chart's series, read in the page's direction (Recharts sorts them by their
 * names by default, which put "average maximum" before "average minimum" before "average"). The legend is laid out
 * left to right inside the chart's box: in Arabic the last series comes first, so that the first is on the right.
 */
export function legendInSeriesOrder(series: ReadonlyArray<{ name: string }>, dir: 'rtl' | 'ltr'): { itemSorter: (item: { dataKey?: unknown }) => number } {
  const sign = dir === 'rtl' ? -1 : 1;
  return { itemSorter: (item) => sign * series.findIndex((one) => one.name === item.dataKey) };
}
