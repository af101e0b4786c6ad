import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { lacksSecondStep, requireAuth } from '../../plugins/auth.ts';
import { route, routes } from '../../plugins/route.ts';
import { exportFile, type TFormat } from './account.ts';
import { deleteAccount } from './delete-account.ts';
import { changePassword } from './change-password.ts';
import { findUserById } from '../auth/queries.ts';
import { findLinksOf } from '../oauth/queries.ts';
import { confirmPhoneChange, dropPhoneChange, phoneChangeOf, resendPhoneChange } from '../verification/phone-change.ts';
import { verificationDeps } from '../verification/service.ts';
import { LISTS, createItem, deleteItem, listItems, updateItem, type TListSpec } from './lists.ts';
import {
  accountProfileOf,
  attachProfileFile,
  saveContactInfo,
  saveInfo,
  saveJobRequired,
  savePersonalInfo,
  saveProminentMajors,
  saveSocialContacts,
  saveVisibility,
} from './service.ts';
import { simpleProfileOf } from './header.ts';
import { companyViewChoicesOf, saveCompanyViewChoices } from './company-view.ts';
import { addCvFile, changeCvFile, listCvFiles, removeCvFile } from './cv-files.ts';

const userId = (request: FastifyRequest) => requireAuth(request).user.id;
const formatOf = (request: FastifyRequest): TFormat => (d) => request.formatDate(d);
const saved = (request: FastifyRequest) => ({ message: t(request.locale, 'profile_saved'), data: null });

type TItemBody = Record<string, unknown>;

/**
 * The handlers of one CV list. Its rows come from a table chosen by the spec, so they are untyped here: the
 * list's response schema shapes them on the way out (`as never` hands them to it).
 */
export function listHandlers(deps: TAppDeps, spec: TListSpec) {
  return {
    list: async (request: FastifyRequest) => ({ message: t(request.locale, 'success'), data: (await listItems(deps.db, spec, userId(request), formatOf(request))) as never }),
    create: async (request: FastifyRequest<{ Body: TItemBody }>) => ({
      message: t(request.locale, 'item_added'),
      data: (await createItem(deps.db, spec, userId(request), request.body, formatOf(request))) as never,
    }),
    update: async (request: FastifyRequest<{ Params: { id: number }; Body: TItemBody }>) => ({
      message: t(request.locale, 'item_updated'),
      data: (await updateItem(deps, spec, userId(request), request.params.id, request.body, formatOf(request))) as never,
    }),
    remove: async (request: FastifyRequest<{ Params: { id: number } }>) => {
      await deleteItem(deps, spec, userId(request), request.params.id);
      return { message: t(request.locale, 'item_deleted'), data: null };
    },
  };
}

