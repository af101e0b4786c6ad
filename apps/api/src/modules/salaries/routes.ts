import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { routes } from '../../plugins/route.ts';
import { readJobSalaryLink, readSalaryReport, searchSalaries } from './read-reports.ts';
import { runSalaryReports } from './scheduler.ts';

/** /api/v1: the salary reports (decision 036), public and read from the precomputed table. */
export const salaryRoutes = ({ db }: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.salaries, {
    search: async (request) => ({ message: t(request.locale, 'success'), data: await searchSalaries(db, request.query, request.locale) }),
    report: async (request) => ({ message: t(request.locale, 'success'), data: await readSalaryReport(db, request.params.occupation, request.query, request.locale) }),
    forJob: async (request) => ({ message: t(request.locale, 'success'), data: await readJobSalaryLink(db, request.params.id, request.locale) }),
  });
};

/** /api/admin: recompute the reports now. */
export const adminSalaryRoutes = ({ db, now }: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.adminSalaries, {
    recompute: async (request) => {
      const moment = now();
      const run = await runSalaryReports(db, moment, { force: true });
      const computed = run.ran && run.computed;
      return {
        message: t(request.locale, 'success'),
        data: { computed, reports: computed ? run.reports : null, computed_at: computed ? moment.toISOString() : null },
      };
    },
  });
};
