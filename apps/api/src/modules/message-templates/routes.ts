import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireCompany } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { createTemplate, listTemplates, removeTemplate, renderForConversation, replaceTemplate, type TFirstMessageCheck, type TReader, type TTemplateActor } from './service.ts';

/** Templates are for those who write to job seekers: owners and recruiters (a viewer is 403). */
const actorOf = (request: FastifyRequest): TTemplateActor => {
  const { companyId, userId } = requireCompany(request, 'messages');
  return { companyId, userId };
};
const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date) });

/**
 * /api/v1/company/message-templates: the company's templates in Arabic and English (decision 128). `mayWriteFirst` is
 * the messages module's rule for a first message, handed in by the app (messages uses templates: decision 101).
 */
export const messageTemplateRoutes = (deps: TAppDeps, mayWriteFirst: TFirstMessageCheck) => async (app: FastifyInstance) => {
  routes(app, API.messageTemplates, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listTemplates(deps, actorOf(request), readerOf(request)) }),
    create: async (request) => ({ message: t(request.locale, 'template_created'), data: await createTemplate(deps, actorOf(request), request.body, readerOf(request)) }),
    update: async (request) => ({ message: t(request.locale, 'template_saved'), data: await replaceTemplate(deps, actorOf(request), request.params.id, request.body, readerOf(request)) }),
    remove: async (request) => {
      await removeTemplate(deps, actorOf(request), request.params.id);
      return { message: t(request.locale, 'template_deleted'), data: null };
    },
    render: async (request) => ({ message: t(request.locale, 'success'), data: await renderForConversation(deps, actorOf(request), request.params.id, request.query, mayWriteFirst) }),
  });
};
