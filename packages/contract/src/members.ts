import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { ZId, ZIdParam } from './ids.ts';

/**
 * A company's hiring team (decision 116): members with a role, invited by email. The table of what each role may do
 * lives here so that the API authorises by it (`requireCompany(request, capability)`) and the web's navigation shows
 * only what the member may open.
 */
export const COMPANY_ROLES = ['owner', 'recruiter', 'viewer'] as const;
export type TCompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_CAPABILITIES = [
  /** Read the company's own profile (its name on every company page). */
  'company:read',
  /** Change the company's profile and registration, delete the company account. */
  'company:write',
  /** Payments, checkout and tax invoices. */
  'billing',
  /** Invite, change and remove members. */
  'members',
  'jobs:read',
  'jobs:write',
  /** Read applicants; a viewer only those of the jobs shared with them. */
  'applicants:read',
  /** Notes and ratings on applicants (a viewer too, on the jobs shared with them). */
  'applicants:annotate',
  /** Stages, tags, bulk actions. */
  'applicants:write',
  /** Candidate search and talent pools. */
  'candidates',
  /** Conversations with job seekers. */
  'messages',
] as const;
export type TCompanyCapability = (typeof COMPANY_CAPABILITIES)[number];

const RECRUITER: readonly TCompanyCapability[] = ['company:read', 'jobs:read', 'jobs:write', 'applicants:read', 'applicants:annotate', 'applicants:write', 'candidates', 'messages'];
export const ROLE_CAPABILITIES: Readonly<Record<TCompanyRole, readonly TCompanyCapability[]>> = {
  owner: COMPANY_CAPABILITIES,
  recruiter: RECRUITER,
  viewer: ['company:read', 'applicants:read', 'applicants:annotate'],
};

/** Whether a member of this role may do this (null: not a member of any company). */
export const companyCan = (role: TCompanyRole | null | undefined, capability: TCompanyCapability): boolean => !!role && ROLE_CAPABILITIES[role].includes(capability);

/** How long an invitation link is good for. */
export const INVITATION_DAYS = 7;
/** Jobs shared with one viewer at most. */
export const MEMBER_JOBS_MAX = 200;

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

/** GET /api/v1/company/members: the team; owners also see the pending invitations and the jobs they may share. */
export const ZMembers = z.object({
  me: z.object({ id: z.number().int(), role: z.enum(COMPANY_ROLES) }),
  items: z.array(ZMember),
  invitations: z.array(ZPendingInvitation),
  /** The company's jobs to share with a viewer (owners only; empty for others). */
  jobs: z.array(ZJobRef),
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
