import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { messagesPlugin } from './vite-plugin-messages.ts';
import { themeCssPlugin } from './vite-plugin-theme-css.ts';

const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');

/**
 * React Router's package sends every bundler and Node to its development build (its `exports` name no production
 * condition: remix-run/react-router#14102), whose warnings and "Hey developer" boundary text then travel to browsers
 * and run on the server. A production build takes the production files it ships beside them (decision 078).
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

const STYLESHEET = /\.css($|\?)/;
/**
 * The route modules the route table names (each a client entry), in routes.ts and the features' pages.ts (decision
 * 215): the `mantine` group takes what half of them share.
 */
const features = new URL('./app/features/', import.meta.url);
const routeTables = [
  new URL('./app/routes.ts', import.meta.url),
  ...fs.readdirSync(features).map((name) => new URL(`${name}/pages.ts`, features)).filter((file) => fs.existsSync(file)),
];
const routeModules = new Set(routeTables.flatMap((file) => fs.readFileSync(file, 'utf8').match(/'routes\/[^']+\.tsx'/g) ?? [])).size;

/**
 * The browser's chunks (decisions 047, 066 and 105), as groups of rolldown's code splitting. A group takes the modules
 * its test matches and, unless told otherwise, their dependencies as rolldown sees them after tree-shaking (through a
 * library's index, only what is used); a module goes to the group of highest priority that takes it.
 */
const chunkGroups = [
  // React, React Router and React DOM's small half (its client, which only the entry imports, stays there): every
  // page needs them, in one chunk whose edges do not move when a lazy module arrives or leaves.
  {
    name: 'framework',
    test: /[\\/]node_modules[\\/](react[\\/]|react-router[\\/]|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js))/,
    priority: 3,
  },
  // The shell: the root route and the plain layouts with what they import (the header, the footer, the i18n runtime,
  // the app's small libraries, their stylesheets in the root's order): one file, which Brotli compresses better than
  // forty and the browser asks for once. Before the `mantine` group, so that a plain page never waits for Mantine.
  { name: 'shell', test: /[\\/]app[\\/](root\.tsx|components[\\/]layouts[\\/](?!mantine\.tsx)[^\\/]+\.tsx)(\?|$)/, priority: 2 },
  // The job card with what it alone imports (the formatters, the initials, the verified badge): the home page, the
  // search, a job's, a company's and a major's pages each show cards; in one file rather than four (decision 163).
  { name: 'job-card', test: /[\\/]app[\\/]components[\\/]job-card\.tsx(\?|$)/, priority: 1 },
  // Mantine's runtime, fetched only by the pages under the `mantine` layouts (decision 066): the layout with its
  // providers, and the Mantine modules that at least half of the route modules use (rarer ones keep their own chunks).
  { name: 'mantine-providers', test: /[\\/]app[\\/]components[\\/]layouts[\\/]mantine\.tsx(\?|$)/, priority: 1 },
  {
    name: 'mantine-common',
    test: (id: string) => /[\\/]node_modules[\\/]@mantine[\\/]/.test(id) && !STYLESHEET.test(id),
    minShareCount: Math.ceil(routeModules / 2),
    priority: 1,
  },
];

/**
 * A feature's index (`features/<name>/index.ts`) only re-exports what other features use (decision 191), so it has no
 * side effect of its own. Said to rolldown, an import through it binds to the module it names, as a direct import
 * did: without it, an index that two pages import, naming a module with a stylesheet, became a chunk of its own.
 */
const FEATURE_INDEX = /[\\/]app[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const featureIndexesPure = { name: 'tawzeef:feature-indexes-pure', transform: (code: string, id: string) => (FEATURE_INDEX.test(id) ? { code, map: null, moduleSideEffects: false } : null) };

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [themeCssPlugin(), reactRouter(), messagesPlugin(), featureIndexesPure],
  // The browser checks phone numbers with libphonenumber's small metadata (lengths and prefixes, a fifth of the
  // full one's weight); the server's check, with the full metadata, decides (decision 047).
  resolve: {
    alias: [...(mode === 'production' ? reactRouterProduction : []), ...(isSsrBuild ? [] : [{ find: /^libphonenumber-js\/max$/, replacement: 'libphonenumber-js/min' }])],
  },
  build: {
    chunkSizeWarningLimit: 1000,
    modulePreload: false,
    // WEB_SOURCEMAP=1 writes source maps beside the chunks, to see which modules each one holds.
    sourcemap: !!process.env.WEB_SOURCEMAP,
    rolldownOptions: {
      ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } }),
      checks: {
        // The server's bundle is one file: that a module imported later in the browser (a page's messages, the form
        // rules) is also imported at once by server code splits nothing there.
        ineffectiveDynamicImport: !isSsrBuild,
        // Rolldown's report of slow plugin callbacks (React Router's virtual modules) is for profiling a build:
        // `node --cpu-prof` answers that question better than a warning on every build.
        bundlerTimings: false,
      },
    },
  },
  ssr: { noExternal: ['@tawzeef/contract'] },
}));
