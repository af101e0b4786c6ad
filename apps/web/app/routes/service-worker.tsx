import type { Route } from './+types/service-worker';
import { offlineWorkerSource } from '../lib/server/offline-worker.server.ts';

/** /sw.js: the service worker that shows our offline page for a page that cannot load (decision 025). */
export const loader = (_args: Route.LoaderArgs) =>
  new Response(offlineWorkerSource(), { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' } });
