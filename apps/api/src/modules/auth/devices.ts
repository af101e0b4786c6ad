import type { TLocale } from '@tawzeef/contract';

/**
 * A device in words from a user agent (issue 61 §2): the browser and the system, read by hand from the common
 * ones (no parser dependency). Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", Android says "Linux".
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'], // HeadlessChrome too
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const WORDS = {
  en: { on: (browser: string, system: string) => `${browser} on ${system}`, unknown: 'Unknown device', browser: 'A browser' },
  ar: { on: (browser: string, system: string) => `${browser} على ${system}`, unknown: 'جهاز غير معروف', browser: 'متصفح' },
} as const satisfies Record<TLocale, unknown>;

const first = (list: readonly [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

export function deviceInWords(userAgent: string | null | undefined, locale: TLocale): string {
  const words = WORDS[locale];
  const browser = userAgent ? first(BROWSERS, userAgent) : undefined;
  const system = userAgent ? first(SYSTEMS, userAgent) : undefined;
  if (browser && system) return words.on(browser, system);
  if (system) return words.on(words.browser, system);
  return browser ?? words.unknown;
}
