import fs from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/**
 * Message catalogues split for the browser (decisions 047 and 067). The server keeps both full catalogues
 * (entry.server.tsx); the browser downloads, for the page's language only, the messages its routes name:
 *
 * - the `core` bundle holds the messages the root and the layouts name; each route module has a bundle of its own
 *   with the messages it names that core does not hold (none when it names none);
 * - what a module names is found by scanning it and the app modules it imports (not the catalogues, not `.server`
 *   modules, which translate on the server) for string literals that start with a known prefix: a whole literal
 *   (`'jobs.card.title'`) names that message and those under it (`'jobs.card.title.…'`), the start of a template
 *   (`` `enum.stage.${x}` ``) or of a concatenation names every message that starts with it;
 * - a module loaded later through `withMessages('name', () => import('./file'))` (i18n/client-messages.ts) is not
 *   scanned with the module that loads it: what it names that core does not hold is the bundle `lazy-name`, fetched
 *   beside it, so that what a page shows only later (suggestions, a map) does not weigh on its first load;
 * - `virtual:messages` gives the loaders (one chunk per language and bundle) and each route id's bundle, for the
 *   pages a client-side navigation reaches: the browser fetches it only then (i18n/client-messages.ts);
 *   `virtual:messages/lazy` the loaders of the `lazy-` bundles alone, which a module loaded later fetches without
 *   the routes' map, a table that grows with every route (decision 163);
 *   `virtual:messages/preloads` gives the server the URL of each chunk (written by the client build, read by the
 *   server build), which the first page modulepreloads and names for hydration.
 */
