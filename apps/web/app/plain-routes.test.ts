import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from './routes.ts';

/**
 * Decision 066: Mantine's providers wrap only the pages under the `mantine` layouts. A page outside them, the root and
 * the other layouts must render no Mantine component (one would throw for want of its provider), so nothing their
 * modules import, statically, may take a component or hook from `@mantine/core`. Overlays loaded later (`import()`)
 * bring their own providers (components/mantine-root.tsx).
 */
const appDir = path.dirname(new URL(import.meta.url).pathname);
const MANTINE_LAYOUT = 'components/layouts/mantine.tsx';

/** The route files outside the `mantine` layouts, with the layouts above them. */
function plainFiles(entries: RouteConfigEntry[], found = new Set<string>()): Set<string> {
  for (const entry of entries) {
    if (entry.file === MANTINE_LAYOUT) continue;
    found.add(entry.file);
    if (entry.children) plainFiles(entry.children, found);
  }
  return found;
}

/** The app modules a module imports statically (type-only imports and styles left out). */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)]
    .map(([, spec]) => path.resolve(path.dirname(file), spec!))
    .filter((resolved) => /\.(tsx?|js)$/.test(resolved) && fs.existsSync(resolved));
}

/** The runtime names a module takes from @mantine/core. */
function mantineCoreNames(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/gm)].flatMap(([, names]) =>
    names!.split(',').map((name) => name.trim()).filter((name) => name && !name.startsWith('type ')),
  );
}

describe('pages outside the mantine layouts (decision 066)', () => {
  const files = [...plainFiles(routes as RouteConfigEntry[]), 'root.tsx'].map((file) => path.join(appDir, file));

  it('include the not-found page and the public pages written in plain elements', () => {
    const names = files.map((file) => path.relative(appDir, file));
    const plain = ['not-found', 'home', 'find-jobs', 'jobs', 'majors', 'major', 'login', 'register', 'bank-accounts', 'company-public'];
    for (const page of plain) expect(names).toContain(`routes/${page}.tsx`);
    // The forms of an account's own pages keep Mantine's components.
    expect(names).not.toContain('routes/profile/layout.tsx');
  });

  it('import nothing from @mantine/core, directly or through the modules they import', () => {
    const seen = new Set<string>();
    const queue = [...files];
    const offenders: string[] = [];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const names = mantineCoreNames(file);
      if (names.length) offenders.push(`${path.relative(appDir, file)}: ${names.join(', ')}`);
      queue.push(...staticImports(file));
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
