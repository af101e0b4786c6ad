// Import boundaries of the project (decision 018), as a local ESLint plugin:
// - a web feature does not reach into another feature (what two features share lives in components/ or lib/);
// - an API route module does not touch the database (SQL lives in queries.ts, rules in service.ts);
// - no API module imports app.ts (what modules need from the app is in deps.ts).
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const WEB_FEATURES = path.join(root, 'apps/web/app/features') + path.sep;
const API_SRC = path.join(root, 'apps/api/src') + path.sep;
const API_MODULES = path.join(API_SRC, 'modules') + path.sep;

const featureOf = (file) => (file.startsWith(WEB_FEATURES) ? file.slice(WEB_FEATURES.length).split(path.sep)[0] : null);

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
  meta: { type: 'problem', messages: { crossFeature: "features/{{from}} imports features/{{to}}'s internals: move what both use to components/ or lib/." } },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    return importsOf(context, ({ node, resolved }) => {
      const to = resolved ? featureOf(resolved) : null;
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
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

export default { rules: { 'feature-boundaries': featureBoundaries, 'api-layers': apiLayers } };
