import { directionOf, type TLocale } from '@tawzeef/contract';
import { translator } from '../../i18n/index.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Our offline page in one language: no outside resources, a script (under the response's nonce) that loads the page
 * again on request, or when the site answers again (asked on the browser's `online` event and every 5 s).
 */
function offlinePage(locale: TLocale): string {
  const t = translator(locale);
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t('offline.title'))}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2933;background:#f8fafb}main{max-inline-size:32rem;margin-inline:auto;padding:4rem 1.5rem;text-align:center}h1{font-size:1.75rem}p{color:#52606d;line-height:1.6}button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:.4rem;background:#0b6e52;color:#fff;cursor:pointer}</style></head>
<body><main data-testid="offline-page"><h1>${escapeHtml(t('offline.title'))}</h1><p data-testid="offline-hint">${escapeHtml(t('offline.hint'))}</p><button type="button" id="again" data-testid="offline-retry">${escapeHtml(t('network.retry'))}</button></main>
<script nonce="__NONCE__">function again(){location.reload()}function check(){fetch(location.href,{method:'HEAD',cache:'no-store'}).then(again,function(){})}document.getElementById('again').addEventListener('click',again);addEventListener('online',check);setInterval(check,5000);</script></body></html>`;
}

/**
 * The service worker's source (decision 025). It touches GET page loads only, and only when they fail: it passes
 * them to the network, and when no answer comes (offline, or the site unreachable) answers with our offline page
 * in the language of the address (/en/... English, else Arabic), under a policy of its own. Nothing is cached;
 * data requests, assets and form posts never reach its handler's answer.
 */
export function offlineWorkerSource(): string {
  const pages = JSON.stringify({ ar: offlinePage('ar'), en: offlinePage('en') });
  return `'use strict';
const PAGES = ${pages};
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  event.respondWith(fetch(request).catch(() => offline(new URL(request.url))));
});
function offline(url) {
  const locale = /^\\/en(\\/|$)/.test(url.pathname) ? 'en' : 'ar';
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return new Response(PAGES[locale].replace('__NONCE__', nonce), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-" + nonce + "'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
`;
}
