// The site pages' HTML rule (decision 033): what an administrator's edit may keep, and how a page is cut into sections.
import { describe, expect, it } from 'vitest';
import { sanitizePageBody, sectionsOf } from './sanitize.ts';

describe('the HTML of a site page', () => {
  it('drops every way of running script or styling the page', () => {
    const dirty = [
      '<p onclick="x()" style="position:fixed">Text</p>',
      '<a href="JaVaScRiPt:alert(1)">a</a>',
      '<a href="&#106;avascript:alert(1)">b</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">c</a>',
      '<a href="//evil.example/path">d</a>',
      '<a href="vbscript:msgbox">e</a>',
      '<svg><script>alert(1)</script></svg>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0">',
      '<table><tr><th scope="col" style="color:red">Fee</th><td onmouseover="x()">499</td></tr></table>',
    ].join('');
    expect(sanitizePageBody(dirty)).toBe(
      '<p>Text</p><a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><table><tr><th scope="col">Fee</th><td>499</td></tr></table>',
    );
  });

  it('keeps the site’s own links in the tab and sends others to a new one without the opener', () => {
    expect(sanitizePageBody('<a href="/profile/privacy" target="_blank">mine</a> <a href="mailto:help@tawzeef.sa">mail</a> <a href="tel:+966112345678">call</a>')).toBe(
      '<a href="/profile/privacy">mine</a> <a href="mailto:help@tawzeef.sa" rel="nofollow noopener" target="_blank">mail</a> <a href="tel:+966112345678" rel="nofollow noopener" target="_blank">call</a>',
    );
  });

  it('keeps a heading’s anchor only when it is a lower-case slug', () => {
    expect(sanitizePageBody('<h2 id="how-to-start">A</h2><h2 id="x&quot; onclick=&quot;y">B</h2><h3 id="UPPER">C</h3>')).toBe('<h2 id="how-to-start">A</h2><h2>B</h2><h3>C</h3>');
  });

  it('cuts a page at its h2 headings, the text before the first one a section without a title', () => {
    const html = sanitizePageBody('<p>Intro</p><h2 id="fees">Fees &amp; VAT</h2><p>499</p><h3>Detail</h3><p>More</p><h2 id="steps">Steps</h2><ol><li>One</li></ol>');
    expect(sectionsOf(html)).toEqual([
      { id: null, title: null, html: '<p>Intro</p>' },
      { id: 'fees', title: 'Fees & VAT', html: '<p>499</p><h3>Detail</h3><p>More</p>' },
      { id: 'steps', title: 'Steps', html: '<ol><li>One</li></ol>' },
    ]);
    expect(sectionsOf('')).toEqual([]);
  });
});
