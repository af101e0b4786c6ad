import './grid.css';
import type { CSSProperties, ComponentPropsWithoutRef, ReactNode } from 'react';

/** Mantine's spacing scale: a theme size's variable, or a number of pixels (as Mantine's `getSpacing` gives it). */
type MantineSpacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
const getSpacing = (value: MantineSpacing | undefined) =>
  value === undefined ? undefined : typeof value === 'number' ? `calc(${value / 16}rem * var(--mantine-scale))` : `var(--mantine-spacing-${value})`;

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
/** A value, or one per breakpoint (Mantine's notation: `{ base: 1, sm: 2 }`). */
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** One custom property per breakpoint that has a value (grid.css falls back to the next smaller one). */
function perBreakpoint(name: string, value: Responsive<number> | undefined): Record<string, number> {
  if (value === undefined) return {};
  if (typeof value === 'number') return { [`--${name}-base`]: value };
  return Object.fromEntries(Object.entries(value).flatMap(([breakpoint, v]) => (v === undefined ? [] : [[`--${name}-${breakpoint}`, v]])));
}

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/** `mt`: the space above (Mantine's style prop of that name). */
type Common = Omit<ComponentPropsWithoutRef<'div'>, 'style' | 'color'> & { style?: CSSProperties; children?: ReactNode; mt?: MantineSpacing; 'data-testid'?: string };

export type SimpleGridProps = Common & {
  cols?: Responsive<number>;
  spacing?: MantineSpacing;
  verticalSpacing?: MantineSpacing;
  component?: 'div' | 'ul' | 'ol' | 'dl';
};

/** Mantine's SimpleGrid (equal columns per breakpoint) without its <style> element in <body>, nor its runtime. */
export function SimpleGrid({ cols, spacing, verticalSpacing, component = 'div', className, style, mt, ...rest }: SimpleGridProps) {
  const variables = { ...perBreakpoint('sg', cols), '--sg-x': getSpacing(spacing), '--sg-y': getSpacing(verticalSpacing), marginBlockStart: getSpacing(mt) } as CSSProperties;
  const Element = component as 'div';
  return <Element className={cx('tz-simple-grid', className)} style={{ ...variables, ...style }} {...rest} />;
}

export type GridProps = Common & { gutter?: MantineSpacing; align?: CSSProperties['alignItems'] };

/** Mantine's Grid (12 columns) without its <style> elements in <body>. */
export function Grid({ gutter, align, className, style, mt, ...rest }: GridProps) {
  const variables = { '--grid-gap': getSpacing(gutter), '--grid-align': align, marginBlockStart: getSpacing(mt) } as CSSProperties;
  return <div className={cx('tz-grid', className)} style={{ ...variables, ...style }} {...rest} />;
}

export type GridColProps = Common & { span?: Responsive<number>; order?: Responsive<number> };

function GridCol({ span, order, className, style, mt, ...rest }: GridColProps) {
  const variables = { ...perBreakpoint('span', span), ...perBreakpoint('order', order), marginBlockStart: getSpacing(mt) } as CSSProperties;
  return <div className={cx('tz-grid-col', className)} style={{ ...variables, ...style }} {...rest} />;
}

Grid.Col = GridCol;
