import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompany } from '../../plugins/auth.ts';
import { requireRecentSecondStep } from '../auth/step-up.ts';
import { routes } from '../../plugins/route.ts';
import { acceptInvitation, inviteMember, previewInvitation } from './invitations.ts';
import { listMembers, removeMember, revokeInvitation, updateMember } from './service.ts';
import { setOwnDigest } from './digest-switch.ts';

const formatOf = (request: FastifyRequest) => (date: Date): string => request.formatDate(date);

/** /api/v1/company/members and /api/v1/company/invitations: a company's hiring team (decision 116). */
export const memberRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.companyMembers, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listMembers(deps, requireCompany(request, 'company:read'), request.locale, formatOf(request)) }),
    invite: async (request) => ({
      message: t(request.locale, 'member_invited'),
      data: await inviteMember(deps, requireCompany(request, 'members'), request.body, request.locale, formatOf(request)),
    }),
    revoke: async (request) => {
      await revokeInvitation(deps, requireCompany(request, 'members'), request.params.id);
      return { message: t(request.locale, 'member_invitation_withdrawn'), data: null };
    },
    update: async (request) => {
      const access = requireCompany(request, 'members');
      // Making a member owner hands the company over: it cannot be undone by the one who gave it (decision 166).
      if (request.body.role === 'owner') await requireRecentSecondStep(deps.db, requireAuth(request));
      return { message: t(request.locale, 'member_updated'), data: await updateMember(deps, access, request.params.id, request.body, request.locale, formatOf(request)) };
    },
    // Any member may leave (their own id); removing another takes an owner: the service decides.
    remove: async (request) => ({ message: t(request.locale, `member_${await removeMember(deps, requireCompany(request, 'company:read'), request.params.id)}`), data: null }),
  });
  routes(app, API.memberDigest, {
    set: async (request) => {
      const data = await setOwnDigest(deps.db, requireCompany(request, 'company:read'), request.body.digest, deps.now());
      return { message: t(request.locale, `member_digest_${data.digest}`), data };
    },
  });
  routes(app, API.companyInvitations, {
    preview: async (request) => ({ message: t(request.locale, 'success'), data: await previewInvitation(deps, request.query.token, request.locale, formatOf(request)) }),
    accept: async (request) => ({ message: t(request.locale, 'invitation_joined'), data: await acceptInvitation(deps, requireAuth(request).user, request.body.token, request.locale) }),
  });
};
