import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The configuration's documents stay true (issue 59 §5): every variable the API's environment schema reads
 * (apps/api/src/config.ts, `ZEnv`) has its row in docs/configuration.md and its line in .env.example, and neither names
 * a variable the code no longer reads.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const source = read('apps/api/src/config.ts');
const schema = source.slice(source.indexOf('const ZEnv = z.object({'), source.indexOf('\n});', source.indexOf('const ZEnv = z.object({')));
const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1] ?? '');
/** The names in the first cell of each table row (a row may name several variables). */
const documented = new Set(
  read('docs/configuration.md')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split(' | ')[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] ?? '')),
);
const example = new Set([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));

describe('the configuration documents', () => {
  it('reads the environment schema (this test would pass on nothing otherwise)', () => {
    expect(variables.length).toBeGreaterThan(40);
    expect(variables).toContain('DATABASE_URL');
  });

  it('documents every variable in docs/configuration.md, and only those', () => {
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !variables.includes(name))).toEqual([]);
  });

  it('lists every variable in .env.example', () => {
    expect(variables.filter((name) => !example.has(name))).toEqual([]);
  });
});
