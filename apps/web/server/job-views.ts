import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import { API, endpointPath } from '@tawzeef/contract';
import type { JobAnalyticsRecorder } from '@tawzeef/api';
import type { TApiTransport } from '../app/lib/context.ts';

/** A job's page in any language form, as a document or as a client navigation's data (`.data`). */
const JOB_PAGE = /^\/(?:(?:ar|en)\/)?jobs\/(\d{1,9})(?:\.data)?\/?$/;

/** What the web server tells of a page view: the job, the visitor's address and agent, `src` and the referrer. */
export type TRecordView = (view: { jobId: number; address: string; userAgent: string | undefined; src: string | undefined; referrer: string | undefined }) => void;

/** In this process: the API's own recorder, a map lookup in memory. */
export const recordInProcess = (recorder: JobAnalyticsRecorder): TRecordView => (view) => recorder.recordView(view);

/** A web tier apart from the API: the view is told to the API, crawlers left out here already, as the API does, so that they cost no call. */
export function recordThroughApi(api: TApiTransport): TRecordView {
  return (view) => {
    if (!view.userAgent || isbot(view.userAgent)) return;
    const body = { ...(view.src ? { src: view.src.slice(0, 32) } : {}), ...(view.referrer ? { referrer: view.referrer.slice(0, 2048) } : {}) };
    const path = endpointPath(API.jobAnalytics.view, { id: view.jobId });
    api.request({ method: 'POST', path, headers: { 'content-type': 'application/json', 'user-agent': view.userAgent }, body, remoteAddress: view.address }).catch(() => undefined);
  };
}

/**
 * Job page views are recorded once the page has gone (decision 124): the hook runs after the answer, whether React
 * Router rendered it or the page cache served it, so recording never holds a page back.
 */
export function recordJobViews(web: FastifyInstance, record: TRecordView): void {
  web.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
    const [path, query] = request.url.split('?', 2) as [string, string | undefined];
    const match = JOB_PAGE.exec(path);
    if (!match) return;
    const referrer = request.headers.referer;
    record({ jobId: Number(match[1]), address: request.ip, userAgent: request.headers['user-agent'], src: query ? (new URLSearchParams(query).get('src') ?? undefined) : undefined, referrer });
  });
}
