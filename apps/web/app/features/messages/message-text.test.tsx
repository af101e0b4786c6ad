import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MessageText, linkParts } from './message-text.tsx';

describe('a message shown as plain text with safe links', () => {
  it('shows markup as the characters typed, never as HTML', () => {
    const html = renderToStaticMarkup(<MessageText text={'<script>alert(1)</script> <img src=x onerror=alert(2)>'} />);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('makes http(s) and www. addresses clickable with rel="noopener nofollow", leaving sentence punctuation outside', () => {
    const html = renderToStaticMarkup(<MessageText text={'See https://tawzeef.example/jobs?id=1&x=2, or www.example.com. شكرًا'} />);
    expect(html).toContain('<a href="https://tawzeef.example/jobs?id=1&amp;x=2" target="_blank" rel="noopener nofollow noreferrer" dir="ltr">https://tawzeef.example/jobs?id=1&amp;x=2</a><span>, or </span>');
    expect(html).toContain('<a href="https://www.example.com/" target="_blank" rel="noopener nofollow noreferrer" dir="ltr">www.example.com</a><span>. شكرًا</span>');
  });

  it('never links javascript:, data: or addresses hidden in attributes', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JaVaScRiPt:alert(1)//https://x']) {
      expect(linkParts(text).filter((part) => 'href' in part && !part.href.startsWith('https://x'))).toEqual([]);
    }
    const html = renderToStaticMarkup(<MessageText text={'"><a href="javascript:alert(1)">x</a> https://ok.example/"onmouseover="alert(1)'} />);
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).not.toContain('onmouseover="alert');
    expect(html).toContain('href="https://ok.example/"');
  });

  it('keeps line breaks and takes each paragraph in its own direction', () => {
    const html = renderToStaticMarkup(<MessageText text={'سطر\nline'} />);
    expect(html).toContain('dir="auto"');
    expect(html).toContain('white-space:pre-wrap');
    expect(linkParts('سطر\nline')).toEqual([{ text: 'سطر\nline' }]);
  });
});
