import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The feature map of docs/ARCHITECTURE.md stays true (issue 59 §5): every API module and every web feature folder is
 * named in it, and it names none that is gone.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const architecture = fs.readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
const start = architecture.indexOf('\n## The feature map');
const map = architecture.slice(start, architecture.indexOf('\n## ', start + 1));
const folders = (dir: string) => fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
/** The names the map's table gives in its API module and web feature columns (the third and fourth). */
function named(column: number): Set<string> {
  const names = new Set<string>();
  for (const row of map.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| URL') && !line.startsWith('|---'))) {
    const cell = row.split(/(?<!\\)\|/)[column + 1] ?? '';
    for (const match of cell.matchAll(/`([a-z][a-z-]*)`/g)) names.add(match[1] ?? '');
  }
  return names;
}

describe('the feature map (docs/ARCHITECTURE.md)', () => {
  it('names every API module and every web feature folder', () => {
    expect(start).toBeGreaterThan(0);
    const modules = named(2);
    const features = named(3);
    expect(folders('apps/api/src/modules').filter((name) => !modules.has(name))).toEqual([]);
    expect(folders('apps/web/app/features').filter((name) => !features.has(name))).toEqual([]);
  });

  it('names no module or feature that does not exist', () => {
    const modules = new Set(folders('apps/api/src/modules'));
    const features = new Set(folders('apps/web/app/features'));
    // Only a cell's first name is a folder: the rest of a cell are files and notes.
    const firsts = (column: number) =>
      map.split('\n').filter((line) => /^\| [`/(]/.test(line)).map((row) => /^`([a-z][a-z-]*)`/.exec((row.split(/(?<!\\)\|/)[column + 1] ?? '').trim())?.[1]).filter((name): name is string => Boolean(name));
    expect(firsts(2).filter((name) => !modules.has(name))).toEqual([]);
    expect(firsts(3).filter((name) => !features.has(name))).toEqual([]);
  });
});
