// Over 300 lines on purpose: each external sign-in provider against a local OpenID or Graph server, with its refusals.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import type { TDatabaseHandle } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { newAccount, testApp, testDrivers, uniqueEmail, uniquePhone } from '../../test/harness.ts';
import { assertPasskey, createPasskey } from '../../test/authenticator.ts';
import { totpCode } from '../auth/totp.ts';
import { hashToken } from '../auth/tokens.ts';

const drivers = await testDrivers();

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT = `${PUBLIC_URL}/login`;
const APPLE_REDIRECT = `${PUBLIC_URL}/usage-agreement`;
const FB_APP_ID = '1234567890';

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const pkce = () => {
  const verifier = b64url(randomBytes(32));
  return { verifier, challenge: b64url(createHash('sha256').update(verifier).digest()) };
};

async function oidcServer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  return server;
}

/** A tiny stand-in for the Facebook Graph API v11.0: the three endpoints the API uses. */
function graphServer() {
  const people = new Map<string, { id: string; name: string; email?: string }>();
  const state = { debugAppId: FB_APP_ID, calls: [] as string[] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph');
    state.calls.push(url.pathname);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/v11.0/oauth/access_token') {
      const code = url.searchParams.get('code') ?? '';
      if (url.searchParams.get('client_id') !== FB_APP_ID || url.searchParams.get('client_secret') !== 'fb-secret' || !people.has(code)) {
        return send(400, { error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100 } });
      }
      return send(200, { access_token: `token-${code}`, token_type: 'bearer', expires_in: 5183944 });
    }
    if (url.pathname === '/debug_token') {
      const code = (url.searchParams.get('input_token') ?? '').replace(/^token-/, '');
      const person = people.get(code);
      if (url.searchParams.get('access_token') !== `${FB_APP_ID}|fb-secret` || !person) return send(400, { error: { message: 'bad', code: 190 } });
      return send(200, { data: { app_id: state.debugAppId, type: 'USER', application: 'Tawzeef', is_valid: true, user_id: person.id, scopes: ['email', 'public_profile'] } });
    }
    if (url.pathname === '/v11.0/me') {
      const person = people.get((url.searchParams.get('access_token') ?? '').replace(/^token-/, ''));
      if (!person || !url.searchParams.get('appsecret_proof')) return send(400, { error: { message: 'bad', code: 190 } });
      return send(200, { ...person, picture: { data: { url: 'https://graph.example/p.jpg' } } });
    }
    send(404, { error: { message: 'unknown path' } });
  });
  return { server, people, state };
}

