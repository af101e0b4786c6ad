import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { routes } from '../../plugins/route.ts';
import { boundedJsonParser } from './json-body.ts';
import { logCspReports } from './service.ts';

/** The most bytes one report request may have (browsers send a few KB; the Reporting API batches a few). */
export const CSP_REPORT_MAX_BYTES = 64 * 1024;

/** The content types browsers send violation reports with: report-uri's and the Reporting API's (report-to). */
export const CSP_REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json'];

/** /api/v1: the Content-Security-Policy reports of the pages (decision 020). */
export const securityRoutes = (_deps: TAppDeps) => async (app: FastifyInstance) => {
  // Only in this plugin's scope: the rest of the API takes application/json alone.
  app.addContentTypeParser(CSP_REPORT_CONTENT_TYPES, boundedJsonParser(app, { bodyLimit: CSP_REPORT_MAX_BYTES }));

  routes(app, API.csp, {
    report: async (request, reply) => {
      logCspReports(request.log, request.ip, request.body);
      return reply.send();
    },
  });
};
