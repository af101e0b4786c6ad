import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision 061: the plain values (lists, limits, digits) live in modules that load nothing heavy, so a page that
 * shows a list of job types does not bring Zod and every schema (22 KB) or the phone rules (25 KB) to the browser.
 * A value module may import other value modules, and types from anywhere.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const plain = [...fs.readdirSync(path.join(here, 'values')).map((name) => `values/${name}`), 'digits.ts'];

function valueImports(file: string): string[] {
  const source = fs.readFileSync(path.join(here, file), 'utf8');
  return [...source.matchAll(/^import\s+(?!type\b)[^'"]*from\s+'([^']+)';/gm)].map((match) => match[1] ?? '');
}

describe('the plain value modules', () => {
  it('are there, one per module of schemas that has values', () => {
    expect(plain).toContain('values/profile.ts');
    expect(plain).toContain('values/jobs.ts');
    expect(plain.length).toBeGreaterThan(10);
  });

  it.each(plain)('%s imports values only from other plain modules', (file) => {
    for (const specifier of valueImports(file)) {
      const target = path.relative(here, path.resolve(path.dirname(path.join(here, file)), specifier));
      expect(plain, `${file} imports ${specifier}`).toContain(target);
    }
  });

  it('are what the package exports', async () => {
    const index = await import('./index.ts');
    const values = await import('./values/profile.ts');
    expect(index.JOB_TYPES).toBe(values.JOB_TYPES);
    expect(index.toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });
});
