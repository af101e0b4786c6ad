import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** What the server's render imports (lib/render-whole.server.ts): React's build that writes text (decision 073). */
const ENTRY = 'react-dom/server.bun';
/** Beside React DOM's package.json (its `exports` do not name the file itself). */
const PRODUCTION_BUILD = 'cjs/react-dom-server.bun.production.js';
const VIRTUAL = '\0tawzeef-react-dom-server-text';

/**
 * React weighs every finished piece of a page in UTF-8 bytes (`Buffer.byteLength`), to decide whether a Suspense
 * boundary is large enough to stream later on its own. On a string that React built by joining others, measuring it
 * first copies it whole into one flat string: a second copy of the page, piece by piece, for a decision that does
 * not arise when the page is written whole (decision 070). Its length in UTF-16 units serves that decision as well.
 */
const BYTE_LENGTH = /function byteLengthOfChunk\(chunk\) \{\s*return Buffer\.byteLength\(chunk, "utf8"\);\s*\}/;
const LENGTH = 'function byteLengthOfChunk(chunk) {\n  return chunk.length;\n}';

/**
 * The module that stands for `react-dom/server.bun` in the server's bundle (decision 076): in production, React's
 * production build with its pieces measured by their length; otherwise React's own entry, as it is. Its `require`
 * resolves from the bundle's place, as the bundle's other packages do, so React and React DOM are the same instances.
 * Throws when the installed React DOM no longer has the function as it was: the build fails rather than ship a page
 * renderer that was not looked at.
 */
export function reactServerTextModule(): string {
  const source = fs.readFileSync(path.join(path.dirname(require.resolve('react-dom/package.json')), PRODUCTION_BUILD), 'utf8');
  if (!BYTE_LENGTH.test(source)) {
    throw new Error(`react-dom/${PRODUCTION_BUILD} no longer measures its pieces with Buffer.byteLength as decision 076 expects: look at it again`);
  }
  return [
    `import { createRequire } from 'node:module';`,
    `const require = createRequire(import.meta.url);`,
    `function production() {`,
    `  const module = { exports: {} };`,
    `  (function (exports, module, require) {`,
    source.replace(BYTE_LENGTH, LENGTH),
    `  })(module.exports, module, require);`,
    `  return module.exports;`,
    `}`,
    `const server = process.env.NODE_ENV === 'production' ? production() : require(${JSON.stringify(ENTRY)});`,
    `export const renderToPipeableStream = server.renderToPipeableStream;`,
    `export const renderToReadableStream = server.renderToReadableStream;`,
    `export const resumeToPipeableStream = server.resumeToPipeableStream;`,
    `export const resume = server.resume;`,
    `export const version = server.version;`,
  ].join('\n');
}

/** Puts reactServerTextModule in place of `react-dom/server.bun` in the server's build (not in the browser's, nor in dev). */
export function reactServerTextPlugin(): Plugin {
  return {
    name: 'tawzeef-react-server-text',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return options?.ssr && source === ENTRY ? VIRTUAL : undefined;
    },
    load(id) {
      return id === VIRTUAL ? reactServerTextModule() : undefined;
    },
  };
}
