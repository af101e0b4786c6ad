import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const appDir = path.dirname(new URL(import.meta.url).pathname);
/** A package's folder, as Node finds it from here (the packages do not export their package.json). */
function packageDir(name: string): string {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(candidate)) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed`);
  }
}
const coreDir = packageDir('@mantine/core');
const componentsDir = path.join(coreDir, 'esm', 'components');

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, test);
    return test(entry.name) ? [full] : [];
  });
}

/** The names a source imports from @mantine/core (types left out as they render nothing). */
function coreImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)].flatMap(([, names]) =>
    names!.split(',').map((name) => name.trim().replace(/\s+as\s+\w+$/, '')).filter((name) => name && !name.startsWith('type ')),
  );
}

// Every module of Mantine's components by its name (CloseIcon is CloseButton/CloseIcon.mjs).
const moduleFile = new Map<string, string>();
for (const file of filesUnder(componentsDir, (name) => name.endsWith('.mjs') && !name.endsWith('.css.mjs'))) moduleFile.set(path.basename(file, '.mjs'), file);

/**
 * The component folders whose stylesheet a module needs: those whose CSS module it or any module it uses imports
 * (a bare `import '…'` is the bundle's leftover and renders nothing: NavLink uses Accordion's chevron, not its styles).
 */
function stylesNeeded(file: string, folders = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return folders;
  seen.add(file);
  for (const [, target] of fs.readFileSync(file, 'utf8').matchAll(/import\s+(?:\w+|\{[^}]*\})\s+from\s+['"](\.[^'"]+)['"]/g)) {
    const resolved = path.resolve(path.dirname(file), target!);
    if (!resolved.startsWith(componentsDir)) continue;
    if (resolved.endsWith('.module.css.mjs')) folders.add(path.relative(componentsDir, resolved).split(path.sep)[0]!);
    else stylesNeeded(resolved, folders, seen);
  }
  return folders;
}

describe('the Mantine stylesheets (mantine-styles.ts, decision 055)', () => {
  const listed = new Set([...fs.readFileSync(path.join(appDir, 'mantine-styles.ts'), 'utf8').matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map(([, name]) => name!));

  it('has the stylesheet of every component the app renders, with those they are built on', () => {
    const sources = filesUnder(appDir, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).map((file) => fs.readFileSync(file, 'utf8'));
    // The other Mantine packages the app uses render core components of their own (notifications, charts, editor).
    const packages = ['notifications', 'charts', 'tiptap'].flatMap((name) =>
      filesUnder(path.join(packageDir(`@mantine/${name}`), 'esm'), (file) => file.endsWith('.mjs')).map((file) => fs.readFileSync(file, 'utf8')),
    );
    const folders = new Set<string>();
    for (const name of new Set([...sources, ...packages].flatMap(coreImports))) {
      const file = moduleFile.get(name);
      if (file) stylesNeeded(file, folders);
    }
    const missing = [...folders].filter((folder) => !listed.has(folder));
    expect(folders.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('names only stylesheets that exist, the base ones first', () => {
    for (const name of listed) expect(fs.existsSync(path.join(coreDir, 'styles', `${name}.css`)), name).toBe(true);
    expect([...listed].slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
