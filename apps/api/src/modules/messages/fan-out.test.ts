import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { seekerProfiles } from '../../db/schema/index.ts';
import { createServerDatabase, isPgServerReachable, sharedPglite, signUp, testApp, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { startApiServer, type TChildServer } from '../../test/child-server.ts';
import { openEvents } from '../../test/event-stream.ts';

/** Messaging events reach the streams of every server process on the database (PostgreSQL LISTEN/NOTIFY, decision 029). */

async function pair(app: FastifyInstance, database: TDatabaseHandle): Promise<{ company: TTestCompany; seeker: TSignedUp; conversation: number }> {
  const company = await readyCompany(app, database);
  const seeker = await signUp(app, 'USER', { first_name: 'Noura', last_name: 'Alotaibi' });
  await giveMinimumProfile(database, seeker.id);
  await database.db.update(seekerProfiles).set({ is_visible: true }).where(eq(seekerProfiles.user_id, seeker.id));
  const started = await company.call('POST', '/api/v1/conversations', { seeker_id: seeker.id, body: 'Hello' });
  expect(started.statusCode, started.body).toBe(201);
  return { company, seeker, conversation: started.json().data.conversation.id };
}

describe('message events across two apps on one embedded database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let database: TDatabaseHandle;
  beforeAll(async () => {
    database = await sharedPglite();
    [first, second] = await Promise.all([testApp(database), testApp(database)]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it("delivers a message written through one app to a stream held by the other's hub", async () => {
    const { company, seeker, conversation } = await pair(first, database);
    const address = await second.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEvents(`${address}/api/v1/messages/events`, seeker.token);
    try {
      await stream.waitFor((text) => text.includes('"total":1'));
      const sent = await company.call('POST', `/api/v1/conversations/${conversation}/messages`, { body: 'Through the first app' });
      await stream.waitFor((text) => text.includes(`"message_id":${sent.json().data.id}`) && text.includes('"total":2'));
    } finally {
      stream.close();
    }
  });
});

// Only where the PostgreSQL server answers (like the other API tests' second driver): a child process cannot open PGlite.
const servers = (await isPgServerReachable()) ? ['the PostgreSQL server'] : [];

describe.each(servers)('message events across two server processes on one database of %s', () => {
  let database: TDatabaseHandle & { url: string; drop(): Promise<void> };
  let app: FastifyInstance;
  let child: TChildServer;
  let root: string;

  beforeAll(async () => {
    database = await createServerDatabase('fanout');
    await prepareDatabase(database, { seedDemo: false });
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-fanout-'));
    app = await testApp(database, { DATA_DIR: path.join(root, 'in-process') });
    child = await startApiServer(path.join(root, 'child'), { DATABASE_URL: database.url, SHUTDOWN_TIMEOUT_SECONDS: '30' });
  }, 120_000);
  afterAll(async () => {
    if (child && child.child.exitCode === null) {
      child.child.kill('SIGKILL');
      await child.exited;
    }
    await app?.close();
    await database?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('delivers messages written in one process to the streams of the other, both ways, and ends the streams on SIGTERM', async () => {
    const { company, seeker, conversation } = await step('the company and the seeker with a conversation', pair(app, database));
    const address = await step('the in-process app listening', app.listen({ port: 0, host: '127.0.0.1' }));
    const seekerStream = await step("the seeker's stream from the child", openEvents(`${child.url}/api/v1/messages/events`, seeker.token));
    const companyStream = await step("the company's stream from the test process", openEvents(`${address}/api/v1/messages/events`, company.token));
    try {
      await seekerStream.waitFor((text) => text.includes('event: unread\ndata: {"total":1'));
      const toChild = await step('a message written in the test process', company.call('POST', `/api/v1/conversations/${conversation}/messages`, { body: 'Written in the test process' }));
      await seekerStream.waitFor((text) => text.includes(`"message_id":${toChild.json().data.id}`) && text.includes('"total":2'));

      const fromChild = await step(
        'a message written in the child',
        fetch(`${child.url}/api/v1/conversations/${conversation}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${seeker.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body: 'Written in the child process' }),
        }),
      );
      expect(fromChild.status).toBe(201);
      const { data } = (await fromChild.json()) as { data: { id: number } };
      await companyStream.waitFor((text) => text.includes(`"message_id":${data.id}`) && text.includes('"total":1'));

      // A drain ends the endless stream at once, so the shutdown finishes cleanly (exit 0), well before its limit.
      const began = Date.now();
      child.child.kill('SIGTERM');
      expect(await step("the child's exit after SIGTERM", child.exited)).toBe(0);
      expect(Date.now() - began).toBeLessThan(20_000);
      await step("the end of the seeker's stream", seekerStream.ended());
    } finally {
      seekerStream.close();
      companyStream.close();
    }
  }, 60_000);
});

/** Waits for one step of the test, and says which one when it does not come (a bare test timeout names none). */
function step<T>(what: string, promise: Promise<T>, budgetMs = 15_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done within ${budgetMs} ms`)), budgetMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
