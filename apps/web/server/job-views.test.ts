import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { recordJobViews, type TRecordView } from './job-views.ts';

describe('job page views', () => {
  it('records a job page once it was answered, in every language form and as data, with its src and referrer', async () => {
    const app = Fastify();
    const seen: Array<Parameters<TRecordView>[0]> = [];
    recordJobViews(app, (view) => seen.push(view));
    app.get('/*', async (request, reply) => (request.url.includes('missing') ? reply.code(404).send('no') : 'page'));
    app.post('/*', async () => 'posted');
    await app.inject({ method: 'GET', url: '/en/jobs/42?src=alert', headers: { 'user-agent': 'Browser', referer: 'https://mail.example/' } });
    await app.inject({ method: 'GET', url: '/jobs/7.data', headers: { 'user-agent': 'Browser' } });
    await app.inject({ method: 'GET', url: '/jobs', headers: { 'user-agent': 'Browser' } });
    await app.inject({ method: 'GET', url: '/find-jobs?q=42', headers: { 'user-agent': 'Browser' } });
    await app.inject({ method: 'GET', url: '/jobs/9?missing', headers: { 'user-agent': 'Browser' } });
    await app.inject({ method: 'POST', url: '/jobs/42', headers: { 'user-agent': 'Browser' } });
    expect(seen).toEqual([
      { jobId: 42, address: '127.0.0.1', userAgent: 'Browser', src: 'alert', referrer: 'https://mail.example/' },
      { jobId: 7, address: '127.0.0.1', userAgent: 'Browser', src: undefined, referrer: undefined },
    ]);
    await app.close();
  });
});
