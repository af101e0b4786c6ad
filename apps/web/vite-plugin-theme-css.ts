import type { Plugin } from 'vite';
import { themeCss } from './app/lib/theme-css.ts';
import { theme } from './app/theme.ts';

/**
 * The theme's CSS variables and responsive classes (what MantineProvider would write into `<body>`, issue 18) as a
 * stylesheet of the build (`import 'virtual:theme.css'` in the root): one hashed, long-cached file instead of 18 KB
 * inside every page's HTML, and no theme code in the browser's JavaScript.
 */
const ID = 'virtual:theme.css';
// Resolved to a path ending in .css so that Vite's CSS pipeline takes it (as UnoCSS's `/__uno.css` is).
const RESOLVED = '/__tawzeef-theme.css';

export function themeCssPlugin(): Plugin {
  return {
    name: 'tawzeef-theme-css',
    enforce: 'pre',
    resolveId: (id) => (id === ID || id === RESOLVED ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themeCss(theme) : undefined),
  };
}
