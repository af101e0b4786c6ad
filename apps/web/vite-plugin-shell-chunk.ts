import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The browser's first load (decision 047): the modules every page needs (what the root route and the layouts
 * import: Mantine's provider and the components of the header and footer, the i18n runtime, …) go in one `shell`
 * chunk instead of some forty small ones. Brotli compresses one file of them better than forty, and the browser
 * fetches one. React, React DOM and React Router keep their own chunks, the route modules theirs, and styles stay
 * where they are (their order matters).
 */
const SHELL_ROOTS = /\/app\/(root\.tsx|components\/layouts\/(?!mantine\.tsx)[^/]+\.tsx)(\?|$)/;
/**
 * Mantine's runtime goes in a `mantine` chunk of its own (decision 066), which only the pages under the `mantine`
 * layouts fetch: its providers (the layout's closure) and the Mantine modules that at least half of the route
 * modules use. Rarer components keep their own chunks.
 */
const MANTINE_ROOT = /\/app\/components\/layouts\/mantine\.tsx(\?|$)/;
const MANTINE_MODULE = /\/node_modules\/@mantine\//;
const ROUTE_MODULE = /\/app\/routes\/.+\.tsx(\?|$)/;
/**
 * React, React Router and React DOM's small half (its client, which only the entry imports, stays there): every page
 * needs them, in one `framework` chunk whose edges do not move when a lazy module arrives or leaves (rolldown would
 * otherwise split them by the set of chunks that reach each).
 */
const FRAMEWORK = /\/node_modules\/(react\/|react-router\/|react-dom\/(index\.js|cjs\/react-dom\.production\.js))/;
const OWN_CHUNK = /\/node_modules\/(react|react-dom|react-router|scheduler|@react-router)\/|\.css($|\?)|^\0vite\/|vite\/preload-helper/;

export function shellChunkPlugin(): Plugin {
  const shell = new Set<string>();
  const mantine = new Set<string>();
  return {
    name: 'tawzeef-shell-chunk',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return;
      return {
        build: {
          rolldownOptions: {
            // Required by the option below: an entry (a route module) may export more than its own exports.
            preserveEntrySignatures: 'allow-extension' as const,
            output: {
              codeSplitting: {
                // Only the modules named: a dependency that imports styles stays outside.
                includeDependenciesRecursively: false,
                groups: [{ name: (id: string) => (shell.has(id) ? 'shell' : mantine.has(id) ? 'mantine' : FRAMEWORK.test(id) ? 'framework' : null) }],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      if (this.environment?.config.consumer === 'server') return;
      shell.clear();
      mantine.clear();
      // A library's index (`export { Button } from './Button.mjs'` …) leads to every module of the library: through
      // one, follow only the names the importing module takes.
      const source = (id: string) => {
        try {
          return fs.readFileSync(id.split('?')[0] ?? id, 'utf8');
        } catch {
          return '';
        }
      };
      const barrels = new Map<string, Map<string, string[]> | null>();
      const barrelOf = (id: string) => {
        if (!barrels.has(id)) {
          const code = /\/node_modules\/.*\/index\.m?js$/.test(id) ? source(id) : '';
          const lines = code.split('\n').filter((line) => line.trim() && !line.startsWith('//'));
          const isBarrel = lines.length > 0 && lines.every((line) => /^(export \{[^}]*\} from |import )['"]?[^'"]*['"];?$/.test(line.trim()));
          const names = new Map<string, string[]>();
          if (isBarrel) {
            for (const line of lines) {
              // `import './x.mjs'`: a module run for its effect, kept with any use of the index.
              const effect = /^import ['"](\.[^'"]+)['"]/.exec(line.trim());
              if (effect?.[1]) names.set('*', [...(names.get('*') ?? []), path.resolve(path.dirname(id), effect[1])]);
              const exported = /^export \{([^}]*)\} from ['"]([^'"]+)['"]/.exec(line.trim());
              if (!exported) continue;
              const [, list = '', from = ''] = exported;
              if (!from.startsWith('.')) continue;
              for (const name of list.split(',').map((n) => n.trim().split(/\s+as\s+/).pop() ?? '')) {
                names.set(name, [...(names.get(name) ?? []), path.resolve(path.dirname(id), from)]);
              }
            }
          }
          barrels.set(id, isBarrel ? names : null);
        }
        return barrels.get(id);
      };
      // The names a module imports from each package (`import { Button } from '@mantine/core'`), so that a name taken
      // from one package (React Router's NavLink) does not pull the same name out of another's index (Mantine's).
      const importedNames = (id: string) => {
        const byPackage = new Map<string, Set<string>>();
        for (const m of source(id).matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
          const names = byPackage.get(m[2] ?? '') ?? new Set<string>();
          for (const name of (m[1] ?? '').split(',')) names.add(name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '');
          byPackage.set(m[2] ?? '', names);
        }
        return byPackage;
      };
      const imports = (id: string) => {
        const direct = this.getModuleInfo(id)?.importedIds ?? [];
        if (!direct.some((next) => barrelOf(next))) return direct;
        const byPackage = importedNames(id);
        return direct.flatMap((next) => {
          const barrel = barrelOf(next);
          if (!barrel) return [next];
          const names = [...byPackage].filter(([specifier]) => next.includes(`/node_modules/${specifier}/`)).flatMap(([, set]) => [...set]);
          return ['*', ...names].flatMap((name) => barrel.get(name) ?? []);
        });
      };
      const closure = (starts: string[]) => {
        const seen = new Set(starts);
        const queue = [...starts];
        while (queue.length) {
          for (const next of imports(queue.shift()!)) {
            if (seen.has(next)) continue;
            seen.add(next);
            queue.push(next);
          }
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const roots = ids.filter((id) => SHELL_ROOTS.test(id));
      // What the client entry imports stays with it (its styles come first in the root's list).
      const entry = closure(ids.filter((id) => /\/app\/entry\.client\.tsx$/.test(id)));
      const reachable = closure(roots);
      // A module that imports a stylesheet, directly or through others, keeps its own chunk, so that the styles
      // keep their place after the root's.
      const styled = new Set([...reachable].filter((id) => /\.css($|\?)/.test(id)));
      for (let grown = true; grown; ) {
        grown = false;
        for (const id of reachable) {
          if (!styled.has(id) && imports(id).some((next) => styled.has(next))) {
            styled.add(id);
            grown = true;
          }
        }
      }
      for (const id of reachable) if (!roots.includes(id) && !entry.has(id) && !styled.has(id) && !OWN_CHUNK.test(id)) shell.add(id);
      // Mantine's chunk: the providers' closure and the Mantine modules common to the routes, less what the shell,
      // the client entry or a stylesheet's order keeps elsewhere.
      const routes = ids.filter((id) => ROUTE_MODULE.test(id));
      const uses = new Map<string, number>();
      for (const route of routes) for (const id of closure([route])) if (MANTINE_MODULE.test(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
      const common = [...uses].filter(([, count]) => count * 2 >= routes.length).map(([id]) => id);
      const mantineRoots = ids.filter((id) => MANTINE_ROOT.test(id));
      const isStyled = (id: string): boolean => /\.css($|\?)/.test(id) || imports(id).some((next) => /\.css($|\?)/.test(next));
      for (const id of new Set([...closure(mantineRoots), ...common])) {
        if (!mantineRoots.includes(id) && !shell.has(id) && !entry.has(id) && !styled.has(id) && !isStyled(id) && !OWN_CHUNK.test(id)) mantine.add(id);
      }
    },
  };
}
