/** The plain values of a company's hiring team: no Zod, so the header can ask what a member may open without loading the schemas (decision 061). */

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
  /** Answer the company's reviews publicly (decision 131). */
  'reviews',
] as const;
export type TCompanyCapability = (typeof COMPANY_CAPABILITIES)[number];

const RECRUITER: readonly TCompanyCapability[] = ['company:read', 'jobs:read', 'jobs:write', 'applicants:read', 'applicants:annotate', 'applicants:write', 'candidates', 'messages', 'reviews'];
export const ROLE_CAPABILITIES: Readonly<Record<TCompanyRole, readonly TCompanyCapability[]>> = {
  owner: COMPANY_CAPABILITIES,
  recruiter: RECRUITER,
  viewer: ['company:read', 'applicants:read', 'applicants:annotate'],
};

/** Whether a member of this role may do this (null: not a member of any company). */
export const companyCan = (role: TCompanyRole | null | undefined, capability: TCompanyCapability): boolean => !!role && ROLE_CAPABILITIES[role].includes(capability);

/** The roles whose members may do this (the API's queries, e.g. who of a team reads its conversations: decision 125). */
export const rolesWith = (capability: TCompanyCapability): TCompanyRole[] => COMPANY_ROLES.filter((role) => companyCan(role, capability));

/** How long an invitation link is good for. */
export const INVITATION_DAYS = 7;
/** Jobs shared with one viewer at most. */
export const MEMBER_JOBS_MAX = 200;
