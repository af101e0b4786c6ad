import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterPaintLoader, compactManifest, scriptsAfterPaintPage } from './scripts-after-paint.server.ts';

const MANIFEST = { entry: { module: '/assets/entry.js', imports: ['/assets/a.js'] }, routes: { root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/b.js'], css: ['/assets/root.css'] } } };
/** The manifest as the browser receives it: the routes' imports left out, the entry's emptied. */
const SENT = { entry: { module: '/assets/entry.js', imports: [] }, routes: { root: { id: 'root', path: '', module: '/assets/root.js', css: ['/assets/root.css'] } } };
const SCRIPT_TEXT = (manifest: string) =>
  `import * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${manifest};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.js");`;
const MODULE = `<script nonce="n1" type="module" async="">${SCRIPT_TEXT(JSON.stringify(MANIFEST, null, 2))}</script>`;
const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n1"/><link rel="preload" as="font" href="/f.woff2"/></head>' +
  '<body><p>كود: &lt;script type=&quot;module&quot; async=&quot;&quot;&gt;</p><main>وظائف</main>' +
  MODULE +
  '<script nonce="n1">window.__data = 1;</script><pre><link rel="modulepreload" href="/late.js"/></pre></body></html>';

function expected(): string {
  const head = page.slice(0, page.indexOf('</head>')).replace(/<link rel="modulepreload"[^>]*>/g, '');
  return (
    head +
    afterPaintLoader(['/assets/a.js', '/assets/b.js'], 'n1') +
    page
      .slice(page.indexOf('</head>'))
      .replace('type="module" async="">', 'type="text/x-after-paint">')
      .replace(SCRIPT_TEXT(JSON.stringify(MANIFEST, null, 2)), SCRIPT_TEXT(JSON.stringify(SENT)))
  );
}

describe('scriptsAfterPaintPage', () => {
  it('moves the head’s modulepreloads into a loader and makes the module script inert, leaving the rest as it was', () => {
    const out = scriptsAfterPaintPage(page, 'n1');
    expect(out).toBe(expected());
    expect(out.match(/<link rel="modulepreload"/g)).toEqual(['<link rel="modulepreload"']); // the one in the body's text
    expect(out).toContain('<link rel="preload" as="font" href="/f.woff2"/>');
    expect(out).toContain('<script nonce="n1" type="text/x-after-paint">import * as route0');
    expect(out).toContain('&lt;script type=&quot;module&quot; async=&quot;&quot;&gt;');
  });

  it('leaves a document without scripts, or whose head lists none to start later, as it was', () => {
    const plain = '<html><head><title>x</title></head><body>مرحبا</body></html>';
    expect(scriptsAfterPaintPage(plain, 'n1')).toBe(plain);
    const bare = `<html><head><title>x</title></head><body>مرحبا${MODULE}</body></html>`;
    expect(scriptsAfterPaintPage(bare, 'n1')).toBe(bare);
  });

  it('writes a page cut off as it came: a head that never ends, a module script that never ends', () => {
    expect(scriptsAfterPaintPage('<html><head><link rel="modulepreload" href="/a.js"/>', 'n1')).toBe('<html><head><link rel="modulepreload" href="/a.js"/>');
    const cut = page.slice(0, page.indexOf('</script>'));
    const out = scriptsAfterPaintPage(cut, 'n1');
    expect(out).toContain(`<script nonce="n1" type="text/x-after-paint">${SCRIPT_TEXT(JSON.stringify(MANIFEST, null, 2))}`);
    expect(out.endsWith(SCRIPT_TEXT(JSON.stringify(MANIFEST, null, 2)))).toBe(true);
  });

  it('loads the scripts once the first contentful paint is reported, with the page’s nonce; at once in a hidden tab', () => {
    const run = (visibility: 'visible' | 'hidden', readyState: 'loading' | 'interactive', observer: boolean) => {
      const added: Array<Record<string, string>> = [];
      const listeners: Array<() => void> = [];
      const frames: Array<() => void> = [];
      const timers: Array<{ run: () => void; ms: number }> = [];
      const observers: Array<(names: string[]) => void> = [];
      const inert = { textContent: 'import "/assets/root.js";', replaceWith: (node: Record<string, string>) => added.push(node) };
      const document = {
        currentScript: { nonce: 'n9' },
        visibilityState: visibility,
        readyState,
        head: { append: (node: Record<string, string>) => added.push(node) },
        createElement: (tag: string) => ({ tag }),
        querySelectorAll: (selector: string) => (selector === 'script[type="text/x-after-paint"]' ? [inert] : []),
        addEventListener: (event: string, listener: () => void) => event === 'DOMContentLoaded' && listeners.push(listener),
      };
      class PerformanceObserver {
        static supportedEntryTypes = ['paint', 'resource'];
        constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, self: PerformanceObserver) => void) {
          observers.push((names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this));
        }
        observe() {}
        disconnect() {}
      }
      const code = /<script[^>]*>(.*)<\/script>/.exec(afterPaintLoader(['/assets/a.js'], 'n9'))?.[1] ?? '';
      vm.runInNewContext(code, {
        document,
        requestAnimationFrame: (frame: () => void) => frames.push(frame),
        setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
        ...(observer ? { PerformanceObserver } : {}),
      });
      return { added, listeners, frames, timers, observers };
    };
    const loaded = [
      { tag: 'link', rel: 'modulepreload', href: '/assets/a.js' },
      { tag: 'script', type: 'module', nonce: 'n9', textContent: 'import "/assets/root.js";' },
    ];

    const visible = run('visible', 'loading', true);
    expect(visible.observers).toEqual([]);
    visible.listeners.forEach((listener) => listener());
    expect(visible.added).toEqual([]);
    visible.observers.forEach((observe) => observe(['first-paint']));
    expect(visible.added).toEqual([]);
    visible.observers.forEach((observe) => observe(['first-contentful-paint']));
    expect(visible.added).toEqual(loaded);
    // The 3 s timer that would have loaded them if no paint had been reported does nothing now.
    visible.timers.forEach((timer) => timer.run());
    expect(visible.added).toEqual(loaded);

    const silent = run('visible', 'interactive', true);
    expect(silent.timers.map((timer) => timer.ms)).toEqual([3000]);
    silent.timers.forEach((timer) => timer.run());
    expect(silent.added).toEqual(loaded);

    const older = run('visible', 'interactive', false);
    older.frames.forEach((frame) => frame());
    expect(older.added).toEqual([]);
    older.timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.run());
    expect(older.added).toEqual(loaded);

    expect(run('hidden', 'interactive', true).added).toEqual(loaded);
  });

  it('writes React Router\'s route manifest on one line without its routes\' imports, and leaves what is not JSON as it was', () => {
    const indented = SCRIPT_TEXT(JSON.stringify(MANIFEST, null, 2));
    const compact = compactManifest(indented);
    expect(compact.length).toBeLessThan(indented.length - 60);
    const read = (code: string) => JSON.parse(/__reactRouterManifest = (\{.*?\});/s.exec(code)?.[1] ?? 'null') as unknown;
    expect(read(compact)).toEqual(SENT);
    const odd = SCRIPT_TEXT('{\n  entry: undefined\n}');
    expect(compactManifest(odd)).toBe(odd);
  });
});
