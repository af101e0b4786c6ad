import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpNow } from './totp.ts';

/**
 * The demo administrator's authenticator key, seeded with the demo data (README; decision 160): administrators
 * must give a second step, so the journeys that log in as the demo administrator give it with this key.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'UZZ3BODQGNUQ3GZET2DUCVCAI25BYRAK';

/** The keys of the accounts a journey signs in to that have a second step, by email. */
const SECOND_STEP_KEYS: Record<string, string> = { 'admin@demo.tawzeef.sa': DEMO_ADMIN_TOTP_SECRET };

export const secondStepKeyOf = (login: string): string | undefined => SECOND_STEP_KEYS[login.trim().toLowerCase()];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A code of `secret` the server has not taken yet. The server accepts each 30-second step once, and only the current
 * step or one beside it (RFC 6238, decision 160), so the journeys of one run (files run one after another) keep the
 * last step used in a file of their own server, and wait for the next step when the steps near now are spent.
 */
export async function unusedCode(secret: string, server: string): Promise<string> {
  const file = path.join(os.tmpdir(), `tawzeef-e2e-step-${Buffer.from(`${server}:${secret}`).toString('base64url').slice(-24)}`);
  const last = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : -Infinity;
  const now = Math.floor(Date.now() / 30_000);
  // Not the step before now: a code of it, typed near the end of this step, reaches a busy server in the next, two
  // steps after it, and is refused.
  const step = Math.max(now, last + 1);
  // A step is accepted from the step before it: wait until then.
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await sleep(wait + 200);
  fs.writeFileSync(file, String(step));
  return totpNow(secret, step - Math.floor(Date.now() / 30_000));
}

/**
 * An API session of an account with a second step, kept for the journeys of one run (a file of their own server, as
 * the steps are): each login takes a step of its own, the server accepts two steps a minute, and the journeys verify
 * companies and approve transfers dozens of times a run, which kept them waiting for the next step (up to 30 s each;
 * 123 s of payments.test.ts's 210). A kept session serves only while its second step is recent enough for what cannot
 * be undone (the console's verification and money decisions ask for one within 10 minutes, decision 166): 7 minutes,
 * leaving the journey that takes it 3 to use it.
 */
const KEPT_FOR_MS = 7 * 60_000;
const keptFile = (login: string, server: string) =>
  path.join(os.tmpdir(), `tawzeef-e2e-session-${Buffer.from(`${server}:${login.trim().toLowerCase()}`).toString('base64url').slice(-32)}`);

export function keptSession(login: string, server: string): string | undefined {
  const file = keptFile(login, server);
  if (!fs.existsSync(file)) return undefined;
  const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { token: string; at: number };
  return Date.now() - kept.at < KEPT_FOR_MS ? kept.token : undefined;
}

export function keepSession(login: string, server: string, token: string): void {
  fs.writeFileSync(keptFile(login, server), JSON.stringify({ token, at: Date.now() }));
}
