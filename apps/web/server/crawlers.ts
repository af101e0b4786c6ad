import { promises as dns } from 'node:dns';
import net from 'node:net';

/**
 * Page views are limited as page views (issue 18, decision 043): a generous limit per address, and more for the
 * search engines' crawlers once their address is verified the way the engines document it: the user agent names
 * the crawler, the address's reverse DNS name is in the engine's domain, and that name resolves back to the address.
 */

/** The crawlers we verify: the user agent's token and the domains their addresses' names end in. */
export const KNOWN_CRAWLERS: ReadonlyArray<{ name: string; agent: RegExp; domains: readonly string[] }> = [
  { name: 'Google', agent: /Googlebot|Google-InspectionTool|GoogleOther|Storebot-Google|AdsBot-Google/i, domains: ['googlebot.com', 'google.com', 'googleusercontent.com'] },
  { name: 'Bing', agent: /bingbot|BingPreview|msnbot/i, domains: ['search.msn.com'] },
  { name: 'Apple', agent: /Applebot/i, domains: ['applebot.apple.com'] },
  { name: 'Yandex', agent: /YandexBot|YandexImages|YandexMobileBot/i, domains: ['yandex.ru', 'yandex.net', 'yandex.com'] },
];

/** What verification needs of DNS (node's `dns.promises.Resolver` has it). */
export interface TCrawlerResolver {
  reverse(address: string): Promise<string[]>;
  resolve4(hostname: string): Promise<string[]>;
  resolve6(hostname: string): Promise<string[]>;
}

const inDomain = (hostname: string, domain: string) => {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === domain || name.endsWith(`.${domain}`);
};

/**
 * Returns `isVerifiedCrawler(address, userAgent)`: true only for a known crawler's agent at an address whose reverse
 * name is in that crawler's domains and resolves back to it. Answers (either way) are kept `ttlMs` per address and
 * agent family, at most `maxEntries` of them, so a crawler costs two DNS queries a day, not two a page; a lookup
 * that fails or takes longer than `timeoutMs` is a no (the visitor keeps the ordinary limit).
 */
export function crawlerVerifier(options: { resolver?: TCrawlerResolver; ttlMs?: number; maxEntries?: number; timeoutMs?: number; now?: () => number } = {}) {
  const resolver = options.resolver ?? new dns.Resolver({ timeout: options.timeoutMs ?? 2000, tries: 1 });
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const known = new Map<string, { verified: Promise<boolean>; until: number }>();

  async function verify(address: string, domains: readonly string[]): Promise<boolean> {
    const family = net.isIP(address);
    if (!family) return false;
    const names = await resolver.reverse(address);
    for (const name of names.filter((candidate) => domains.some((domain) => inDomain(candidate, domain)))) {
      const forward = family === 4 ? await resolver.resolve4(name) : await resolver.resolve6(name);
      if (forward.some((back) => net.isIP(back) && sameAddress(back, address))) return true;
    }
    return false;
  }

  return function isVerifiedCrawler(address: string, userAgent: string | undefined): Promise<boolean> {
    const crawler = userAgent ? KNOWN_CRAWLERS.find((candidate) => candidate.agent.test(userAgent)) : undefined;
    if (!crawler) return Promise.resolve(false);
    const key = `${crawler.name} ${address}`;
    const at = now();
    const entry = known.get(key);
    if (entry && entry.until > at) return entry.verified;
    if (known.size >= maxEntries) known.delete(known.keys().next().value!);
    const verified = verify(address, crawler.domains).catch(() => false);
    known.set(key, { verified, until: at + ttlMs });
    return verified;
  };
}

/** Whether two spellings are one address (`::ffff:1.2.3.4` and `1.2.3.4`; the long and short forms of an IPv6). */
function sameAddress(a: string, b: string): boolean {
  const plain = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  const [x, y] = [plain(a), plain(b)];
  const family = (address: string) => (net.isIPv6(address) ? 'ipv6' : 'ipv4');
  if (family(x) !== family(y)) return false;
  const list = new net.BlockList();
  list.addAddress(x, family(x));
  return list.check(y, family(y));
}
