import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The index of decision records stays true (decision 098): every record listed once, every link leads to a record, and
 * a record that amends, extends or supersedes an older one is named in the older one's row.
 */

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions');
const records = fs.readdirSync(dir).filter((file) => /^\d{3}-.+\.md$/.test(file)).sort();
const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
const rows = index.split('\n').filter((line) => /^\| \[\d{3}\]\(/.test(line));
const rowOf = new Map(rows.map((row) => [row.slice(3, 6), row]));

/** The older records a record says, in its first lines, that it amends, extends or supersedes. */
function changedBy(file: string): string[] {
  const head = fs.readFileSync(path.join(dir, file), 'utf8').split('\n').slice(1, 8).join(' ');
  const numbers: string[] = [];
  for (const match of head.matchAll(/(?:Amends|Supersedes(?: in part)?|Extends)\s+((?:\[?\d{3}\]?(?:\([^)]*\))?(?:\s*\([^)]*\))?(?:,\s*|\s+and\s+)?)+)/g)) {
    for (const number of (match[1] ?? '').matchAll(/\d{3}/g)) numbers.push(number[0]);
  }
  return [...new Set(numbers)].filter((number) => number !== file.slice(0, 3));
}

describe('the index of decision records', () => {
  it('lists every record once, under its own number', () => {
    expect(rows.map((row) => row.slice(3, 6))).toEqual(records.map((file) => file.slice(0, 3)));
    for (const file of records) expect(rowOf.get(file.slice(0, 3))).toContain(`(${file})`);
  });

  it('links only to records that exist', () => {
    const links = [...index.matchAll(/\]\(([^)]+\.md)\)/g)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(records.length);
    expect(links.filter((link) => !records.includes(link))).toEqual([]);
  });

  it("names, in an older record's row, each record that amends, extends or supersedes it", () => {
    const missing: string[] = [];
    for (const file of records) {
      for (const older of changedBy(file)) {
        const row = rowOf.get(older);
        if (row && !row.includes(`[${file.slice(0, 3)}](`)) missing.push(`${older} does not name ${file.slice(0, 3)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names, in the first lines of an older record, each record that amends, extends or supersedes it', () => {
    const headOf = (number: string) => {
      const file = records.find((name) => name.startsWith(number)) ?? '';
      return fs.readFileSync(path.join(dir, file), 'utf8').split('\n').slice(0, 14).join(' ');
    };
    const missing: string[] = [];
    for (const file of records) {
      for (const older of changedBy(file)) if (rowOf.has(older) && !headOf(older).includes(`[${file.slice(0, 3)}](`)) missing.push(`${older} does not name ${file.slice(0, 3)}`);
    }
    for (const [older, row] of rowOf) {
      const status = row.split('|')[3] ?? '';
      for (const match of status.matchAll(/\[(\d{3})\]\(/g)) if (!headOf(older).includes(`[${match[1]}](`)) missing.push(`${older} does not name ${match[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it('reads the changes a record declares (the check above would pass on nothing otherwise)', () => {
    expect(changedBy('098-an-index-of-decisions-and-drifted-records.md')).toEqual(['001', '019', '060']);
    expect(changedBy('083-job-ad-screening-that-holds.md')).toContain('032');
  });
});
