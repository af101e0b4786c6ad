import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The server-rendered page is readable before any script runs, so its scripts must not compete with what paints it
 * (decision 052). React Router's `<Scripts />` and React's `preloadModule` write `<link rel="modulepreload">` tags,
 * which browsers fetch at high priority, ahead of the stylesheets' fonts and the images; they take no priority of
 * their own. This stream marks each of them `fetchpriority="low"` as the document goes out: the browser then fetches
 * the styles, the fonts and the page's images first and the scripts in the bandwidth left, and hydration follows.
 *
 * Only the document's head holds these tags (React hoists resource links there); once `</head>` has passed, the rest
 * of the document streams through untouched. A tag split between two chunks is handled by holding back the last few
 * characters of each chunk until the next one arrives.
 */
const TAG = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = '</head>';

/** The length of the longest end of `text` that begins the tag or `</head>` (and so may be cut by the chunk). */
function heldBack(text: string): number {
  for (let length = Math.min(text.length, TAG.length - 1); length > 0; length--) {
    const end = text.slice(-length);
    if (TAG.startsWith(end) || HEAD_END.startsWith(end)) return length;
  }
  return 0;
}

export function lowPriorityModulePreloads(): Transform {
  let pending = '';
  let headDone = false;
  // Characters cut between two chunks (Arabic letters are two bytes) are decoded whole.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (headDone) {
        callback(null, decoder.write(chunk));
        return;
      }
      const text = pending + decoder.write(chunk);
      const end = text.indexOf(HEAD_END);
      if (end >= 0) {
        headDone = true;
        pending = '';
        const cut = end + HEAD_END.length;
        callback(null, text.slice(0, cut).replaceAll(TAG, LOW) + text.slice(cut));
        return;
      }
      // Hold back an end that could be the start of a tag or of `</head>` cut by the chunk's end.
      const ready = text.length - heldBack(text);
      pending = text.slice(ready);
      callback(null, text.slice(0, ready).replaceAll(TAG, LOW));
    },
    flush(callback: TransformCallback) {
      callback(null, (pending + decoder.end()).replaceAll(TAG, LOW));
    },
  });
}