const INDEX = 'virtual:messages';
const PRELOADS = 'virtual:messages/preloads';
/** The loaders of the `lazy-` bundles alone (decision 163): a module loaded later needs its words, not every route's. */
const LAZY = 'virtual:messages/lazy';
const BUNDLE = /^virtual:messages\/(ar|en)\/([A-Za-z0-9-]+)$/;
const LOCALES = ['ar', 'en'] as const;
/** The file the client build leaves for the server build: chunk URL of each `locale/bundle`. */
const PRELOAD_FILE = 'messages-preloads.json';
/** A string literal that may be a message id: its opening quote, a `prefix.`, and what ends it. */
const LITERAL = /(['"`])([A-Za-z][A-Za-z0-9]*\.[^'"`$\s\\]*)(\$\{|['"`])?/g;

interface TRoute {
  id?: string;
  file: string;
  index?: boolean;
  path?: string;
  children?: TRoute[];
}

/** What modules name: whole ids (each also the start of the ids under it) and starts of ids. */
interface TNamed {
  ids: Set<string>;
  starts: Set<string>;
}

export interface TData {
  catalogues: Record<(typeof LOCALES)[number], Record<string, string>>;
  /** Bundle name → its message ids ('core' first). */
  bundles: Map<string, string[]>;
  /** Route id → its bundle, '' when core holds all it names. */
  routeBundles: Record<string, string>;
}

const isCatalogue = (file: string) => /\/i18n(-[a-z]+)?\.ts$/.test(file) || /\/i18n\/(ar|en)\.ts$/.test(file);

/** The message ids and starts named in one source text (exported for its test). */
export function namedIn(source: string, prefixes: ReadonlySet<string>): TNamed {
  const named: TNamed = { ids: new Set(), starts: new Set() };
  for (const [, quote, text = '', end] of source.matchAll(LITERAL)) {
    if (!prefixes.has(text.slice(0, text.indexOf('.')))) continue;
    if (end === quote && !text.endsWith('.')) {
      named.ids.add(text);
      named.starts.add(`${text}.`);
    } else named.starts.add(text);
  }
  return named;
}

/**
 * A module loaded later with messages of its own (`withMessages('name', () => import('./file.tsx'))`, in
 * i18n/client-messages.ts): its bundle is `lazy-name`, fetched with it, so that the messages of what a page shows
 * only later (suggestions, a map) are not in the page's first load.
 */
const WITH_MESSAGES = /withMessages\(\s*['"]([A-Za-z0-9-]+)['"],\s*\(\)\s*=>\s*import\(\s*(['"])(\.[^'"]+)\2\s*\)/g;

/** The modules loaded with their own messages that one source text names: bundle name → file (exported for its test). */
export function lazyModulesIn(source: string, file: string): Map<string, string> {
  return new Map([...source.matchAll(WITH_MESSAGES)].map((m) => [`lazy-${m[1] ?? ''}`, path.resolve(path.dirname(file), m[3] ?? '')]));
}

/**
 * The app modules one source text imports, statically or with `import()`, in either kind of quotes (exported for its
 * test): a module imported in double quotes went unscanned, and its page showed message ids once its scripts ran.
 */
export function importsIn(source: string, file: string): string[] {
  return [...source.matchAll(/(?:from|import\()\s*(['"])(\.[^'"]+)\1/g)].map((m) => path.resolve(path.dirname(file), m[2] ?? ''));
}

/** A feature's index (decision 191): it only re-exports what other features use. */
const FEATURE_INDEX = /[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * The names one source text imports from each feature index, `null` where it takes the whole index (a namespace, an
 * `import()`); an import of types alone names nothing (exported for its test).
 */
export function indexNamesIn(source: string, file: string): Map<string, Set<string> | null> {
  const names = new Map<string, Set<string> | null>();
  for (const m of source.matchAll(/(?:import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*(['"])(\.[^'"]+)\3|import\(\s*(['"])(\.[^'"]+)\5/g)) {
    const target = path.resolve(path.dirname(file), m[4] ?? m[6] ?? '');
    if (!FEATURE_INDEX.test(target) || m[1]) continue;
    const clause = /^\{([^}]*)\}$/.exec((m[2] ?? '').trim());
    const mine = names.get(target) ?? new Set<string>();
    if (names.get(target) === null || m[6] !== undefined || !clause) {
      names.set(target, null);
      continue;
    }
    for (const part of (clause[1] ?? '').split(',').map((one) => one.trim())) if (part && !part.startsWith('type ')) mine.add(part.split(/\s+as\s+/)[0] ?? '');
    names.set(target, mine);
  }
  return names;
}

/**
 * The modules of a feature's index that give the names imported from it (all of them for `null`): a page that takes
 * one component from another feature names that component's messages, not those of the index's other exports, as
 * rolldown takes only that component's code.
 */
function throughIndex(index: string, names: Set<string> | null): string[] {
  if (!fs.existsSync(index)) return [];
  const source = fs.readFileSync(index, 'utf8');
  const targets: string[] = [];
  for (const m of source.matchAll(/export\s+(type\s+)?(\*|\{([^}]*)\})\s*from\s*(['"])(\.[^'"]+)\4/g)) {
    if (m[1]) continue;
    const exported = m[3] === undefined ? null : m[3].split(',').map((one) => one.trim()).filter((one) => one && !one.startsWith('type ')).map((one) => one.split(/\s+as\s+/).pop() ?? '');
    if (names === null || exported === null || exported.some((name) => names.has(name))) targets.push(path.resolve(path.dirname(index), m[5] ?? ''));
  }
  return targets;
}

interface TScanned {
  named: TNamed;
  imports: string[];
  lazy: Map<string, string>;
  indexNames: Map<string, Set<string> | null>;
}

/**
 * What a module and the app modules it imports (statically or not) name; not what the modules loaded with their own
 * messages name (`withMessages`), which `lazy` collects instead (bundle name → file).
 */
function scan(entry: string, prefixes: ReadonlySet<string>, cache: Map<string, TScanned>, lazy = new Map<string, string>()): TNamed {
  const found: TNamed = { ids: new Set(), starts: new Set() };
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || isCatalogue(file) || file.includes('.server.') || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    let own = cache.get(file);
    if (!own) {
      if (!fs.existsSync(file)) return;
      const source = fs.readFileSync(file, 'utf8');
      const rest = source.replace(WITH_MESSAGES, '');
      own = { named: namedIn(rest, prefixes), imports: importsIn(rest, file), lazy: lazyModulesIn(source, file), indexNames: indexNamesIn(rest, file) };
      cache.set(file, own);
    }
    for (const id of own.named.ids) found.ids.add(id);
    for (const start of own.named.starts) found.starts.add(start);
    for (const [name, target] of own.lazy) {
      const other = lazy.get(name);
      if (other !== undefined && other !== target) throw new Error(`withMessages('${name.slice(5)}', …) names two modules: ${other} and ${target}`);
      lazy.set(name, target);
    }
    for (const i of own.imports) {
      if (!FEATURE_INDEX.test(i)) visit(i);
      else if (own.indexNames.has(i)) for (const target of throughIndex(i, own.indexNames.get(i) ?? null)) visit(target);
    }
  };
  visit(entry);
  return found;
}

/** The catalogue's ids that the named ids and starts cover. */
export function covered(ids: readonly string[], named: TNamed): string[] {
  const starts = [...named.starts];
  return ids.filter((id) => named.ids.has(id) || starts.some((start) => id.startsWith(start)));
}

function flatten(routes: TRoute[], out: Array<{ id: string; file: string }>) {
  for (const r of routes) {
    out.push({ id: r.id ?? r.file.replace(/\.[jt]sx?$/, ''), file: r.file });
    if (r.children) flatten(r.children, out);
  }
  return out;
}

/** A route module's bundle name: its file under routes/, without the extension, `/` as `-`. */
const bundleName = (file: string) => file.replace(/^routes\//, '').replace(/\.[jt]sx?$/, '').replace(/[^A-Za-z0-9]+/g, '-');

export async function collect(root: string): Promise<TData> {
  const options = { configFile: false as const, root, logLevel: 'error' as const };
  const [{ module: ar }, { module: en }, { module: routes }] = await Promise.all([
    runnerImport<{ ar: Record<string, string> }>(path.join(root, 'app/i18n/ar.ts'), options),
    runnerImport<{ en: Record<string, string> }>(path.join(root, 'app/i18n/en.ts'), options),
    runnerImport<{ default: TRoute[] }>(path.join(root, 'app/routes.ts'), options),
  ]);
  const ids = Object.keys(ar.ar);
  const prefixes = new Set(ids.map((id) => id.slice(0, id.indexOf('.'))));
  const cache = new Map<string, TScanned>();
  const lazy = new Map<string, string>();
  const app = path.join(root, 'app');
  const flat = flatten(routes.default, []);
  // Core: what the root and every layout (a route file under components/layouts/) name.
  const coreNamed = scan(path.join(app, 'root.tsx'), prefixes, cache, lazy);
  for (const r of flat) {
    if (!r.file.startsWith('components/layouts/')) continue;
    const named = scan(path.join(app, r.file), prefixes, cache, lazy);
    for (const id of named.ids) coreNamed.ids.add(id);
    for (const start of named.starts) coreNamed.starts.add(start);
  }
  const core = covered(ids, coreNamed);
  const inCore = new Set(core);
  const bundles = new Map<string, string[]>([['core', core]]);
  const routeBundles: Record<string, string> = {};
  for (const r of flat) {
    const { id } = r;
    if (r.file.startsWith('components/layouts/')) {
      routeBundles[id] = '';
      continue;
    }
    const name = bundleName(r.file);
    if (!bundles.has(name)) {
      const own = covered(ids, scan(path.join(app, r.file), prefixes, cache, lazy)).filter((messageId) => !inCore.has(messageId));
      if (own.length > 0) bundles.set(name, own);
    }
    routeBundles[id] = bundles.has(name) ? name : '';
  }
  // The modules loaded with their own messages, and those they in turn load so (the map grows while it is read).
  for (const [name, file] of lazy) {
    const own = covered(ids, scan(file, prefixes, cache, lazy)).filter((messageId) => !inCore.has(messageId));
    if (own.length > 0) bundles.set(name, own);
  }
  return { catalogues: { ar: ar.ar, en: en.en }, bundles, routeBundles };
}

export function messagesPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let isBuild = false;
  let data: Promise<TData> | undefined;
  const getData = () => (data ??= collect(root));
  return {
    name: 'tawzeef-messages',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      isBuild = config.command === 'build';
    },
    buildStart() {
      data = undefined;
    },
    // Development: a changed module may name other messages, a changed catalogue other texts.
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(path.join(root, 'app'))) return;
      data = undefined;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith('\0virtual:messages')) server.moduleGraph.invalidateModule(module);
      }
    },
    // The filters keep the bundler from calling into JavaScript for every other module (hundreds of calls a build).
    resolveId: {
      filter: { id: /^virtual:messages/ },
      handler(id) {
        if (id === INDEX || id === PRELOADS || id === LAZY || BUNDLE.test(id)) return `\0${id}`;
        return null;
      },
    },
    load: {
      filter: { id: /^\0virtual:messages/ },
      async handler(id, options) {
        const name = id.slice(1);
        if (name === PRELOADS) {
          // The server build runs after the client build (react-router build): its chunk URLs are known by then.
          // The browser needs none (its loaders know their chunks), and in development there are no chunks.
          const file = path.join(path.dirname(outDir), PRELOAD_FILE);
          const preloads = isBuild && options?.ssr && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '{}';
          return `export default ${preloads};`;
        }
        const d = await getData();
        if (name === INDEX) {
          const loaders = LOCALES.flatMap((l) => [...d.bundles.keys()].map((b) => `${JSON.stringify(`${l}/${b}`)}: () => import(${JSON.stringify(`${INDEX}/${l}/${b}`)})`));
          return [`export const routeBundles = ${JSON.stringify(d.routeBundles)};`, `export const loaders = {${loaders.join(',\n')}};`].join('\n');
        }
        if (name === LAZY) {
          const lazy = [...d.bundles.keys()].filter((b) => b.startsWith('lazy-'));
          const loaders = LOCALES.flatMap((l) => lazy.map((b) => `${JSON.stringify(`${l}/${b}`)}: () => import(${JSON.stringify(`${INDEX}/${l}/${b}`)})`));
          return `export const loaders = {${loaders.join(',\n')}};`;
        }
        const [, locale = 'ar', bundle = ''] = BUNDLE.exec(name) ?? [];
        const catalogue = d.catalogues[locale as (typeof LOCALES)[number]];
        const picked = Object.fromEntries((d.bundles.get(bundle) ?? []).map((messageId) => [messageId, catalogue[messageId]]));
        // JSON.parse of a string literal is faster to load than an object literal of the same size (V8's advice).
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
      },
    },
    generateBundle(options, bundle) {
      if (!isBuild || this.environment?.config.consumer === 'server' || options.format !== 'es') return;
      const preloads: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const match = BUNDLE.exec(chunk.facadeModuleId.replace(/^\0/, ''));
        if (match) preloads[`${match[1]}/${match[2]}`] = `/${chunk.fileName}`;
      }
      if (Object.keys(preloads).length) fs.writeFileSync(path.join(path.dirname(outDir), PRELOAD_FILE), JSON.stringify(preloads));
    },
  };
}
