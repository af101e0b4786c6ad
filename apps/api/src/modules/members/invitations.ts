import { and, eq, isNull, sql } from 'drizzle-orm';
import { INVITATION_DAYS, siteLink, type TCompanyRole, type TLocale, type TPendingInvitation } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { companies, companyInvitations, companyMembers, users } from '../../db/schema/index.ts';
import { signToken, verifyToken } from '../../db/signed-tokens.ts';
import type { TAppDeps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import type { TCompanyAccess } from '../../plugins/auth.ts';
import { displayName } from '../auth/user-dto.ts';
import { fillText, renderMail } from '../delivery/templates.ts';
import { companyJobIds, replaceMemberJobs } from './queries.ts';

const SECRET = 'company_invitation_secret';
const PURPOSE = 'company-invitation';
const DAY_MS = 86_400_000;

export type TInvitationRow = typeof companyInvitations.$inferSelect;
type TFormat = (date: Date) => string;

/** The link's token: the invitation's id, signed (db/signed-tokens.ts). Single use and expiry are the row's. */
export const invitationToken = (db: TDatabase, id: number): Promise<string> => signToken(db, SECRET, PURPOSE, String(id));

const ROLE_NAMES = {
  en: { owner: 'owner', recruiter: 'recruiter', viewer: 'hiring manager (viewer)' },
  ar: { owner: 'مالك', recruiter: 'مسؤول توظيف', viewer: 'مدير توظيف (مشاهد)' },
} as const satisfies Record<TLocale, Record<TCompanyRole, string>>;

const TEXTS = {
  en: {
    subject: '{inviter} invited you to {company} on Tawzeef',
    title: 'Join {company} on Tawzeef',
    body: '{inviter} invited you to join the hiring team of {company} as {role}.',
    next: 'The link works once, until {date}. Register a company account with this email, or log in if you have one that belongs to no company.',
    action: 'Accept the invitation',
  },
  ar: {
    subject: 'دعاك {inviter} إلى {company} في توظيف',
    title: 'انضم إلى {company} في توظيف',
    body: 'دعاك {inviter} للانضمام إلى فريق التوظيف في {company} بدور {role}.',
    next: 'يعمل الرابط مرة واحدة حتى {date}. سجّل حساب منشأة بهذا البريد، أو سجّل الدخول إن كان لديك حساب منشأة لا ينتمي إلى منشأة.',
    action: 'اقبل الدعوة',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

export const toPendingInvitation = (row: TInvitationRow, inviter: string | null, format: TFormat): TPendingInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: inviter,
  expires_at: format(row.expires_at),
});

/**
 * An owner invites a colleague by email: an open invitation to the same email is withdrawn and replaced (its link
 * stops working), and the mail goes out in the inviter's language with a link good once for INVITATION_DAYS days.
 */
export async function inviteMember(
  deps: Pick<TAppDeps, 'db' | 'notifier' | 'config' | 'now'>,
  access: TCompanyAccess,
  input: { email: string; role: TCompanyRole; job_ids?: number[] },
  locale: TLocale,
  format: TFormat,
): Promise<TPendingInvitation> {
  const { db } = deps;
  const email = input.email;
  const [member] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.user_id))
    .where(and(eq(companyMembers.company_id, access.companyId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (member) throw new HttpError(409, 'member_already_in_team');
  const wanted = input.role === 'viewer' ? (input.job_ids ?? []) : [];
  const jobIds = await companyJobIds(db, access.companyId, wanted);
  if (jobIds.length !== wanted.length) throw new HttpError(422, 'validation_failed', { job_ids: 'not_found_item' });
  const now = deps.now();
  const row = await db.transaction(async (tx) => {
    await tx
      .update(companyInvitations)
      .set({ revoked_at: now })
      .where(and(eq(companyInvitations.company_id, access.companyId), sql`lower(${companyInvitations.email}) = ${email}`, isNull(companyInvitations.accepted_at), isNull(companyInvitations.revoked_at)));
    const [created] = await tx
      .insert(companyInvitations)
      .values({ company_id: access.companyId, email, role: input.role, job_ids: jobIds, invited_by: access.userId, locale, created_at: now, expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS) })
      .returning();
    if (!created) throw new Error('invitation insert returned nothing');
    return created;
  });
  const [facts] = await db
    .select({ company: companies.foundation_name, company_en: companies.foundation_name_en, inviter: users })
    .from(companies)
    .innerJoin(users, eq(users.id, access.userId))
    .where(eq(companies.id, access.companyId))
    .limit(1);
  if (!facts) throw new Error('inviting company vanished');
  const inviter = displayName(facts.inviter, locale);
  const text = TEXTS[locale];
  const values = {
    inviter,
    company: (locale === 'en' && facts.company_en) || facts.company,
    role: ROLE_NAMES[locale][row.role],
    date: format(row.expires_at),
  };
  const token = await invitationToken(db, row.id);
  const mail = renderMail({
    locale,
    title: fillText(text.title, values),
    paragraphs: [fillText(text.body, values), fillText(text.next, values)],
    action: { label: text.action, url: siteLink(deps.config.publicUrl, locale, `/company-invitation?token=${encodeURIComponent(token)}`) },
  });
  await deps.notifier.mail({ to: email, subject: fillText(text.subject, values), ...mail, locale, purpose: 'company_invitation' });
  return toPendingInvitation(row, inviter, format);
}

/** The open invitation of a link: a changed or withdrawn one is 404, a used one 409, an expired one 410. */
export async function openInvitation(db: TDatabase, token: string, now: Date, { lock = false } = {}): Promise<TInvitationRow> {
  const payload = await verifyToken(db, SECRET, PURPOSE, token);
  const id = payload !== null && /^\d{1,10}$/.test(payload) ? Number(payload) : null;
  const query = id === null ? null : db.select().from(companyInvitations).where(eq(companyInvitations.id, id)).limit(1);
  const [row] = query ? await (lock ? query.for('update') : query) : [];
  if (!row || row.revoked_at) throw new HttpError(404, 'invitation_invalid');
  if (row.accepted_at) throw new HttpError(409, 'invitation_used');
  if (row.expires_at <= now) throw new HttpError(410, 'invitation_expired');
  return row;
}

/** What a link offers, for its landing page. */
export async function previewInvitation({ db, now }: Pick<TAppDeps, 'db' | 'now'>, token: string, locale: TLocale, format: TFormat) {
  const row = await openInvitation(db, token, now());
  const [facts] = await db
    .select({ company: companies.foundation_name, company_en: companies.foundation_name_en, inviter: users })
    .from(companies)
    .leftJoin(users, eq(users.id, row.invited_by ?? -1))
    .where(eq(companies.id, row.company_id))
    .limit(1);
  if (!facts) throw new HttpError(404, 'invitation_invalid');
  return {
    company: (locale === 'en' && facts.company_en) || facts.company,
    role: row.role,
    email: row.email,
    invited_by: facts.inviter ? displayName(facts.inviter, locale) : null,
    expires_at: format(row.expires_at),
  };
}

/**
 * The account joins the invitation's company, in the caller's transaction: the invitation is locked and checked
 * again (a link used meanwhile is 409), the email must be the invited one (403), the account must belong to no
 * company (403). Nobody joins otherwise.
 */
export async function joinByInvitation(tx: TDatabase, token: string, account: { id: number; email: string }, now: Date) {
  const row = await openInvitation(tx, token, now, { lock: true });
  if (row.email.toLowerCase() !== account.email.toLowerCase()) throw new HttpError(403, 'invitation_other_email');
  let member;
  try {
    [member] = await tx.insert(companyMembers).values({ company_id: row.company_id, user_id: account.id, role: row.role, invited_by: row.invited_by, created_at: now }).returning();
  } catch (error) {
    if (isUniqueViolation(error, 'company_members_user_id_unique')) throw new HttpError(403, 'invitation_has_company');
    throw error;
  }
  if (!member) throw new Error('member insert returned nothing');
  if (row.role === 'viewer') await replaceMemberJobs(tx, member.id, await companyJobIds(tx, row.company_id, row.job_ids));
  await tx.update(companyInvitations).set({ accepted_at: now, accepted_by: account.id }).where(eq(companyInvitations.id, row.id));
  return { member, companyId: row.company_id };
}

/** The logged-in COMPANY account accepts an invitation. */
export async function acceptInvitation({ db, now }: Pick<TAppDeps, 'db' | 'now'>, user: { id: number; email: string; company_id: number | null }, token: string, locale: TLocale) {
  if (user.company_id !== null) {
    await openInvitation(db, token, now());
    throw new HttpError(403, 'invitation_has_company');
  }
  const joined = await db.transaction(async (tx) => joinByInvitation(tx as unknown as TDatabase, token, user, now()));
  const [company] = await db.select({ name: companies.foundation_name, name_en: companies.foundation_name_en }).from(companies).where(eq(companies.id, joined.companyId)).limit(1);
  return { company_id: joined.companyId, company: (locale === 'en' && company?.name_en) || company?.name || '', role: joined.member.role };
}
