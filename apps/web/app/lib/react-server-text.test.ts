import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { reactServerTextModule } from '../../vite-plugin-react-server-text.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Beside the web app's own packages, so that the module's require finds React as the server's bundle does.
const dir = fs.mkdtempSync(path.join(webDir, 'node_modules', '.react-server-text-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Renders pages in a production process with the module made for the server's bundle and with React's own entry,
 * and returns what each wrote.
 */
function renderBoth(): { patched: string[]; original: string[] } {
  const modulePath = path.join(dir, 'react-server-text.mjs');
  fs.writeFileSync(modulePath, reactServerTextModule());
  const script = `
    import { createElement as h, Suspense, use } from 'react';
    import * as patched from ${JSON.stringify(modulePath)};
    import * as original from 'react-dom/server.bun';
    const later = (text) => { const p = Promise.resolve(text); p.status = 'fulfilled'; p.value = text; return p; };
    function Later({ text }) { return h('p', { 'data-later': '' }, use(text)); }
    const card = (i) => h('article', { className: 'job-card', 'aria-labelledby': 'c' + i }, h('a', { id: 'c' + i, href: '/jobs/' + i }, h('bdi', null, 'مهندس كهرباء أول "<' + i + '>" & شركاء')), h('span', { className: 'job-card-badge' }, 'دوام كامل'), h('time', { dateTime: '2026-11-24T17:53:00+03:00' }, 'أمس'));
    const pages = [
      // A page as ours are: two scripts, escaping, attributes, a small boundary in the middle.
      h('html', { lang: 'ar', dir: 'rtl' }, h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'وظائف | Tawzeef')),
        h('body', null, h('main', null, Array.from({ length: 40 }, (_, i) => h('section', { key: i }, card(i)))), h(Suspense, { fallback: h('p', null, '…') }, h(Later, { text: later('بعد <ذلك>') })))),
      // A large boundary after a large page: both builds stream it apart (React's progressive chunk size still works).
      h('html', { lang: 'en' }, h('head', null), h('body', null, h('main', null, 'x'.repeat(20000)), h(Suspense, { fallback: h('p', null, 'wait') }, h('section', null, 'y'.repeat(20000), h(Later, { text: later('done') }))))),
    ];
    const render = (server, element) => new Promise((resolve, reject) => {
      let html = '';
      const { pipe } = server.renderToPipeableStream(element, {
        onAllReady() { pipe({ write(c) { html += c; return true; }, end() { resolve(html); }, destroy: reject, on() {} }); },
        onShellError: reject,
      });
    });
    const out = { patched: [], original: [] };
    for (const page of pages) {
      out.patched.push(await render(patched, page));
      out.original.push(await render(original, page));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const scriptPath = path.join(dir, 'render.mjs');
  fs.writeFileSync(scriptPath, script);
  return JSON.parse(execFileSync(process.execPath, [scriptPath], { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' }));
}

describe("the server bundle's React renderer (decision 076)", () => {
  it('measures its pieces by their length instead of copying each into a flat string for Buffer.byteLength', () => {
    const code = reactServerTextModule();
    const measure = /function byteLengthOfChunk\(chunk\) \{[^}]*\}/.exec(code)?.[0];
    expect(measure).toContain('return chunk.length;');
    expect(code).not.toMatch(/Buffer\.byteLength\(chunk/);
    // The rest of React's production build is there as it was, once.
    expect(code.match(/exports\.renderToPipeableStream = function/g)).toHaveLength(1);
  });

  it("writes the same page as React's own production build, a small boundary inline and a large one apart", () => {
    const { patched, original } = renderBoth();
    expect(patched).toEqual(original);
    expect(patched[0]).toContain('مهندس كهرباء أول &quot;&lt;39&gt;&quot; &amp; شركاء');
    expect(patched[0]).not.toContain('$RC');
    expect(patched[1]).toContain('$RC');
  });
});