describe.each(drivers)('external sign-in API on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let google: OAuth2Server;
  let apple: OAuth2Server;
  const graph = graphServer();
  /** Claims the mock providers put in their next ID tokens. */
  let googleClaims: Record<string, unknown> = {};
  let appleClaims: Record<string, unknown> = {};
  const appleSecrets: string[] = [];
  const appleKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  beforeAll(async () => {
    google = await oidcServer();
    apple = await oidcServer();
    google.service.on('beforeTokenSigning', (token: MutableToken) => {
      if ('aud' in token.payload) Object.assign(token.payload, googleClaims);
    });
    apple.service.on('beforeTokenSigning', (token: MutableToken, req: { body?: Record<string, unknown> }) => {
      if ('aud' in token.payload) {
        Object.assign(token.payload, appleClaims);
        appleSecrets.push(String(req.body?.client_secret ?? ''));
      }
    });
    await new Promise<void>((resolve) => graph.server.listen(0, '127.0.0.1', resolve));
    const graphUrl = `http://127.0.0.1:${(graph.server.address() as AddressInfo).port}`;
    database = await driver.open();
    app = await testApp(database, {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'tawzeef-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: google.issuer.url!,
      APPLE_CLIENT_ID: 'sa.tawzeef.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: appleKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
      APPLE_ISSUER: apple.issuer.url!,
      FACEBOOK_APP_ID: FB_APP_ID,
      FACEBOOK_APP_SECRET: 'fb-secret',
      FACEBOOK_GRAPH_URL: graphUrl,
    });
  });
  afterAll(async () => {
    await app.close();
    await google.stop();
    await apple.stop();
    await new Promise((resolve) => graph.server.close(resolve));
  });
  beforeEach(() => {
    googleClaims = {};
    appleClaims = {};
    graph.state.debugAppId = FB_APP_ID;
  });

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { 'x-locale': 'en', ...headers } });

  /** The browser's trip to the provider: the API builds the address, the provider answers with a code. */
  async function authorize(provider: 'google' | 'apple' | 'facebook', redirectUri = provider === 'apple' ? APPLE_REDIRECT : REDIRECT) {
    const { verifier, challenge } = pkce();
    const state = b64url(randomBytes(16));
    const nonce = b64url(randomBytes(16));
    const response = await post(`/api/v1/auth/oauth/${provider}/authorization`, {
      redirect_uri: redirectUri,
      state,
      ...(provider === 'facebook' ? {} : { nonce }),
      code_challenge: challenge,
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().data.url);
    if (provider === 'facebook') return { url, state, nonce, verifier, code: '' };
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBe(nonce);
    const providerAnswer = await fetch(url, { redirect: 'manual' });
    const back = new URL(providerAnswer.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe(state);
    return { url, state, nonce, verifier, code: back.searchParams.get('code')! };
  }

  const exchange = (provider: string, flow: { code: string; verifier: string; nonce?: string }, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    post(
      `/api/v1/auth/oauth/${provider}`,
      { code: flow.code, code_verifier: flow.verifier, redirect_uri: provider === 'apple' ? APPLE_REDIRECT : REDIRECT, ...(flow.nonce ? { nonce: flow.nonce } : {}), ...extra },
      headers,
    );

  it('lists the configured providers, and none without configuration', async () => {
    const listed = await app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(listed.json().data.providers).toEqual(['google', 'apple', 'facebook']);
    const bare = await testApp(database);
    const none = await bare.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(none.json().data.providers).toEqual([]);
    const refused = await bare.inject({ method: 'POST', url: '/api/v1/auth/oauth/google', payload: { code: 'x', code_verifier: 'v'.repeat(43), redirect_uri: REDIRECT } });
    expect(refused.statusCode).toBe(404);
    await bare.close();
  });

  it('Google, first time: asks for type and phone, then creates a password-less account with a verified email; next time logs in', async () => {
    const email = uniqueEmail('google');
    const subject = `g-${randomBytes(6).toString('hex')}`;
    googleClaims = { sub: subject, email, email_verified: true, given_name: 'Layla', family_name: 'Alharbi' };
    const flow = await authorize('google');
    const first = await exchange('google', flow);
    expect(first.statusCode).toBe(200);
    const needs = first.json().data;
    expect(needs).toMatchObject({ needs: ['type', 'phone'], provider: 'google', email, name: 'Layla Alharbi' });
    expect(needs).not.toHaveProperty('access_token');

    const missingName = await post('/api/v1/auth/oauth/complete', { signup_token: needs.signup_token, type: 'COMPANY', phone: uniquePhone() });
    expect(missingName.statusCode).toBe(422);
    expect(Object.keys(missingName.json().errors)).toEqual(['foundation_name']);

    const done = await post('/api/v1/auth/oauth/complete', { signup_token: needs.signup_token, type: 'USER', phone: uniquePhone() });
    expect(done.statusCode).toBe(201);
    const auth = done.json().data;
    expect(auth.user).toMatchObject({ type: 'USER', email, first_name: 'Layla', last_name: 'Alharbi' });
    expect(auth.user.email_verified_at).not.toBeNull();
    const profile = await app.inject({ method: 'GET', url: '/api/v1/user/simple-profile', headers: { authorization: `Bearer ${auth.access_token.token}` } });
    expect(profile.statusCode).toBe(200);
    const rows = await database.db
      .select({ password_hash: users.password_hash, strategy: sessions.strategy })
      .from(users)
      .innerJoin(sessions, eq(sessions.user_id, users.id))
      .where(eq(users.id, auth.user.id));
    expect(rows).toEqual([{ password_hash: null, strategy: 'google' }]);
    // A password login is impossible for an account without a password.
    const login = await post('/api/v1/auth/login', { login: email, password: 'anything-at-all' });
    expect(login.statusCode).toBe(401);

    const again = await exchange('google', await authorize('google'));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.id).toBe(auth.user.id);
    expect(again.json().data.access_token.token).toBeTruthy();
  });

  it('refuses an ID token for another audience, a wrong nonce, a replayed code and a wrong PKCE verifier', async () => {
    googleClaims = { sub: 'g-audience', email: uniqueEmail('aud'), email_verified: true, aud: 'another-client' };
    const audience = await exchange('google', await authorize('google'));
    expect(audience.statusCode).toBe(401);
    expect(audience.json().message).toBe('Sign-in with the provider failed: please try again');

    googleClaims = { sub: 'g-nonce', email: uniqueEmail('nonce'), email_verified: true };
    const flow = await authorize('google');
    const nonce = await exchange('google', { ...flow, nonce: b64url(randomBytes(16)) });
    expect(nonce.statusCode).toBe(401);

    const good = await authorize('google');
    expect((await exchange('google', good)).statusCode).toBe(200);
    const replay = await exchange('google', good);
    expect(replay.statusCode).toBe(401);

    const verifier = await authorize('google');
    const wrong = await exchange('google', { ...verifier, verifier: pkce().verifier });
    expect(wrong.statusCode).toBe(401);

    const issuer = await authorize('google');
    googleClaims = { sub: 'g-iss', iss: 'https://evil.example' };
    expect((await exchange('google', issuer)).statusCode).toBe(401);
  });

  it('refuses a return address outside this site', async () => {
    const { challenge } = pkce();
    const foreign = await post('/api/v1/auth/oauth/google/authorization', { redirect_uri: 'https://evil.example/login', state: 'x'.repeat(20), nonce: 'n'.repeat(20), code_challenge: challenge });
    expect(foreign.statusCode).toBe(422);
    const flow = await authorize('google');
    const exchanged = await post('/api/v1/auth/oauth/google', { code: flow.code, code_verifier: flow.verifier, nonce: flow.nonce, redirect_uri: 'https://evil.example/login' });
    expect(exchanged.statusCode).toBe(422);
  });

  it('Apple: form_post fields (name on first sign-in), ES256 client secret from team, key and client ids', async () => {
    const email = uniqueEmail('apple');
    appleClaims = { sub: `a-${randomBytes(6).toString('hex')}`, email, email_verified: 'true' };
    const flow = await authorize('apple');
    expect(flow.url.searchParams.get('response_mode')).toBe('form_post');
    expect(flow.url.searchParams.get('scope')).toBe('openid name email');
    const first = await exchange('apple', flow, { user: JSON.stringify({ name: { firstName: 'Omar', lastName: 'Alsaud' }, email }) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ needs: ['type', 'phone'], name: 'Omar Alsaud' });

    const secret = appleSecrets.at(-1)!;
    expect(decodeProtectedHeader(secret)).toMatchObject({ alg: 'ES256', kid: 'KEY1234567' });
    const publicKey = await importSPKI(appleKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'ES256');
    const { payload } = await jwtVerify(secret, publicKey, { issuer: 'TEAM123456', subject: 'sa.tawzeef.web', audience: apple.issuer.url! });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(15_777_000);

    const done = await post('/api/v1/auth/oauth/complete', { signup_token: first.json().data.signup_token, type: 'COMPANY', foundation_name: 'شركة التفاحة', phone: uniquePhone() });
    expect(done.statusCode).toBe(201);
    expect(done.json().data.user).toMatchObject({ type: 'COMPANY', foundation_name: 'شركة التفاحة', first_name: 'Omar', email });
    expect(done.json().data.user.email_verified_at).not.toBeNull();
  });

  it('Facebook: code exchange, app id checked with debug_token, profile from /me', async () => {
    const code = `fb-${randomBytes(6).toString('hex')}`;
    const email = uniqueEmail('fb');
    graph.people.set(code, { id: `${Date.now()}${randomBytes(2).readUInt16BE()}`, name: 'Huda Alqahtani', email });
    const flow = await authorize('facebook');
    expect(flow.url.pathname).toBe('/v11.0/dialog/oauth');
    expect(flow.url.searchParams.get('client_id')).toBe(FB_APP_ID);
    const first = await exchange('facebook', { code, verifier: flow.verifier });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ needs: ['type', 'phone'], email, name: 'Huda Alqahtani' });
    const done = await post('/api/v1/auth/oauth/complete', { signup_token: first.json().data.signup_token, type: 'USER', phone: uniquePhone() });
    expect(done.statusCode).toBe(201);
    expect(done.json().data.user).toMatchObject({ first_name: 'Huda', last_name: 'Alqahtani', email });

    const again = await exchange('facebook', { code, verifier: flow.verifier });
    expect(again.json().data.user.id).toBe(done.json().data.user.id);

    graph.state.debugAppId = '999999';
    const other = `fb-${randomBytes(6).toString('hex')}`;
    graph.people.set(other, { id: `${Date.now()}9`, name: 'Mallory', email: uniqueEmail('fbx') });
    const refused = await exchange('facebook', { code: other, verifier: flow.verifier });
    expect(refused.statusCode).toBe(401);

    const unknown = await exchange('facebook', { code: 'never-issued', verifier: flow.verifier });
    expect(unknown.statusCode).toBe(401);
  });

  it('Facebook without an email: asks for one too', async () => {
    const code = `fb-${randomBytes(6).toString('hex')}`;
    graph.people.set(code, { id: `${Date.now()}7`, name: 'Nasser' });
    const first = await exchange('facebook', { code, verifier: pkce().verifier });
    expect(first.json().data.needs).toEqual(['type', 'phone', 'email']);
    const email = uniqueEmail('typed');
    const done = await post('/api/v1/auth/oauth/complete', { signup_token: first.json().data.signup_token, type: 'USER', phone: uniquePhone(), email });
    expect(done.statusCode).toBe(201);
    expect(done.json().data.user.email).toBe(email);
    expect(done.json().data.user.email_verified_at).toBeNull();
  });

  it('does not link an existing password account by email (409); the logged-in owner links it, then signs in with it', async () => {
    const account = newAccount();
    expect((await post('/api/v1/auth/register', account)).statusCode).toBe(201);
    const subject = `g-${randomBytes(6).toString('hex')}`;
    googleClaims = { sub: subject, email: account.email.toUpperCase(), email_verified: true };
    const refused = await exchange('google', await authorize('google'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Log in with your password, then link/);
    const arabic = await exchange('google', await authorize('google'), {}, { 'x-locale': 'ar' });
    expect(arabic.json().message).toMatch(/سجّل الدخول بكلمة المرور/);

    const login = await post('/api/v1/auth/login', { login: account.email, password: account.password });
    const token = login.json().data.access_token.token as string;
    const flow = await authorize('google');
    const unauth = await post('/api/v1/auth/oauth/google/link', { code: flow.code, code_verifier: flow.verifier, nonce: flow.nonce, redirect_uri: REDIRECT });
    expect(unauth.statusCode).toBe(401);
    const linked = await post(
      '/api/v1/auth/oauth/google/link',
      { code: flow.code, code_verifier: flow.verifier, nonce: flow.nonce, redirect_uri: REDIRECT },
      { authorization: `Bearer ${token}` },
    );
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toEqual({ provider: 'google' });

    const signIn = await exchange('google', await authorize('google'));
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.user.email).toBe(account.email.toLowerCase());

    // The same Google account cannot be linked to a second person.
    const other = newAccount();
    await post('/api/v1/auth/register', other);
    const otherToken = (await post('/api/v1/auth/login', { login: other.email, password: other.password })).json().data.access_token.token as string;
    const second = await authorize('google');
    const taken = await post(
      '/api/v1/auth/oauth/google/link',
      { code: second.code, code_verifier: second.verifier, nonce: second.nonce, redirect_uri: REDIRECT },
      { authorization: `Bearer ${otherToken}` },
    );
    expect(taken.statusCode).toBe(409);
  });

  it('asks a linked account with a second step for its code: a provider vouches for the first step only (decision 160)', async () => {
    const account = newAccount();
    const token = (await post('/api/v1/auth/register', account)).json().data.access_token.token as string;
    const auth = { authorization: `Bearer ${token}` };
    googleClaims = { sub: `g-${randomBytes(6).toString('hex')}`, email: account.email, email_verified: true };
    const flow = await authorize('google');
    expect((await post('/api/v1/auth/oauth/google/link', { code: flow.code, code_verifier: flow.verifier, nonce: flow.nonce, redirect_uri: REDIRECT }, auth)).statusCode).toBe(200);
    const secret = (await post('/api/v1/user/second-step/totp', {}, auth)).json().data.secret as string;
    expect((await post('/api/v1/user/second-step/totp/confirm', { code: totpCode(secret, new Date()) }, auth)).statusCode).toBe(200);

    const signIn = await exchange('google', await authorize('google'));
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.access_token).toBeUndefined();
    const challenge = signIn.json().data.second_step.challenge as string;
    expect((await post('/api/v1/auth/second-step', { challenge, code: '000000' })).statusCode).toBe(401);
    const done = await post('/api/v1/auth/second-step', { challenge, code: totpCode(secret, new Date(Date.now() + 30_000)) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user.email).toBe(account.email);
    const [session] = await database.db.select({ strategy: sessions.strategy, second_step_at: sessions.second_step_at }).from(sessions).where(eq(sessions.token_hash, hashToken(done.json().data.access_token.token)));
    expect(session?.strategy).toBe('google');
    expect(session?.second_step_at).toBeInstanceOf(Date);
  });

  it("answers a provider's sign-in with the second step the account chose, a passkey too, and counts wrong answers per account (decisions 160, 165)", async () => {
    const account = newAccount();
    const token = (await post('/api/v1/auth/register', account)).json().data.access_token.token as string;
    const auth = { authorization: `Bearer ${token}` };
    googleClaims = { sub: `g-${randomBytes(6).toString('hex')}`, email: account.email, email_verified: true };
    const flow = await authorize('google');
    expect((await post('/api/v1/auth/oauth/google/link', { code: flow.code, code_verifier: flow.verifier, nonce: flow.nonce, redirect_uri: REDIRECT }, auth)).statusCode).toBe(200);
    const secret = (await post('/api/v1/user/second-step/totp', {}, auth)).json().data.secret as string;
    expect((await post('/api/v1/user/second-step/totp/confirm', { code: totpCode(secret, new Date()) }, auth)).statusCode).toBe(200);
    const { passkey, credential } = createPasskey((await post('/api/v1/user/passkeys/options', {}, auth)).json().data, PUBLIC_URL);
    expect((await post('/api/v1/user/passkeys', { name: 'Phone', credential }, auth)).statusCode).toBe(201);

    // The provider vouches for the first step; the passkey gives the second, as after a password.
    const first = (await exchange('google', await authorize('google'))).json().data;
    expect(first.access_token).toBeUndefined();
    expect(first.second_step.methods).toEqual(['passkey', 'totp', 'recovery_code']);
    const options = (await post('/api/v1/auth/passkey/options', { challenge: first.second_step.challenge })).json().data;
    const done = await post('/api/v1/auth/second-step/passkey', { challenge: first.second_step.challenge, credential: assertPasskey(passkey, options.challenge, PUBLIC_URL) });
    expect(done.statusCode, done.body).toBe(200);
    const [session] = await database.db.select({ strategy: sessions.strategy, second_step_at: sessions.second_step_at }).from(sessions).where(eq(sessions.token_hash, hashToken(done.json().data.access_token.token)));
    expect(session).toEqual({ strategy: 'google', second_step_at: expect.any(Date) });

    // Wrong codes after a provider's sign-in count under the account, as after a password: past five, the passkey waits too.
    const second = (await exchange('google', await authorize('google'))).json().data.second_step.challenge as string;
    for (let i = 0; i < 5; i += 1) expect((await post('/api/v1/auth/second-step', { challenge: second, code: '000000' })).statusCode).toBe(401);
    const again = (await post('/api/v1/auth/passkey/options', { challenge: second })).json().data;
    const waits = await post('/api/v1/auth/second-step/passkey', { challenge: second, credential: assertPasskey(passkey, again.challenge, PUBLIC_URL) });
    expect(waits.statusCode).toBe(429);
    // And a new provider sign-in gives no more tries.
    const third = (await exchange('google', await authorize('google'))).json().data.second_step.challenge as string;
    expect((await post('/api/v1/auth/second-step', { challenge: third, code: totpCode(secret, new Date(Date.now() + 30_000)) })).statusCode).toBe(429);
  });

  it('refuses a forged or expired sign-up token', async () => {
    const forged = await post('/api/v1/auth/oauth/complete', { signup_token: 'eyJhbGciOiJIUzI1NiJ9.eyJwcm92aWRlciI6Imdvb2dsZSJ9.x', type: 'USER', phone: uniquePhone() });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toMatch(/sign in with the provider again/);
  });
});
