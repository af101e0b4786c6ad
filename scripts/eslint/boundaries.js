// Import boundaries of the project (decisions 018 and 191), as a local ESLint plugin:
// - a web feature uses another feature only through that feature's index (decision 191): `features/<other>/index.ts`,
//   or `index.server.ts` for what only the server runs (React Router refuses a `.server` module in the browser's
//   build, so one index cannot hold both); what no feature owns lives in components/ or lib/;
// - a feature imports no route module, its index included (routes/ wire features together, never the other way: no cycle);
// - an API route module does not touch the database (SQL lives in queries.ts, rules in service.ts);
// - no API module imports app.ts (what modules need from the app is in deps.ts);
// - API modules import each other without a cycle (decision 101; the graph is module-graph.js's).
import path from 'node:path';
import { importsInText, moduleEdgesOf, moduleGraph, moduleOf, pathBetween, scannedGraph } from './module-graph.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const WEB_FEATURES = path.join(root, 'apps/web/app/features') + path.sep;
const API_SRC = path.join(root, 'apps/api/src') + path.sep;
const API_MODULES = path.join(API_SRC, 'modules') + path.sep;

const WEB_ROUTES = path.join(root, 'apps/web/app/routes');
const featureOf = (file) => (file.startsWith(WEB_FEATURES) ? file.slice(WEB_FEATURES.length).split(path.sep)[0] : null);
/** The names by which a feature's index is imported: the folder itself, `index.ts`, and the server's `index.server.ts`. */
const INDEXES = new Set(['', 'index', 'index.ts', 'index.tsx', 'index.server', 'index.server.ts']);
const isIndexOf = (feature, file) => INDEXES.has(file.slice(WEB_FEATURES.length + feature.length + 1));
const isRouteModule = (file) => file === WEB_ROUTES + '.ts' || file.startsWith(WEB_ROUTES + path.sep);

function importsOf(context, check) {
  const file = context.filename;
  const visit = (node, source, typeOnly) => {
    if (typeof source !== 'string') return;
    const resolved = source.startsWith('.') ? path.resolve(path.dirname(file), source) : null;
    check({ node, source, resolved, typeOnly, file });
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source.value, node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))),
    ExportNamedDeclaration: (node) => node.source && visit(node, node.source.value, node.exportKind === 'type'),
    ExportAllDeclaration: (node) => visit(node, node.source.value, node.exportKind === 'type'),
    ImportExpression: (node) => node.source.type === 'Literal' && visit(node, node.source.value, false),
  };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        "features/{{from}} imports {{target}}, inside features/{{to}}: another feature is used only through its index. Import it from features/{{to}}/index.ts (or index.server.ts for server-only code) and export it there; what no feature owns goes to components/ or lib/ (decision 191).",
      routeModule: 'features/{{from}} imports the route module {{target}}: routes/ wire features together, a feature (its index above all) never imports them (decision 191).',
    },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    return importsOf(context, ({ node, resolved }) => {
      if (!resolved) return;
      const target = path.relative(path.join(root, 'apps/web/app'), resolved).split(path.sep).join('/');
      if (isRouteModule(resolved)) context.report({ node, messageId: 'routeModule', data: { from, target } });
      const to = featureOf(resolved);
      if (to && to !== from && !isIndexOf(to, resolved)) context.report({ node, messageId: 'crossFeature', data: { from, to, target } });
    });
  },
};

const apiLayers = {
  meta: {
    type: 'problem',
    messages: {
      routeDatabase: 'A route does not touch the database: call a service (rules) or a query (SQL) of its module.',
      appImport: 'Modules take what they need from deps.ts, never from app.ts (which imports every module).',
    },
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(API_MODULES)) return {};
    const isRoute = path.basename(file) === 'routes.ts';
    return importsOf(context, ({ node, source, resolved, typeOnly }) => {
      if (resolved && resolved === path.join(API_SRC, 'app.ts')) context.report({ node, messageId: 'appImport' });
      if (!isRoute || typeOnly) return;
      const database = ['drizzle-orm', 'pg', '@electric-sql/pglite'].includes(source) || source.startsWith('drizzle-orm/') || (resolved && resolved.startsWith(path.join(API_SRC, 'db') + path.sep));
      if (database) context.report({ node, messageId: 'routeDatabase' });
    });
  },
};

const sameImports = (a, b) => a.length === b.length && a.every((one, i) => one.source === b[i].source && one.typeOnly === b[i].typeOnly);

const apiModuleCycles = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { src: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle: 'API modules import each other in a cycle: {{cycle}} ({{where}}). Move what the lower module needs into it or below it, or hand it in from above (decision 101).',
    },
  },
  create(context) {
    const src = path.resolve(root, context.options[0]?.src ?? 'apps/api/src');
    const file = context.filename;
    const from = file.endsWith('.test.ts') ? null : moduleOf(file, src);
    if (!from) return {};
    const nodes = [];
    const collect = (node, source) => typeof source === 'string' && nodes.push({ node, source });
    return {
      ImportDeclaration: (node) => collect(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && collect(node, node.source.value),
      ExportAllDeclaration: (node) => collect(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && collect(node, node.source.value),
      'Program:exit': (program) => {
        const scan = scannedGraph(src);
        // The file as linted (an editor's unsaved text) replaces the file as scanned on disk.
        const imports = importsInText(context.sourceCode.text);
        const onDisk = scan.files.get(file);
        let edges = scan.edges.get(file);
        let graph = scan.graph;
        if (!onDisk || !sameImports(onDisk.imports, imports)) {
          edges = moduleEdgesOf(scan, src, file, imports, scan.memo);
          graph = moduleGraph(new Map([...scan.edges, [file, edges]]), src);
        }
        const reported = new Set();
        for (const edge of edges) {
          const back = pathBetween(graph, edge.to, from);
          if (!back || reported.has(`${edge.source}|${edge.to}`)) continue;
          reported.add(`${edge.source}|${edge.to}`);
          const where = [edge.witness, ...back.slice(0, -1).map((module, i) => graph.get(module).get(back[i + 1]))].join('; ');
          const data = { cycle: [from, ...back].join(' → '), where };
          const at = nodes.filter((one) => one.source === edge.source);
          for (const { node } of at.length > 0 ? at : [{ node: program }]) context.report({ node, messageId: 'cycle', data });
        }
      },
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries, 'api-layers': apiLayers, 'api-module-cycles': apiModuleCycles } };
