// Decision 095: the web's forms that write carry their own Idempotency-Key, and their actions pass it on to the API.
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { RouterContextProvider } from 'react-router';
import type { TSimpleProfile } from '@tawzeef/contract';
import { FormKeyField } from '../../components/form-key.tsx';
import { alertsAction, alertsLoader } from '../../features/alerts/alerts.server.ts';
import { poolsAction, poolsLoader } from '../../features/candidates/talent-pools.server.ts';
import { reportJobAction } from '../../features/job-page/report.server.ts';
import { postJobAction, postJobLoader } from '../../features/jobs/post-job.server.ts';
import { findJobsAction } from '../../features/search/find-jobs.server.ts';
import { postAction, postLoader } from '../../features/posts/posts.server.ts';
import { contactAction } from '../../features/site-pages/site-pages.server.ts';
import { localeContext, sessionContext, webContext } from '../context.ts';
import { IDEMPOTENCY_FIELD } from '../form-data.ts';
import { formKeyFor } from './form-key.server.ts';
import { splitLocalePath } from '../locale-path.ts';

const seeker: TSimpleProfile = { id: 1, type: 'USER', name: 'Sara', email: 's@example.com', locale: 'en', scope: ['user'], email_verified: true, phone_verified: true };
const company: TSimpleProfile = { ...seeker, id: 2, type: 'COMPANY', name: 'Acme', scope: ['company'] };

/** What the API answers every call: a job in draft for the post-job pages, a post, an empty list, a created row. */
function answerOf(method: string, path: string): { status: number; body: unknown } {
  if (method === 'GET' && /^\/api\/v1\/company\/jobs\/\d+$/.test(path)) return { status: 200, body: { message: '', data: { id: 5, status: 'draft' } } };
  if (method === 'GET' && /^\/api\/v1\/posts\/\d+$/.test(path)) return { status: 200, body: { message: '', data: { id: 9, kind: 'blog' } } };
  if (method === 'GET' && path.startsWith('/api/v1/job-alerts')) return { status: 200, body: { message: '', data: { items: [], limit: 20 } } };
  if (method === 'GET') return { status: 200, body: { message: '', data: [] } };
  return { status: 201, body: { message: 'Done', data: { id: 7, status: 'awaiting_payment' } } };
}

function argsOf(url: string, user: TSimpleProfile | null, form?: Record<string, string>) {
  const calls: Array<{ method: string; path: string; headers: Record<string, string> }> = [];
  const request = vi.fn(async (input: { method: string; path: string; headers: Record<string, string> }) => {
    calls.push(input);
    return answerOf(input.method, input.path);
  });
  const context = new RouterContextProvider();
  context.set(webContext, { api: { request, raw: vi.fn() }, clientIp: '127.0.0.1', secureCookies: false, publicUrl: 'http://localhost' });
  context.set(localeContext, splitLocalePath(new URL(url).pathname));
  context.set(sessionContext, { user, token: user ? 't' : null, setCookies: [] });
  const body = form ? new URLSearchParams(form) : undefined;
  const args = {
    request: new Request(url, body ? { method: 'POST', body } : {}),
    context,
    url: new URL(url),
    params: { id: new URL(url).pathname.match(/\/(\d+)$/)?.[1] },
  };
  return { args, calls };
}

/** The Idempotency-Key of the API calls that write. */
const keysSent = (calls: Array<{ method: string; headers: Record<string, string> }>) => calls.filter((call) => call.method !== 'GET').map((call) => call.headers['idempotency-key']);

describe('forms that write carry their own Idempotency-Key (decision 095)', () => {
  it('is made by the loader for a logged-in person only: a visitor’s page may be shared by the page cache', () => {
    const mine = formKeyFor(argsOf('http://localhost/en/job-alerts', seeker).args);
    expect(mine).toMatch(/^[0-9a-f-]{36}$/);
    expect(formKeyFor(argsOf('http://localhost/en/job-alerts', seeker).args)).not.toBe(mine);
    expect(formKeyFor(argsOf('http://localhost/en/blogs/9', null).args)).toBeNull();
  });

  it('gives the pages of the comment, alert, talent pool and job submission forms a key', async () => {
    expect((await postLoader(argsOf('http://localhost/en/blogs/9', seeker).args as never, 'blog')).formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await postLoader(argsOf('http://localhost/en/blogs/9', null).args as never, 'blog')).formKey).toBeNull();
    expect((await alertsLoader(argsOf('http://localhost/en/job-alerts', seeker).args)).formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await poolsLoader(argsOf('http://localhost/en/talent-pools', company).args)).formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await postJobLoader(argsOf('http://localhost/en/post-job/5?step=4', company).args)).formKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('renders the key as the hidden field; a visitor’s form gets one from the browser, none in the server’s page', () => {
    expect(renderToStaticMarkup(<FormKeyField formKey="key-1" />)).toBe(`<input type="hidden" data-testid="form-key" name="${IDEMPOTENCY_FIELD}" value="key-1"/>`);
    expect(renderToStaticMarkup(<FormKeyField formKey={null} />)).toBe('');
  });

  it('passes the form’s key to the API as Idempotency-Key in every action that writes', async () => {
    const key = { [IDEMPOTENCY_FIELD]: 'form-key-123' };
    const comment = argsOf('http://localhost/en/blogs/9', seeker, { intent: 'comment', body: 'A fine article', ...key });
    await postAction(comment.args as never, 'blog');
    const report = argsOf('http://localhost/en/jobs/3', null, { intent: 'report', reason: 'scam', ...key });
    await reportJobAction(report.args, 3, await report.args.request.formData());
    const contact = argsOf('http://localhost/en/contact-us', null, { name: 'Sara', email: 'sara@example.com', subject: 'A question', message: 'How often are job alerts sent?', ...key });
    await contactAction(contact.args);
    const alert = argsOf('http://localhost/en/job-alerts', seeker, { intent: 'create', open_keys: 'nurse', frequency: 'daily', ...key });
    await alertsAction(alert.args);
    const pool = argsOf('http://localhost/en/talent-pools', company, { intent: 'create', name: 'Accountants', ...key });
    await poolsAction(pool.args);
    const submit = argsOf('http://localhost/en/post-job/5', company, { intent: 'submit', step: '4', ...key });
    await postJobAction(submit.args);
    const fromSearch = argsOf('http://localhost/en/find-jobs?q=nurse', seeker, { intent: 'create-alert', frequency: 'daily', ...key });
    await findJobsAction(fromSearch.args);
    for (const { calls } of [comment, report, contact, alert, pool, submit, fromSearch]) expect(keysSent(calls)).toEqual(['form-key-123']);

    // A form without a key (JavaScript off on a visitor's page) sends none: the API then writes as before.
    const bare = argsOf('http://localhost/en/contact-us', null, { name: 'Sara', email: 'sara@example.com', subject: 'A question', message: 'How often are job alerts sent?' });
    await contactAction(bare.args);
    expect(keysSent(bare.calls)).toEqual([undefined]);
  });
});
