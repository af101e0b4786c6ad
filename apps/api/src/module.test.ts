import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUES } from './i18n.ts';
import { gatherModules, moduleFolders } from './module.ts';

/** Issue 59 §1, decision 176: a module brings its routes, schedules and messages itself; no shared list names them. */

const MODULES = new URL('./modules/', import.meta.url);
const read = (name: string, file: string) => fs.readFileSync(new URL(`${name}/${file}`, MODULES), 'utf8');
const DECLARED = ['v1', 'admin', 'root', 'schedules'];

describe('the API modules', () => {
  it('are gathered from every modules/<name>/index.ts, each declaring routes or schedules and nothing unknown', async () => {
    const modules = await gatherModules();
    expect(modules.map(({ name }) => name)).toEqual(moduleFolders('index.ts'));
    expect(modules.length).toBeGreaterThan(30);
    for (const { name, module } of modules) {
      expect(Object.keys(module).filter((key) => !DECLARED.includes(key)), name).toEqual([]);
      expect(Object.keys(module).length, `modules/${name}/index.ts declares nothing`).toBeGreaterThan(0);
    }
  });

  it('register every route plugin of a routes.ts through an index.ts (a folder with routes and no index is never served)', () => {
    const indexes = moduleFolders('index.ts').map((name) => ({ name, text: read(name, 'index.ts') }));
    const unregistered = moduleFolders('routes.ts').flatMap((name) => {
      const exported = [...read(name, 'routes.ts').matchAll(/^export const (\w+Routes) = /gm)].map((match) => match[1]!);
      const imported = new Set(
        indexes.flatMap((index) => {
          const from = index.name === name ? './routes.ts' : `../${name}/routes.ts`;
          return [...index.text.matchAll(/import \{([^}]+)\} from '([^']+)'/g)].filter((match) => match[2] === from).flatMap((match) => match[1]!.split(',').map((one) => one.trim()));
        }),
      );
      return exported.filter((routes) => !imported.has(routes)).map((routes) => `modules/${name}/routes.ts: ${routes}`);
    });
    expect(unregistered).toEqual([]);
  });

  it('gather every messages.ts, whose keys the compiler knows under the folder’s name', () => {
    const folders = moduleFolders('messages.ts');
    expect(Object.keys(MESSAGE_CATALOGUES)).toEqual(['base', ...folders]);
    for (const name of folders) {
      const key = /^\w+$/.test(name) ? name : `'${name}'`;
      expect(read(name, 'messages.ts'), name).toContain(`declare module '../../i18n.ts' { interface TMessageCatalogues { ${key}: typeof messages } }`);
    }
  });
});
