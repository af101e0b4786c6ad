import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';

/** Deeper JSON bodies are refused before parsing; no request of the platform nests more than a few levels. */
export const JSON_MAX_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Follows the nesting depth of JSON text as its bytes arrive, chunk by chunk: `[` and `{` outside strings go one
 * level down, `]` and `}` one up; a backslash inside a string escapes the next byte. UTF-8 continuation bytes are
 * never ASCII, so reading bytes is safe. It does not validate the JSON (the parser does, afterwards).
 */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(readonly maxDepth: number = JSON_MAX_DEPTH) {}

  /** Scans the next bytes; false as soon as the depth passes the maximum (the rest is not looked at). */
  push(chunk: Uint8Array): boolean {
    let { depth, inString, escaped } = this;
    const max = this.maxDepth;
    let ok = true;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) {
        inString = true;
      } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        depth += 1;
        if (depth > max) {
          ok = false;
          break;
        }
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
        depth -= 1;
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return ok;
  }
}

type TDone = (error: Error | null, body?: unknown) => void;
type TStringParser = (request: FastifyRequest, body: string, done: TDone) => void;

export interface TBoundedJsonOptions {
  /** Bytes; the route's body limit (the server's 1 MB) when absent. */
  bodyLimit?: number;
  maxDepth?: number;
}

/**
 * A content-type parser for JSON that bounds the body while it streams in: a declared or counted length over the
 * limit answers 413, a nesting deeper than `maxDepth` answers 400 (json_too_deep), both before any parsing work,
 * so no body holds the event loop for more than the time to scan one chunk. A body that passes is parsed by
 * Fastify's own JSON parser (prototype-poisoning checks included).
 */
export function boundedJsonParser(app: FastifyInstance, options: TBoundedJsonOptions = {}) {
  const { maxDepth = JSON_MAX_DEPTH } = options;
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error') as TStringParser;

  return (request: FastifyRequest, payload: NodeJS.ReadableStream, done: TDone): void => {
    const limit = options.bodyLimit ?? request.routeOptions.bodyLimit;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) return done(new HttpError(413, 'payload_too_large'));

    const scanner = new JsonDepthScanner(maxDepth);
    const chunks: Buffer[] = [];
    let received = 0;

    const stop = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onEnd);
    };
    function onData(data: Buffer | string) {
      const chunk = typeof data === 'string' ? Buffer.from(data) : data;
      received += chunk.length;
      if (received > limit) {
        stop();
        return done(new HttpError(413, 'payload_too_large'));
      }
      if (!scanner.push(chunk)) {
        stop();
        return done(new HttpError(400, 'json_too_deep'));
      }
      chunks.push(chunk);
    }
    function onEnd(error?: Error) {
      stop();
      if (error) return done(new HttpError(400, 'bad_request'));
      if (!Number.isNaN(declared) && received !== declared) return done(new HttpError(400, 'bad_request'));
      parseJson(request, Buffer.concat(chunks, received).toString('utf8'), done);
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onEnd);
    payload.resume();
  };
}