/** The account's own profile (any account) and the job seeker's CV: sections, files, lists, export, deletion. */
export const profileRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  const verification = verificationDeps(deps);
  const limited = { rateLimit: { max: deps.config.loginIpMaxPerMinute, timeWindow: '1 minute' } };
  routes(app, API.profile, {
    simpleProfile: [
      async (request) => ({ message: t(request.locale, 'success'), data: await simpleProfileOf(db, requireAuth(request).user, request.locale, lacksSecondStep(requireAuth(request))) }),
      { beforeSecondStep: true },
    ],
    get: async (request) => ({ message: t(request.locale, 'success'), data: await accountProfileOf(db, requireAuth(request).user, request.locale, formatOf(request)) }),
    savePersonalInfo: async (request) => {
      await savePersonalInfo(db, userId(request), request.body);
      return saved(request);
    },
    saveContactInfo: async (request) => {
      const { phoneChange } = await saveContactInfo(deps, requireAuth(request), request.body, request.locale, request.ip);
      return phoneChange ? { message: t(request.locale, 'phone_change_sent'), data: null } : saved(request);
    },
    phoneChange: async (request) => ({ message: t(request.locale, 'success'), data: await phoneChangeOf(verification, requireAuth(request).user) }),
    confirmPhoneChange: [
      async (request) => {
        await confirmPhoneChange(verification, requireAuth(request).user, request.body.code);
        return { message: t(request.locale, 'phone_changed'), data: null };
      },
      limited,
    ],
    resendPhoneChange: [
      async (request) => {
        await resendPhoneChange(verification, requireAuth(request).user, request.locale, request.ip);
        return { message: t(request.locale, 'phone_change_resent'), data: null };
      },
      limited,
    ],
    cancelPhoneChange: async (request) => {
      await dropPhoneChange(verification, requireAuth(request).user);
      return { message: t(request.locale, 'phone_change_dropped'), data: null };
    },
    saveInfo: async (request) => {
      await saveInfo(db, userId(request), request.body);
      return saved(request);
    },
    saveMajors: async (request) => {
      await saveProminentMajors(db, userId(request), request.body.major_ids);
      return saved(request);
    },
    saveJobRequired: async (request) => {
      await saveJobRequired(db, userId(request), request.body);
      return saved(request);
    },
    saveSocialContacts: async (request) => {
      await saveSocialContacts(db, userId(request), request.body);
      return saved(request);
    },
    saveVisibility: async (request) => {
      await saveVisibility(db, userId(request), request.body.is_visible);
      return saved(request);
    },
    attachPhoto: async (request) => {
      await attachProfileFile(deps, userId(request), 'photo', request.body.file_id);
      return saved(request);
    },
    attachCv: async (request) => {
      await attachProfileFile(deps, userId(request), 'cv', request.body.file_id);
      return saved(request);
    },
    export: async (request, reply) => {
      const file = await exportFile(db, userId(request), formatOf(request), deps.now(), request.locale, request.query.format);
      return reply
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .type(file.contentType)
        .send(file.body);
    },
    deleteAccount: async (request) => {
      await deleteAccount(deps, requireAuth(request), request.body.password, (error) => request.log.error({ err: error }, 'account deletion mail not queued'));
      return { message: t(request.locale, 'account_deleted'), data: null };
    },
    changePassword: async (request) => {
      await changePassword(deps, requireAuth(request), request.body);
      return { message: t(request.locale, 'password_changed'), data: null };
    },
    signInMethods: async (request) => {
      const { user } = requireAuth(request);
      const [account, links] = await Promise.all([findUserById(db, user.id), findLinksOf(db, user.id)]);
      return {
        message: t(request.locale, 'success'),
        data: { has_password: Boolean(account?.password_hash), providers: links.map((link) => ({ provider: link.provider, email: link.email, linked_at: request.formatDate(link.created_at) })) },
      };
    },
  });
  // What companies see of the seeker's personal details (decision 086); the preview is registered with the employee call.
  route(app, API.companyView.get, async (request) => ({ message: t(request.locale, 'success'), data: await companyViewChoicesOf(db, userId(request)) }));
  route(app, API.companyView.save, async (request) => ({ message: t(request.locale, 'profile_saved'), data: await saveCompanyViewChoices(db, userId(request), request.body) }));
  routes(app, API.cvFiles, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listCvFiles(db, userId(request), formatOf(request)) }),
    create: async (request) => ({ message: t(request.locale, 'cv_file_added'), data: await addCvFile(db, userId(request), request.body, formatOf(request)) }),
    update: async (request) => ({ message: t(request.locale, 'item_updated'), data: await changeCvFile(db, userId(request), request.params.id, request.body, formatOf(request)) }),
    remove: async (request) => {
      await removeCvFile(deps, userId(request), request.params.id);
      return { message: t(request.locale, 'cv_file_deleted'), data: null };
    },
  });
  routes(app, API.cvQualifications, listHandlers(deps, LISTS.qualifications));
  routes(app, API.cvExperiences, listHandlers(deps, LISTS.experiences));
  routes(app, API.cvSkills, listHandlers(deps, LISTS.skills));
  routes(app, API.cvMemberships, listHandlers(deps, LISTS.memberships));
  routes(app, API.cvCourses, listHandlers(deps, LISTS.courses));
};
