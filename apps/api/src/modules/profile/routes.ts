import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZContactInfo,
  ZCourse,
  ZCourseItem,
  ZDeleteAccount,
  ZErrorEnvelope,
  ZExperience,
  ZExperienceItem,
  ZInfo,
  ZItemParams,
  ZJobRequired,
  ZMembership,
  ZMembershipItem,
  ZPersonalInfo,
  ZProminentMajors,
  ZQualification,
  ZQualificationItem,
  ZSkill,
  ZSkillItem,
  ZSocialContacts,
  ZId,
  ZVisibility,
  envelope,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { LISTS, createItem, deleteItem, listItems, toItemDto, updateItem, type TListSpec } from './lists.ts';
import {
  attachProfileFile,
  saveContactInfo,
  saveInfo,
  saveJobRequired,
  savePersonalInfo,
  saveProminentMajors,
  saveSocialContacts,
  saveVisibility,
} from './service.ts';
import { deleteAccount, exportPersonalData } from './account.ts';
import { removeFileById } from './account.ts';
import { findUserById } from '../auth/queries.ts';
import { requestEmailVerification } from '../verification/service.ts';

const seekersOnly = { roles: ['USER'] as const };
const errors = { 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope, 422: ZErrorEnvelope };
const saved = envelope(z.null());

/** The job seeker's CV: /api/v1/user/profile/<section> and /api/v1/user/<list>[/:id]. */
export const profileRoutes = (deps: TAppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const userId = (request: FastifyRequest) => requireAuth(request).user.id;
    const done = (request: FastifyRequest) => ({ message: t(request.locale, 'profile_saved'), data: null });

    const section = <S extends z.ZodType>(path: string, summary: string, body: S, save: (userId: number, input: z.output<S>) => Promise<unknown>) =>
      app.put(`/user/profile/${path}`, {
        config: seekersOnly,
        schema: { tags: ['profile'], summary, security: [{ bearerAuth: [] }], body, response: { 200: saved, ...errors } },
      }, async (request) => {
        await save(userId(request), request.body as z.output<S>);
        return done(request);
      });

    section('personal-info', 'Names, birth date, nationality, sex, marital status, driving licence, country and city', ZPersonalInfo, (id, input) => savePersonalInfo(db, id, input));
    section('contact-info', 'Email and phone; changing either needs current_password, and a new email gets a confirmation link', ZContactInfo, async (id, input) => {
      const { emailChanged } = await saveContactInfo(db, id, input);
      const user = emailChanged ? await findUserById(db, id) : undefined;
      if (user) {
        await requestEmailVerification({ db, notifier: deps.notifier, publicUrl: deps.config.publicUrl, now: deps.now }, user, user.locale, '');
      }
    });
    section('info', 'Major, sector and a short professional summary', ZInfo, (id, input) => saveInfo(db, id, input));
    section('majors', 'The prominent majors, at most five, in order', ZProminentMajors, (id, input) => saveProminentMajors(db, id, input.major_ids));
    section('job-required', 'The desired job', ZJobRequired, (id, input) => saveJobRequired(db, id, input));
    section('social-contacts', 'Links to social accounts (http or https)', ZSocialContacts, (id, input) => saveSocialContacts(db, id, input));
    section('visibility', 'Whether companies find this CV in candidate search', ZVisibility, (id, input) => saveVisibility(db, id, input.is_visible));
    for (const slot of ['photo', 'cv'] as const) {
      section(slot, `Attach an uploaded ${slot} (POST /api/v1/files?kind=${slot} first), or null to remove it`, z.object({ file_id: ZId.nullable() }), async (id, input) => {
        const replaced = await attachProfileFile(db, id, slot, input.file_id);
        if (replaced) await removeFileById(deps, id, replaced);
      });
    }

    const list = (spec: TListSpec, input: z.ZodType, item: z.ZodType, summary: string) => {
      const base = `/user/${spec.name}`;
      const common = { config: seekersOnly, schema: { tags: ['profile'], security: [{ bearerAuth: [] }] } } as const;
      app.get(base, { ...common, schema: { ...common.schema, summary: `List ${summary}`, response: { 200: envelope(z.array(item)), ...errors } } }, async (request) => ({
        message: t(request.locale, 'success'),
        data: (await listItems(db, spec, userId(request))).map((row) => toItemDto(row, (d) => request.formatDate(d))),
      }));
      app.post(base, { ...common, schema: { ...common.schema, summary: `Add ${summary}`, body: input, response: { 201: envelope(item), ...errors } } }, async (request, reply) => {
        const row = await createItem(db, spec, userId(request), request.body as Record<string, unknown>);
        return reply.code(201).send({ message: t(request.locale, 'item_added'), data: toItemDto(row, (d) => request.formatDate(d)) });
      });
      app.put(`${base}/:id`, { ...common, schema: { ...common.schema, summary: `Change ${summary}`, params: ZItemParams, body: input, response: { 200: envelope(item), ...errors } } }, async (request) => {
        const row = await updateItem(deps, spec, userId(request), (request.params as { id: number }).id, request.body as Record<string, unknown>);
        return { message: t(request.locale, 'item_updated'), data: toItemDto(row, (d) => request.formatDate(d)) };
      });
      app.delete(`${base}/:id`, { ...common, schema: { ...common.schema, summary: `Delete ${summary}`, params: ZItemParams, response: { 200: saved, ...errors } } }, async (request) => {
        await deleteItem(deps, spec, userId(request), (request.params as { id: number }).id);
        return { message: t(request.locale, 'item_deleted'), data: null };
      });
    };
    list(LISTS.qualifications, ZQualification, ZQualificationItem, 'a qualification');
    list(LISTS.experiences, ZExperience, ZExperienceItem, 'a work experience');
    list(LISTS.skills, ZSkill, ZSkillItem, 'a skill');
    list(LISTS.memberships, ZMembership, ZMembershipItem, 'a membership (sensitive: optional)');
    list(LISTS.courses, ZCourse, ZCourseItem, 'a course or training');

    app.get('/user/export', {
      config: seekersOnly,
      schema: { tags: ['profile'], summary: 'Download my data: everything stored about the caller, as JSON', security: [{ bearerAuth: [] }] },
    }, async (request, reply) => {
      const data = await exportPersonalData(db, userId(request), (d) => request.formatDate(d));
      return reply
        .header('Content-Disposition', `attachment; filename="tawzeef-my-data-${new Date().toISOString().slice(0, 10)}.json"`)
        .header('Cache-Control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    });

    app.delete('/user/account', {
      config: seekersOnly,
      schema: { tags: ['profile'], summary: 'Delete my account: confirms with the password, removes personal data and files, ends every session', security: [{ bearerAuth: [] }], body: ZDeleteAccount, response: { 200: saved, ...errors } },
    }, async (request) => {
      await deleteAccount(deps, userId(request), request.body.password);
      return { message: t(request.locale, 'account_deleted'), data: null };
    });
  };
