import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The server-rendered page is readable before any script runs, so its scripts wait until it has been painted
 * (decisions 052 and 062). React Router's `<Scripts />` and React's `preloadModule` write `<link rel="modulepreload">`
 * tags into the head and one inline module script (`import * as route0 from …`) into the body; left as they are, the
 * browser fetches and compiles some forty scripts while the styles and fonts that paint the page are still arriving.
 * This stream, as the document goes out:
 * - takes the modulepreload tags out of the head and writes, just before `</head>`, a small script that adds them
 *   back once the page has been painted (after `DOMContentLoaded`, when the browser reports the first contentful
 *   paint; the frame after where it cannot report it; at once in a hidden tab, which paints nothing; after 3 s at
 *   the latest);
 * - makes the module script inert (`type="text/x-after-paint"`, a data block) for that script to run it then, with
 *   the page's Content-Security-Policy nonce, and writes React Router's route manifest in it on one line.
 * Hydration starts one frame after the first paint instead of racing it; with JavaScript off nothing changes.
 * A tag cut between two chunks is handled: the head is held until `</head>` (React writes it in the shell's first
 * chunk), and in the body the last few characters of a chunk wait for the next one.
 */
const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const HEAD_END = '</head>';
const MODULE = 'type="module" async="">';
const INERT = 'type="text/x-after-paint">';

/** The script that loads the page's scripts once it has been painted; `hrefs` are its modulepreloads. */
export function afterPaintLoader(hrefs: readonly string[], nonce: string | undefined): string {
  const code =
    '(()=>{const n=document.currentScript.nonce,m=' +
    JSON.stringify(hrefs).replaceAll('<', '\\u003c') +
    ';const go=()=>{for(const h of m){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}' +
    'for(const s of document.querySelectorAll(\'script[type="text/x-after-paint"]\')){const r=document.createElement("script");r.type="module";r.nonce=n;r.textContent=s.textContent;s.replaceWith(r)}};' +
    // Once the browser reports the first contentful paint (presented, not only rendered); where it cannot say, the
    // frame after; in a hidden tab at once; and after 3 s whatever happened.
    'const painted=()=>{if(document.visibilityState==="hidden")return go();let done=false;const once=()=>{if(!done){done=true;go()}};' +
    'setTimeout(once,3000);' +
    'if(typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint")){' +
    'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();once()}}).observe({type:"paint",buffered:true})}' +
    'else requestAnimationFrame(()=>setTimeout(once,0))};' +
    'document.readyState==="loading"?document.addEventListener("DOMContentLoaded",painted,{once:true}):painted()})()';
  return `<script${nonce ? ` nonce="${nonce}"` : ''} data-scripts-after-paint="">${code}</script>`;
}

const SCRIPT_END = '</script>';
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

interface TManifestPart {
  imports?: string[];
}

/**
 * The manifest without the lists of chunks each of its routes imports (2 KB of a search page's HTML): the browser
 * reads them only to write `<link rel="modulepreload">` tags while it hydrates (React Router's `<Scripts />`, whose
 * server tags the loader above already adds) and to prefetch a link's page, which this site's links do not ask for;
 * a route found later comes with its own (`/__manifest`). The entry keeps an empty list, which `<Scripts />` reads.
 */
function withoutImports(manifest: { entry?: TManifestPart; routes?: Record<string, TManifestPart> }) {
  if (manifest.entry?.imports) manifest.entry.imports = [];
  for (const route of Object.values(manifest.routes ?? {})) delete route.imports;
  return manifest;
}

/**
 * React Router writes its route manifest into the module script as indented JSON (a third of it spaces and line
 * breaks, 2 KB of every page's HTML): the same object on one line, without its routes' imports (`withoutImports`).
 * What does not read as JSON stays as it was.
 */
export function compactManifest(code: string): string {
  return code.replace(MANIFEST, (whole, assignment: string, json: string) => {
    let compact = compacted.get(json);
    if (compact === undefined) {
      try {
        compact = JSON.stringify(withoutImports(JSON.parse(json))).replaceAll('<', '\\u003c');
      } catch {
        compact = null;
      }
      // A page names the manifest of its own routes: a few hundred distinct ones in all, each read once.
      if (compacted.size >= MAX_COMPACTED) compacted.clear();
      compacted.set(json, compact);
    }
    return compact === null ? whole : `${assignment}${compact};`;
  });
}

const MAX_COMPACTED = 500;
const compacted = new Map<string, string | null>();

/** The length of the longest end of `text` that begins `marker` (and so may be cut by the chunk). */
function heldBack(text: string, marker: string): number {
  for (let length = Math.min(text.length, marker.length - 1); length > 0; length--) {
    if (marker.startsWith(text.slice(-length))) return length;
  }
  return 0;
}

/** The rewrite of one page, fed its text in pieces (`final` with the last): what can be written so far. */
function pageRewriter(nonce: string | undefined) {
  let pending = '';
  let phase: 'head' | 'body' | 'script' | 'done' = 'head';
  /** The module script's text, held until it ends, is written with its route manifest compacted. */
  const script = (text: string, final: boolean): string => {
    const end = text.indexOf(SCRIPT_END);
    if (end < 0 && !final) {
      pending = text;
      return '';
    }
    phase = 'done';
    pending = '';
    return end < 0 ? text : compactManifest(text.slice(0, end)) + text.slice(end);
  };
  const body = (text: string, final: boolean): string => {
    const at = text.indexOf(MODULE);
    if (at >= 0) {
      phase = 'script';
      pending = '';
      return text.slice(0, at) + INERT + script(text.slice(at + MODULE.length), final);
    }
    const ready = final ? text.length : text.length - heldBack(text, MODULE);
    pending = text.slice(ready);
    return text.slice(0, ready);
  };
  const process = (text: string, final: boolean): string => {
    if (phase === 'head') {
      const end = text.indexOf(HEAD_END);
      if (end < 0) {
        if (!final) {
          pending = text;
          return '';
        }
        return text;
      }
      phase = 'body';
      const hrefs: string[] = [];
      const head = text.slice(0, end).replace(PRELOAD, (_tag, href: string) => {
        hrefs.push(href);
        return '';
      });
      // No script to start later (none listed): the module script, if any, stays live and the rest passes as it is.
      if (hrefs.length === 0) {
        phase = 'done';
        pending = '';
        return text;
      }
      return head + afterPaintLoader(hrefs, nonce) + body(text.slice(end), final);
    }
    if (phase === 'body') return body(text, final);
    if (phase === 'script') return script(text, final);
    return text;
  };
  return {
    /** Whether the rest of the page passes as it is. */
    done: () => phase === 'done',
    /** The next piece with what an earlier piece held back. */
    next: (text: string, final: boolean) => process(pending + text, final),
  };
}

/** The stream of a page written as React renders it (a visitor with a session). */
export function scriptsAfterPaint(nonce: string | undefined): Transform {
  const page = pageRewriter(nonce);
  // Characters cut between two chunks (Arabic letters are two bytes) are decoded whole.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      callback(null, page.done() ? decoder.write(chunk) : page.next(decoder.write(chunk), false));
    },
    flush(callback: TransformCallback) {
      callback(null, page.next(decoder.end(), true));
    },
  });
}

/** A page read whole before it is sent (a visitor without a session, decision 049), rewritten at once. */
export function scriptsAfterPaintPage(html: string, nonce: string | undefined): string {
  return pageRewriter(nonce).next(html, true);
}
