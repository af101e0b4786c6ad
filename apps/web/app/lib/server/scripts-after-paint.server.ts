/**
 * The server-rendered page is readable before any script runs, so its scripts wait until it has been painted
 * (decisions 052 and 062). React Router's `<Scripts />` and React's `preloadModule` write `<link rel="modulepreload">`
 * tags into the head and one inline module script (`import * as route0 from …`) into the body; left as they are, the
 * browser fetches and compiles some forty scripts while the styles and fonts that paint the page are still arriving.
 * The page, once rendered (`scriptsAfterPaintPage`):
 * - takes the modulepreload tags out of the head and writes, just before `</head>`, a small script that adds them
 *   back once the page has been painted (after `DOMContentLoaded`, when the browser reports the first contentful
 *   paint; the frame after where it cannot report it; at once in a hidden tab, which paints nothing; after 3 s at
 *   the latest);
 * - makes the module script inert (`type="text/x-after-paint"`, a data block) for that script to run it then, with
 *   the page's Content-Security-Policy nonce, and writes React Router's route manifest in it on one line.
 * Hydration starts one frame after the first paint instead of racing it; with JavaScript off nothing changes.
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

/**
 * The page rewritten once React has rendered it to its end (decision 070): the head's modulepreloads moved into the
 * loader, the module script made inert with its manifest compacted. A page whose head lists no script to start
 * later, or that is cut off (no `</head>`), is left as it came; so is a module script that never ends.
 */
export function scriptsAfterPaintPage(html: string, nonce: string | undefined): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const hrefs: string[] = [];
  const head = html.slice(0, headEnd).replace(PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return '';
  });
  // No script to start later: the module script, if any, stays live and the page is as it was.
  if (hrefs.length === 0) return html;
  let body = html.slice(headEnd);
  const at = body.indexOf(MODULE);
  if (at >= 0) {
    const code = at + MODULE.length;
    const end = body.indexOf(SCRIPT_END, code);
    body = end < 0 ? body.slice(0, at) + INERT + body.slice(code) : body.slice(0, at) + INERT + compactManifest(body.slice(code, end)) + body.slice(end);
  }
  return head + afterPaintLoader(hrefs, nonce) + body;
}
