/** An open-loop load: requests sent at an even rate, whatever the answers before them (decision 209; bench/load.ts). */
import http from 'node:http';
import https from 'node:https';

export interface TLoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Keep-alive connections, as many as the requests waiting need. */
const agents = { http: new http.Agent({ keepAlive: true, maxSockets: Infinity }), https: new https.Agent({ keepAlive: true, maxSockets: Infinity }) };

/**
 * Sends `next()`'s requests to `base` at an even `rate` for `seconds`, each at its own moment (the i-th at i / rate s),
 * whatever the answers before it. autocannon's `overallRate`, used before, gives each connection a rate of its own
 * that restarts every second on the same tick, so that all of a second's requests left together: a burst of `rate` at
 * once each second rather than a rate. `onAnswer` gets each answer's status, its time and when it was sent (ms from
 * the start); a request with no answer within `timeoutMs` counts as a time-out (`onTimeout` gets when it was sent),
 * one whose connection fails as an error.
 */
export function sendEvenly(
  { base, rate, seconds, timeoutMs, next }: { base: string; rate: number; seconds: number; timeoutMs: number; next: () => TLoadRequest },
  onAnswer: (status: number, ms: number, sentAt: number) => void,
  onTimeout?: (sentAt: number) => void,
): Promise<{ timeouts: number; errors: number }> {
  const secure = base.startsWith('https:');
  const client = secure ? https : http;
  const agent = secure ? agents.https : agents.http;
  const total = Math.max(1, Math.round(rate * seconds));
  const started = performance.now();
  let sent = 0;
  let done = 0;
  let timeouts = 0;
  let errors = 0;
  return new Promise((resolve) => {
    const finish = () => {
      done += 1;
      if (done === total) resolve({ timeouts, errors });
    };
    const send = () => {
      const { method, path: target, headers, body } = next();
      const began = performance.now();
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        outcome();
        finish();
      };
      const request = client.request(`${base}${target}`, { method, headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers, agent }, (response) => {
        response.resume();
        response.on('end', () => settle(() => onAnswer(response.statusCode ?? 0, performance.now() - began, began - started)));
        response.on('error', () => settle(() => (errors += 1)));
      });
      request.setTimeout(timeoutMs, () => {
        settle(() => {
          timeouts += 1;
          onTimeout?.(began - started);
        });
        request.destroy();
      });
      request.on('error', () => settle(() => (errors += 1)));
      request.end(body);
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      while (sent < due) {
        sent += 1;
        send();
      }
      if (sent < total) setTimeout(tick, Math.max(0, (sent / rate) * 1000 - (performance.now() - started)));
    };
    tick();
  });
}
