import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './script-priority.server.ts';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n"/><link rel="preload" as="font" href="/f.woff2"/></head>' +
  '<body><p>كود: &lt;link rel="modulepreload"&gt;</p><pre><link rel="modulepreload" href="/late.js"/></pre></body></html>';

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads()));
}

function expected(): string {
  const cut = page.indexOf('</head>');
  return page.slice(0, cut).replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + page.slice(cut);
}

describe('lowPriorityModulePreloads', () => {
  it('marks every modulepreload of the head low priority and leaves everything else as it was', async () => {
    const out = await through([page]);
    expect(out).toBe(expected());
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="modulepreload" href="/late.js"/>');
    expect(out).toContain('<link rel="preload" as="font" href="/f.woff2"/>');
  });

  it('gives the same document whatever the chunks are cut at, a tag or `</head>` split between two included', async () => {
    for (let size = 1; size <= 40; size++) {
      const chunks: string[] = [];
      for (let at = 0; at < page.length; at += size) chunks.push(page.slice(at, at + size));
      expect(await through(chunks), `chunks of ${size}`).toBe(expected());
    }
    // Arabic text cut inside a character's bytes is passed on intact (the head is decoded only where needed).
    const arabic = '<html><head><title>وظائف</title><link rel="modulepreload" href="/x.js"/></head><body>مرحبا</body></html>';
    const raw = Buffer.from(arabic);
    // «وظائف» starts at byte 19: cut after its first byte, and again inside the body's «مرحبا».
    const body = raw.indexOf('</head>') + 10;
    const pieces = [raw.subarray(0, 20), raw.subarray(20, 21), raw.subarray(21, body), raw.subarray(body)];
    const out = await text(Readable.from(pieces).pipe(lowPriorityModulePreloads()));
    expect(out).toBe(arabic.replace('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'));
  });
});
