import { Secret, TOTP } from 'otpauth';

/** RFC 6238's defaults, which every authenticator app reads from the otpauth:// address: HMAC-SHA1, 6 digits, 30 s. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after the current one is accepted too: a phone's clock a little off, a slow typist. */
const WINDOW = 1;
const ISSUER = 'Tawzeef';

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new key: 160 random bits (RFC 4226's recommended length), base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address a QR code carries: the app names the entry "Tawzeef (email)". */
export function totpUri(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/** The code of `secret` at `at` (tests and the demo's scripts use it). */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to, when it is the key's code of the current step or of the one next to it; null
 * otherwise. The caller accepts it only if that step is later than the last one used, so a code works once.
 */
export function totpStepOf(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
