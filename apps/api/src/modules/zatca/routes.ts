import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireCompanyId } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { getEInvoiceXml } from '../payments/service.ts';
import { zatcaConsole } from './console.ts';
import { retryZatcaDocument } from './queue.ts';
import { zatcaStateOf } from '../payments/invoice.ts';

/** /api/admin/zatca (decision 171): the console's page of ZATCA phase 2 and its retry. */
export const adminZatcaRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.adminZatca, {
    state: async (request) => ({
      message: t(request.locale, 'success'),
      data: await zatcaConsole(deps, { locale: request.locale, formatDate: (date) => request.formatDate(date) }),
    }),
    retry: async (request) => {
      const zatca = deps.config.zatca;
      if (!zatca) throw new HttpError(409, 'zatca_off');
      const status = await retryZatcaDocument({ db: deps.db, config: { ...deps.config, zatca }, notifier: deps.notifier }, request.params.id);
      if (status === undefined) throw new HttpError(404, 'zatca_document_not_found');
      if (status === false) throw new HttpError(409, 'zatca_retry_not_failed');
      const state = zatcaStateOf(status);
      return { message: t(request.locale, state === 'waiting' ? 'zatca_retry_waiting' : 'zatca_retried'), data: { state } };
    },
  });
};

/** /api/v1/company/payments/:id/e-invoice/:document (decision 171): the company's e-invoice XML, as ZATCA has it. */
export const zatcaFileRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.zatcaFiles, {
    xml: async (request, reply) => {
      if (!deps.config.zatca) throw notFound();
      const { xml, fileName } = await getEInvoiceXml(deps.db, requireCompanyId(request, 'billing'), request.params.id, request.params.document);
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(xml);
    },
  });
};
