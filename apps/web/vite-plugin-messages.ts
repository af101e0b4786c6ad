import fs from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/**
 * Message catalogues split for the browser (decision 047). The server keeps both full catalogues (entry.server.tsx);
 * the browser downloads, for the page's language only, the message groups its routes use:
 *
 * - a group is a key prefix (`search.*`, `jobPage.*`, …); the groups of the root and the layouts make one `core` group;
 * - the groups of a route are found by scanning its module and the app modules it imports (not the catalogues, not
 *   `.server` modules) for string literals that start with a known prefix (`'jobs.card.title'`, `` `enum.${x}` ``);
 * - `virtual:messages` gives the loaders (one chunk per language and group) and each route id's groups;
 *   `virtual:messages/preloads` gives the server the URL of each chunk (written by the client build, read by the
 *   server build) so that the first page modulepreloads its messages instead of fetching them after the entry.
 */
const INDEX = 'virtual:messages';
const PRELOADS = 'virtual:messages/preloads';
const GROUP = /^virtual:messages\/(ar|en)\/([A-Za-z0-9]+)$/;
const LOCALES = ['ar', 'en'] as const;
/** The file the client build leaves for the server build: chunk URL of each `locale/group`. */
const PRELOAD_FILE = 'messages-preloads.json';

interface TRoute {
  id?: string;
  file: string;
  index?: boolean;
  path?: string;
  children?: TRoute[];
}

interface TData {
  catalogues: Record<(typeof LOCALES)[number], Record<string, string>>;
  /** Message id prefix → group ('core' for those of the root and layouts). */
  groupOf: Map<string, string>;
  groups: string[];
  /** Route id → the groups it needs besides core. */
  routeGroups: Record<string, string[]>;
}

const isCatalogue = (file: string) => /\/i18n(-[a-z]+)?\.ts$/.test(file) || /\/i18n\/(ar|en)\.ts$/.test(file);

/** The message id prefixes named in a module and the app modules it imports. */
function scanPrefixes(entry: string, prefixes: Set<string>, cache: Map<string, Set<string>>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || isCatalogue(file) || file.includes('.server.') || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    if (!fs.existsSync(file)) return;
    const source = fs.readFileSync(file, 'utf8');
    const imports = [...source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1] ?? ''));
    let own = cache.get(file);
    if (!own) {
      own = new Set([...source.matchAll(/['"`]([A-Za-z][A-Za-z0-9]*)\.(?=[A-Za-z$])/g)].map((m) => m[1] ?? '').filter((p) => prefixes.has(p)));
      cache.set(file, own);
    }
    for (const p of own) found.add(p);
    for (const i of imports) visit(i);
  };
  visit(entry);
  return found;
}

function flatten(routes: TRoute[], parent: string | null, out: Array<{ id: string; file: string; parent: string | null }>) {
  for (const r of routes) {
    const id = r.id ?? r.file.replace(/\.[jt]sx?$/, '');
    out.push({ id, file: r.file, parent });
    if (r.children) flatten(r.children, id, out);
  }
  return out;
}

async function collect(root: string): Promise<TData> {
  const options = { configFile: false as const, root, logLevel: 'error' as const };
  const [{ module: ar }, { module: en }, { module: routes }] = await Promise.all([
    runnerImport<{ ar: Record<string, string> }>(path.join(root, 'app/i18n/ar.ts'), options),
    runnerImport<{ en: Record<string, string> }>(path.join(root, 'app/i18n/en.ts'), options),
    runnerImport<{ default: TRoute[] }>(path.join(root, 'app/routes.ts'), options),
  ]);
  const prefixOf = (id: string) => id.split('.')[0] ?? id;
  const prefixes = new Set(Object.keys(ar.ar).map(prefixOf));
  const cache = new Map<string, Set<string>>();
  const app = path.join(root, 'app');
  const flat = flatten(routes.default, null, []);
  // Core: what the root and every layout (a route without a path of its own) use.
  const core = scanPrefixes(path.join(app, 'root.tsx'), prefixes, cache);
  for (const r of flat) if (r.file.startsWith('components/layouts/')) for (const p of scanPrefixes(path.join(app, r.file), prefixes, cache)) core.add(p);
  const groupOf = new Map([...prefixes].map((p) => [p, core.has(p) ? 'core' : p]));
  const routeGroups: Record<string, string[]> = {};
  for (const r of flat) {
    routeGroups[r.id] = [...scanPrefixes(path.join(app, r.file), prefixes, cache)].filter((p) => !core.has(p)).sort();
  }
  return { catalogues: { ar: ar.ar, en: en.en }, groupOf, groups: ['core', ...[...prefixes].filter((p) => !core.has(p)).sort()], routeGroups };
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
    resolveId(id) {
      if (id === INDEX || id === PRELOADS || GROUP.test(id)) return `\0${id}`;
      return null;
    },
    async load(id, options) {
      if (!id.startsWith('\0virtual:messages')) return null;
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
        const loaders = LOCALES.flatMap((l) => d.groups.map((g) => `${JSON.stringify(`${l}/${g}`)}: () => import(${JSON.stringify(`${INDEX}/${l}/${g}`)})`));
        return [
          `export const groups = ${JSON.stringify(d.groups)};`,
          `export const routeGroups = ${JSON.stringify(d.routeGroups)};`,
          `export const loaders = {${loaders.join(',\n')}};`,
        ].join('\n');
      }
      const [, locale = 'ar', group = ''] = GROUP.exec(name) ?? [];
      const catalogue = d.catalogues[locale as (typeof LOCALES)[number]];
      const picked = Object.fromEntries(Object.entries(catalogue).filter(([key]) => d.groupOf.get(key.split('.')[0] ?? key) === group));
      // JSON.parse of a string literal is faster to load than an object literal of the same size (V8's advice).
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
    generateBundle(options, bundle) {
      if (!isBuild || this.environment?.config.consumer === 'server' || options.format !== 'es') return;
      const preloads: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const match = GROUP.exec(chunk.facadeModuleId.replace(/^\0/, ''));
        if (match) preloads[`${match[1]}/${match[2]}`] = `/${chunk.fileName}`;
      }
      if (Object.keys(preloads).length) fs.writeFileSync(path.join(path.dirname(outDir), PRELOAD_FILE), JSON.stringify(preloads));
    },
  };
}
