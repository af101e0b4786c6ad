import { Writable } from 'node:stream';
import { Suspense, use, useId, type ReactNode } from 'react';
import { renderToPipeableStream as renderWithNodeBuild } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWhole } from './render-whole.server.ts';

/** The same element rendered by React's Node build (bytes into a stream), as the reference. */
function renderWithNode(element: ReactNode, nonce?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const { pipe } = renderWithNodeBuild(element, { nonce, onAllReady: () => pipe(sink), onShellError: reject, onError: () => {} });
  });
}

function Later({ text }: { text: Promise<string> }) {
  return <p data-later="">{use(text)}</p>;
}

function Labelled({ label }: { label: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} name="q" defaultValue={'"<بحث>" & more'} required />
    </>
  );
}

function Broken(): ReactNode {
  throw new Error('broken part');
}

/** A page with what ours use: two scripts and languages, escaping, styles, ids, hoisted head tags, boundaries. */
function Page({ later }: { later: Promise<string> }) {
  return (
    <html lang="ar" dir="rtl">
      <head>
        <meta charSet="utf-8" />
        <title>وظائف في الرياض | Tawzeef</title>
        <link rel="stylesheet" href="/assets/app.css" precedence="default" />
      </head>
      <body>
        <header style={{ paddingInlineStart: 16, color: 'var(--mantine-color-text)' }} className="top">
          <a href="/en/find-jobs?q=engineer&amp;city_id=1" aria-label="English">English</a>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 6h16" strokeWidth={2} />
          </svg>
        </header>
        <main>
          <h1>مهندس برمجيات — Software engineer 👩‍💻</h1>
          <Labelled label="ابحث" />
          <select name="city" defaultValue="2">
            <option value="1">الرياض</option>
            <option value="2">جدة</option>
          </select>
          <textarea name="about" defaultValue={'\nسطر أول\n<b>'} />
          <div dangerouslySetInnerHTML={{ __html: '<p>نص <strong>غني</strong></p>' }} />
          {['أ', 'ب', 'ج'].map((letter, i) => (
            <span key={letter}>
              {letter}
              {i}
            </span>
          ))}
          <Suspense fallback={<p>…</p>}>
            <Later text={later} />
          </Suspense>
          <Suspense fallback={<p>تعذر العرض</p>}>
            <Broken />
          </Suspense>
          <input type="checkbox" checked={false} readOnly disabled />
        </main>
        <script nonce="n1" dangerouslySetInnerHTML={{ __html: 'window.__x = "</script>"' }} />
      </body>
    </html>
  );
}

const page = () => <Page later={new Promise<string>((resolve) => setTimeout(() => resolve('وصلت البيانات later'), 5))} />;

describe('renderWhole (decision 073)', () => {
  it('writes the same page, character for character, as React’s Node build', async () => {
    const errors: unknown[] = [];
    const html = await renderWhole(page(), { nonce: 'n1', timeoutMs: 5_000, onError: (error) => void errors.push(error) });
    // Development builds (the tests') add the error's stack, which names each build's own file: left out.
    const withoutStacks = (text: string) => text.replace(/ data-c?stck="[^"]*"/g, '');
    expect(withoutStacks(html)).toBe(withoutStacks(await renderWithNode(page(), 'n1')));
    expect(html).toContain('وصلت البيانات later');
    expect(html).toContain('مهندس برمجيات — Software engineer 👩‍💻');
    expect(errors).toEqual([expect.objectContaining({ message: 'broken part' })]);
  });

  it('ends a render that waits too long with what is pending shown as its fallback', async () => {
    const never = new Promise<string>(() => {});
    const errors: unknown[] = [];
    const html = await renderWhole(<Page later={never} />, { timeoutMs: 50, onError: (error) => void errors.push(error) });
    expect(html).toContain('<p>…</p>');
    expect(html).toContain('</html>');
    expect(errors.length).toBeGreaterThan(1);
  });

  it('rejects when the page’s shell fails', async () => {
    await expect(renderWhole(<Broken />, { timeoutMs: 5_000, onError: () => {} })).rejects.toThrow('broken part');
  });
});
