// The API's module graph (decision 101): which module (a folder directly under apps/api/src/modules) imports which,
// for the rule tawzeef/api-module-cycles (boundaries.js). Every import a module's file writes counts, type-only ones
// too. A file outside the modules (deps.ts, i18n.ts, plugins/, db/, ...) is shared: a module that imports it depends
// on the modules it imports at run time, through other shared files too (its type-only imports are not followed:
// deps.ts names the types of what compose.ts hands every module). A module's messages.ts is its part of i18n.ts's
// catalog, so it counts as shared. Test files are left out: a test may use any module.
import fs from 'node:fs';
import path from 'node:path';

const STATIC_IMPORT = /^[ \t]*(import|export)\s+(type\s+)?([\w$*{},\s]*?)\s*from\s*(['"])([^'"\n]+)\4/gm;
const BARE_IMPORT = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/** Whether an import's clause names types only: `type A` or `{ type A, type B }`. */
function typeOnlyClause(typeKeyword, clause) {
  if (typeKeyword) return true;
  const trimmed = clause.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return false;
  const names = trimmed.slice(1, -1).split(',').map((name) => name.trim()).filter(Boolean);
  return names.length > 0 && names.every((name) => /^type\s/.test(name));
}

/**
 * The modules a file's text imports: `import … from`, `export … from`, `import '…'` and `import('…')`, each with
 * whether it is type-only. A scan of the text, not a parse (a parse of every API file costs seconds): the unit test
 * checks that it finds what TypeScript's parser finds in every API file.
 */
export function importsInText(text) {
  const found = [];
  // An `export { type A } from` is type-only only with `export type` (as TypeScript marks it); an import's clause of
  // types alone (`import { type A }`) is, as its named types are.
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const typeOnly = match[1] === 'export' ? Boolean(match[2]) : typeOnlyClause(match[2], match[3]);
    found.push({ source: match[5], typeOnly, index: match.index });
  }
  for (const match of text.matchAll(BARE_IMPORT)) found.push({ source: match[2], typeOnly: false, index: match.index });
  for (const match of text.matchAll(DYNAMIC_IMPORT)) found.push({ source: match[2], typeOnly: false, index: match.index });
  return found.sort((a, b) => a.index - b.index).map(({ source, typeOnly }) => ({ source, typeOnly }));
}

const isSourceFile = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.test.ts');

function sourceFilesUnder(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') sourceFilesUnder(full, out);
    } else if (isSourceFile(entry.name)) out.push(full);
  }
  return out;
}

/** The module a file belongs to; null for a shared file (outside the modules, or a module's messages.ts). */
export function moduleOf(file, src) {
  const modules = path.join(src, 'modules') + path.sep;
  if (!file.startsWith(modules)) return null;
  const parts = file.slice(modules.length).split(path.sep);
  if (parts.length < 2 || (parts.length === 2 && parts[1] === 'messages.ts')) return null;
  return parts[0];
}

/** An import's file: relative specifiers only (packages are no module's), `.ts` or `/index.ts` added when missing. */
function resolveImport(from, source, known) {
  if (!source.startsWith('.')) return null;
  const target = path.resolve(path.dirname(from), source);
  for (const candidate of [target, `${target}.ts`, path.join(target, 'index.ts')]) if (known.has(candidate)) return candidate;
  return target;
}

/**
 * Every non-test source file under `src` with its imports resolved, scanned once and checked again at most once a
 * second (an editor's lint sees saved changes; a command-line run scans once).
 */
const scans = new Map();
const RECHECK_MS = 1000;

export function scanSources(src) {
  const cached = scans.get(src);
  const now = Date.now();
  if (cached && now - cached.checkedAt < RECHECK_MS) return cached;
  const files = new Map();
  let changed = !cached;
  for (const file of sourceFilesUnder(path.join(src))) {
    const stat = fs.statSync(file);
    const before = cached?.files.get(file);
    if (before && before.mtimeMs === stat.mtimeMs && before.size === stat.size) {
      files.set(file, before);
      continue;
    }
    changed = true;
    files.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, imports: importsInText(fs.readFileSync(file, 'utf8')) });
  }
  if (cached && !changed && cached.files.size === files.size) {
    cached.checkedAt = now;
    return cached;
  }
  const scan = { checkedAt: now, files, edges: null, graph: null };
  scans.set(src, scan);
  return scan;
}

/**
 * The modules a shared file brings in at run time, each with the chain of shared files that leads to it; the
 * chains are computed once per scan.
 */
function sharedReach(scan, src, start, memo) {
  if (memo.has(start)) return memo.get(start);
  const reach = new Map();
  const seen = new Set([start]);
  const queue = [[start, [start]]];
  while (queue.length > 0) {
    const [file, chain] = queue.shift();
    for (const { source, typeOnly } of scan.files.get(file)?.imports ?? []) {
      if (typeOnly) continue;
      const target = resolveImport(file, source, scan.files);
      if (!target || seen.has(target)) continue;
      seen.add(target);
      const module = moduleOf(target, src);
      if (module) {
        if (!reach.has(module)) reach.set(module, { chain, target });
      } else queue.push([target, [...chain, target]]);
    }
  }
  memo.set(start, reach);
  return reach;
}

/** A module file's dependencies on other modules: `{ to, source, witness }` per import and module reached. */
export function moduleEdgesOf(scan, src, file, imports, memo) {
  const from = moduleOf(file, src);
  if (!from) return [];
  const edges = [];
  const relative = (target) => path.relative(path.join(src, 'modules'), target);
  const shared = (target) => path.relative(src, target);
  for (const { source } of imports) {
    const target = resolveImport(file, source, scan.files);
    if (!target) continue;
    const to = moduleOf(target, src);
    if (to) {
      if (to !== from) edges.push({ to, source, witness: `${relative(file)} → ${relative(target)}` });
      continue;
    }
    if (!scan.files.has(target)) continue;
    for (const [module, { chain, target: end }] of sharedReach(scan, src, target, memo)) {
      if (module !== from) edges.push({ to: module, source, witness: [relative(file), ...chain.map(shared), relative(end)].join(' → ') });
    }
  }
  return edges;
}

/** The module graph: module → (module → the first import that makes the edge). */
export function moduleGraph(edgesByFile, src) {
  const graph = new Map();
  for (const [file, edges] of edgesByFile) {
    const from = moduleOf(file, src);
    for (const { to, witness } of edges) {
      if (!graph.has(from)) graph.set(from, new Map());
      const targets = graph.get(from);
      if (!targets.has(to)) targets.set(to, witness);
    }
  }
  return graph;
}

/** The shortest chain of modules from `start` to `goal` (both included), or null. */
export function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift();
    if (module === goal) {
      const chain = [];
      for (let at = goal; at !== null; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of [...(graph.get(module)?.keys() ?? [])].sort()) {
      if (!previous.has(next)) {
        previous.set(next, module);
        queue.push(next);
      }
    }
  }
  return null;
}

/** The scan's module graph and each module file's edges, built once per scan. */
export function scannedGraph(src) {
  const scan = scanSources(src);
  if (!scan.graph) {
    const memo = new Map();
    scan.edges = new Map([...scan.files].map(([file, { imports }]) => [file, moduleEdgesOf(scan, src, file, imports, memo)]));
    scan.memo = memo;
    scan.graph = moduleGraph(scan.edges, src);
  }
  return scan;
}
