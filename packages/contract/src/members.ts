import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { ZId, ZIdParam } from './ids.ts';
import { COMPANY_ROLES, MEMBER_JOBS_MAX } from './values/members.ts';
import { JOB_STATUSES } from './jobs.ts';

const ZJobIds = z
  .array(ZId)
  .max(MEMBER_JOBS_MAX)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/v1/company/members/invitations: a colleague's email, their role, and (a viewer) the jobs shared with them. */
export const ZMemberInvitationInput = z.strictObject({ email: ZEmail, role: z.enum(COMPANY_ROLES), job_ids: ZJobIds.optional() });
export type TMemberInvitationInput = z.input<typeof ZMemberInvitationInput>;

/** PUT /api/v1/company/members/:id: the member's role (owners make another owner to hand the company over), and a viewer's jobs. */
export const ZMemberUpdate = z.strictObject({ role: z.enum(COMPANY_ROLES), job_ids: ZJobIds.optional() });
export type TMemberUpdate = z.input<typeof ZMemberUpdate>;

export const ZMemberParams = z.object({ id: ZIdParam });

/** The token of an invitation link (`<id>.<signature>`). */
const ZInvitationToken = z.string().trim().min(1).max(300);
/** POST /api/v1/company/invitations/accept: the logged-in COMPANY account joins. */
export const ZAcceptInvitation = z.strictObject({ token: ZInvitationToken });
export const ZInvitationQuery = z.object({ token: ZInvitationToken });

const ZJobRef = z.object({ id: z.number().int(), title: z.string() });

export const ZMember = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  /** A viewer's shared jobs (empty for owners and recruiters, who see every job). */
  jobs: z.array(ZJobRef),
  is_me: z.boolean(),
  joined_at: z.string(),
});
export type TMember = z.infer<typeof ZMember>;

export const ZPendingInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});
export type TPendingInvitation = z.infer<typeof ZPendingInvitation>;

/** A member's daily digest of new applicants to their jobs (decision 126): on unless they turned it off. */
const MEMBER_DIGEST_STATES = ['on', 'off'] as const;
/** PUT /api/v1/company/members/me/digest: the caller turns their digest on or off. */
export const ZMemberDigestInput = z.strictObject({ digest: z.enum(MEMBER_DIGEST_STATES) });
export const ZMemberDigest = z.object({ digest: z.enum(MEMBER_DIGEST_STATES) });
/** The digest the link turned off, and the member's language (the confirmation speaks it). */
export const ZMemberDigestOff = z.object({ digest: z.literal('off'), locale: z.enum(['ar', 'en']) });

/** GET /api/v1/company/members: the team; owners also see the pending invitations and the jobs they may share. */
export const ZMembers = z.object({
  /** The caller's membership, with their daily digest of new applicants (decision 126). */
  me: z.object({ id: z.number().int(), role: z.enum(COMPANY_ROLES), digest: z.enum(MEMBER_DIGEST_STATES) }),
  items: z.array(ZMember),
  invitations: z.array(ZPendingInvitation),
  /**
   * The company's jobs to share with a viewer (owners only; empty for others): those that have applicants to read
   * (live, paused, expired or closed), each with its state (decision 148); never a draft, an unpaid or a held ad.
   */
  jobs: z.array(ZJobRef.extend({ status: z.enum(JOB_STATUSES) })),
});
export type TMembers = z.infer<typeof ZMembers>;

/** What an invitation link offers, for its landing page (nothing about the company is secret: its name and the role). */
export const ZInvitationPreview = z.object({
  company: z.string(),
  role: z.enum(COMPANY_ROLES),
  email: z.string(),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

export const ZJoinedCompany = z.object({ company_id: z.number().int(), company: z.string(), role: z.enum(COMPANY_ROLES) });
