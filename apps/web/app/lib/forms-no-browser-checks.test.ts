import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A form reports all its field errors at once, in the page's language (decision 089). A browser checking `required`,
 * `type="email"`, `pattern`... itself stops at the first wrong field, with a bubble in the browser's own language, and
 * the form never reaches the contract's schema that names every field. So every form whose fields carry such
 * constraints turns the browser's checks off (`noValidate`) and lets the schema speak.
 */
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONSTRAINT = /\brequired(?=[\s/>={])|\btype="(?:email|url|number|date|time)"|\bpattern=|\bminLength=|\bmin=\{|\bmax=\{/;
const FORM_TAG = /<(?:Form|form|fetcher\.Form|[a-zA-Z]+Fetcher\.Form)\b[^>]*>/gs;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('forms and the browser’s own checks', () => {
  it('turns them off in every form whose fields carry constraints', () => {
    const offending: string[] = [];
    for (const file of sources(appDir)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(FORM_TAG)) {
        // The form's own fields: up to its closing tag (or the end of a self-closing one).
        const end = text.slice(match.index).search(/<\/(?:Form|form|[a-zA-Z]*\.Form)>/);
        const body = text.slice(match.index, end < 0 ? undefined : match.index + end);
        if (CONSTRAINT.test(body) && !/\bnoValidate\b/.test(match[0])) offending.push(`${path.relative(appDir, file)}:${text.slice(0, match.index).split('\n').length}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
