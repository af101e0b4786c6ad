import dgram from 'node:dgram';
import { promises as dns } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dnsPacket from 'dns-packet';
import { crawlerVerifier } from './crawlers.ts';

/**
 * Crawler verification against a DNS server on this machine that speaks the real protocol (UDP, dns-packet): the
 * resolver is node's own, pointed at it. The records are what the engines publish for their crawlers, and forgeries.
 */
const RECORDS: Record<string, { PTR?: string[]; A?: string[]; AAAA?: string[] }> = {
  '1.66.249.66.in-addr.arpa': { PTR: ['crawl-66-249-66-1.googlebot.com'] },
  'crawl-66-249-66-1.googlebot.com': { A: ['66.249.66.1'] },
  // A name in someone else's domain that only looks like Google's.
  '5.113.0.203.in-addr.arpa': { PTR: ['crawl.googlebot.com.evil.example'] },
  'crawl.googlebot.com.evil.example': { A: ['203.0.113.5'] },
  // A reverse name its owner set to Google's, whose forward record (Google's) points elsewhere.
  '6.113.0.203.in-addr.arpa': { PTR: ['crawl-66-249-66-9.googlebot.com'] },
  'crawl-66-249-66-9.googlebot.com': { A: ['66.249.66.9'] },
  // Bing over IPv6, the forward record in its long spelling.
  '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa': { PTR: ['msnbot-2001-db8-1.search.msn.com'] },
  'msnbot-2001-db8-1.search.msn.com': { AAAA: ['2001:0db8:0000:0000:0000:0000:0000:0001'] },
};

let server: dgram.Socket;
let port = 0;
const questions: string[] = [];

beforeAll(async () => {
  server = dgram.createSocket('udp4');
  server.on('message', (message, remote) => {
    const query = dnsPacket.decode(message);
    const answers: dnsPacket.Answer[] = [];
    for (const question of query.questions ?? []) {
      questions.push(`${question.type} ${question.name}`);
      const records = RECORDS[question.name.toLowerCase()];
      const values = (records?.[question.type as 'PTR' | 'A' | 'AAAA'] ?? []) as string[];
      for (const data of values) answers.push({ type: question.type as 'A', name: question.name, ttl: 300, data });
    }
    // NXDOMAIN (rcode 3) for a name we do not hold.
    const flags = dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | (answers.length ? 0 : 3);
    server.send(dnsPacket.encode({ type: 'response', id: query.id, flags, questions: query.questions, answers }), remote.port, remote.address);
  });
  await new Promise<void>((resolve) => server.bind(0, '127.0.0.1', resolve));
  port = server.address().port;
});
afterAll(() => server.close());

function verifier(now = () => 0) {
  const resolver = new dns.Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([`127.0.0.1:${port}`]);
  return crawlerVerifier({ resolver, ttlMs: 60_000, now });
}

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

describe('verifying a search engine crawler by reverse and forward DNS', () => {
  it('verifies Googlebot at an address whose name is Google’s and resolves back to it', async () => {
    expect(await verifier()('66.249.66.1', GOOGLEBOT)).toBe(true);
  });

  it('verifies Bing over IPv6, whatever the spelling of the forward record', async () => {
    expect(await verifier()('2001:db8::1', BINGBOT)).toBe(true);
  });

  it('refuses a reverse name outside the engine’s domain, one that does not resolve back, and an unknown address', async () => {
    const isVerified = verifier();
    expect(await isVerified('203.0.113.5', GOOGLEBOT)).toBe(false);
    expect(await isVerified('203.0.113.6', GOOGLEBOT)).toBe(false);
    expect(await isVerified('198.51.100.7', GOOGLEBOT)).toBe(false);
    // Google's address with Bing's agent: the agent's own domains are the ones checked.
    expect(await isVerified('66.249.66.1', BINGBOT)).toBe(false);
  });

  it('asks DNS nothing for a browser, and once per address and crawler until the answer is old', async () => {
    let clock = 0;
    const isVerified = verifier(() => clock);
    const before = questions.length;
    expect(await isVerified('66.249.66.1', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe(false);
    expect(questions.length).toBe(before);
    expect(await isVerified('66.249.66.1', GOOGLEBOT)).toBe(true);
    const asked = questions.length;
    expect(asked).toBe(before + 2);
    expect(await isVerified('66.249.66.1', GOOGLEBOT)).toBe(true);
    expect(questions.length).toBe(asked);
    clock = 61_000;
    expect(await isVerified('66.249.66.1', GOOGLEBOT)).toBe(true);
    expect(questions.length).toBe(asked + 2);
  });
});
