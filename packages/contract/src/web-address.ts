import { z } from 'zod';
import { toAsciiDigits } from './digits.ts';

/**
 * Addresses people type into forms, with a message that says what is wrong rather than "must be valid"
 * (decision 040): the same schemas check them in the browser and on the server.
 */

const WEB_URL = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const SECURE_WEB_URL = /^https:\/\/[^\s/$.?#].[^\s]*$/i;
const LOOKS_LIKE_EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;
/** A scheme (`https:`, `mailto:`, `javascript:`), not a host's port (`example.com:8080`). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const LOOKS_LIKE_HOST = /^[^\s/@.]+(\.[^\s/@.]+)+(:\d+)?([/?#]\S*)?$/;

/**
 * An address typed without its scheme (`example.com`, `www.example.com/jobs`) completed with `https://` (decision
 * 090); anything else as typed. A protocol-relative address (`//example.com`) is not completed: it is refused like
 * `javascript:` (decision 156).
 */
export function completeWebAddress(value: string): string {
  if (value === '' || value.startsWith('/') || HAS_SCHEME.test(value) || LOOKS_LIKE_EMAIL.test(value)) return value;
  return LOOKS_LIKE_HOST.test(value) ? `https://${value}` : value;
}

/** A host name of letters, digits and hyphens with at least one dot (an IDN arrives as xn--), or an IP address. */
const HOST_NAME = /^(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+(?!-)[a-z0-9-]{2,63}(?<!-)$|^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Whether `value` is an http or https address with a host (decision 156): no scheme-relative, credentials or bare word. */
export function isWebAddress(value: string, secure = false): boolean {
  if (!(secure ? SECURE_WEB_URL : WEB_URL).test(value) || /^https?:\/\/[^/?#]*@/i.test(value)) return false;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && (secure || url.protocol !== 'http:')) return false;
    return url.username === '' && url.password === '' && HOST_NAME.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Every web address people type (a website, a social profile, a video call link): http or https (`secure`: https
 * only); empty clears it. Typed without `https://` it is completed (decision 090); an email address is told as
 * such; anything else gets the specification's 'Invalid Url'.
 */
export function webAddress(max = 300, options: { secure?: boolean } = {}) {
  return z
    .string()
    .trim()
    .transform(completeWebAddress)
    .pipe(
      z
        .string()
        .max(max)
        .superRefine((value, ctx) => {
          if (value === '' || isWebAddress(value, options.secure)) return;
          ctx.addIssue({ code: 'custom', message: LOOKS_LIKE_EMAIL.test(value) ? 'url_is_email' : 'url' });
        }),
    );
}

const DOMAIN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

/** The domain of a company's email addresses (example.com): not an address with @, nor a web address. */
export const ZEmailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .superRefine((value, ctx) => {
    if (DOMAIN.test(value)) return;
    const message = value.includes('@') ? 'domain_has_at' : HAS_SCHEME.test(value) || value.includes('/') ? 'domain_not_url' : 'domain';
    ctx.addIssue({ code: 'custom', message });
  });

/** Saudi commercial registration numbers have 10 digits. */
export const COMMERCIAL_NUMBER_LENGTH = 10;

/** A commercial registration number, typed with spaces, dashes or Arabic-Indic digits too; stored as 10 ASCII digits. */
export const ZCommercialNumber = z
  .string()
  .trim()
  .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, ''))
  .superRefine((value, ctx) => {
    const params = { length: COMMERCIAL_NUMBER_LENGTH, count: value.length };
    if (value === '') ctx.addIssue({ code: 'custom', message: 'required' });
    else if (!/^\d+$/.test(value)) ctx.addIssue({ code: 'custom', message: 'commercial_number_digits', params });
    else if (value.length !== COMMERCIAL_NUMBER_LENGTH) ctx.addIssue({ code: 'custom', message: 'commercial_number_length', params });
  });

/** A point on the map: latitude -90..90 and longitude -180..180 degrees, each with its own message. */
export const ZLatitude = z.number().min(-90, { message: 'latitude_range' }).max(90, { message: 'latitude_range' });
export const ZLongitude = z.number().min(-180, { message: 'longitude_range' }).max(180, { message: 'longitude_range' });
