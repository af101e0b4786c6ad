import { DEFAULT_THEME, convertCssVariables, defaultCssVariablesResolver, em, keys, mergeMantineTheme, px, type MantineThemeOverride } from '@mantine/core';

type Variables = Record<string, string>;

/** The entries of `ours` that differ from Mantine's defaults (its own `deduplicateCssVariables`). */
const changed = (ours: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(ours).filter(([key, value]) => defaults[key] !== value));

/**
 * The CSS that MantineProvider would write into `<body>` (the theme's CSS variables and the hiddenFrom/visibleFrom
 * classes), as a stylesheet of the build instead (vite-plugin-theme-css.ts): a `<style>` element in `<body>` is
 * invalid HTML, and 18 KB in every page's HTML is weight (issue 18). The root renders MantineProvider with
 * `withCssVariables={false}` and `withGlobalClasses={false}`.
 */
export function themeCss(override: MantineThemeOverride): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const ours = defaultCssVariablesResolver(theme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const variables = convertCssVariables({
    variables: changed(ours.variables, defaults.variables),
    light: changed(ours.light, defaults.light),
    dark: changed(ours.dark, defaults.dark),
  });
  const classes = keys(theme.breakpoints)
    .map((breakpoint) => {
      const value = px(theme.breakpoints[breakpoint]) as number;
      return `@media (max-width: ${em(value - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${em(value)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
    })
    .join('');
  return `${variables}${classes}`;
}
