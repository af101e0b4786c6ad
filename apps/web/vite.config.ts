import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { messagesPlugin } from './vite-plugin-messages.ts';
import { shellChunkPlugin } from './vite-plugin-shell-chunk.ts';
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

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [themeCssPlugin(), reactRouter(), messagesPlugin(), shellChunkPlugin()],
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
