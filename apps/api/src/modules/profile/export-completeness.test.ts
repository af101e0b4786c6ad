import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { TDatabaseHandle } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers } from '../../test/harness.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';

/**
 * "Download my data" holds every table a person's data lives in (decision 089). The tables that point at an account
 * are read from the Drizzle schema: each such column is either exported (where in the JSON) or excused (why). A new
 * table or column pointing at users fails here until it is given one or the other.
 */
const EXPORTED: Record<string, string> = {
  'sessions.user_id': 'sessions',
  'seeker_profiles.user_id': 'cv.summary',
  'seeker_majors.user_id': 'cv.prominent_major_ids',
  'qualifications.user_id': 'cv.qualifications',
  'experiences.user_id': 'cv.experiences',
  'skills.user_id': 'cv.skills',
  'memberships.user_id': 'cv.memberships',
  'courses.user_id': 'cv.courses',
  'cv_languages.user_id': 'cv.languages',
  'files.owner_id': 'cv.files',
  'applications.user_id': 'activity.applications',
  'application_events.actor_user_id': 'activity.applications.0.stages',
  'saved_jobs.user_id': 'activity.saved_jobs',
  'job_alerts.user_id': 'activity.job_alerts',
  'cv_views.seeker_id': 'activity.cv_views',
  'conversations.seeker_id': 'activity.conversations',
  'messages.sender_id': 'activity.conversations.0.messages',
  'messages.recipient_id': 'activity.conversations.0.messages',
  'message_blocks.seeker_id': 'activity.blocked_companies',
  'message_reports.reporter_id': 'activity.message_reports',
  'comments.author_id': 'activity.comments',
  'comment_reports.reporter_id': 'activity.comment_reports',
  'company_reviews.author_id': 'activity.company_reviews',
  'company_review_reports.reporter_id': 'activity.review_reports',
  'job_reports.reporter_id': 'activity.job_reports',
  'contact_messages.user_id': 'activity.contact_messages',
  'terms_acceptances.user_id': 'activity.terms_acceptances',
  'oauth_accounts.user_id': 'activity.sign_in_methods',
  'mail_preferences.user_id': 'activity.mail_preferences',
  'cv_print_options.user_id': 'activity.cv_print_options',
  'seeker_company_view.user_id': 'activity.company_view',
  'seeker_cv_files.user_id': 'activity.cv_files',
  'message_channels.user_id': 'activity.phone_channels',
  'channel_consents.user_id': 'activity.channel_consents',
  'job_dismissals.user_id': 'activity.dismissed_jobs',
  'recommendation_mails.user_id': 'activity.recommendation_mail',
};

const ADMINISTRATOR = "an administrator's act, recorded under the administrator, not a job seeker's data";
const EXCUSED: Record<string, string> = {
  'totp_factors.user_id': 'the second step’s authenticator key (decision 160): a secret, which a copy in the download would hand to whoever reads the file',
  'recovery_codes.user_id': 'the second step’s recovery codes (decision 160), kept only as hashes: secrets, and unreadable besides',
  'passkeys.user_id': 'the passkeys’ credential ids and public keys (decision 165): sign-in machinery, listed with their names on /account-security',
  'passkey_challenges.user_id': 'a passkey ceremony’s challenge (decision 165): five minutes long, gone once answered',
  'audit_log.actor_id': ADMINISTRATOR,
  'comments.moderated_by': ADMINISTRATOR,
  'company_reviews.moderated_by': ADMINISTRATOR,
  'company_reviews.reply_by': "the company member who answered a review (decision 131): a company account's act",
  'contact_messages.handled_by': ADMINISTRATOR,
  'job_reports.resolved_by': ADMINISTRATOR,
  'message_reports.resolved_by': ADMINISTRATOR,
  'jobs.unpublished_by': ADMINISTRATOR,
  'payments.reviewed_by': ADMINISTRATOR,
  'payments.credited_by': ADMINISTRATOR,
  'posts.created_by': ADMINISTRATOR,
  'settings.updated_by': ADMINISTRATOR,
  'site_pages.updated_by': ADMINISTRATOR,
  'companies.verified_by': ADMINISTRATOR,
  'companies.user_id': "a company account's own record (decision 041), which a job seeker has none of",
  'company_members.user_id': "a company account's membership of its hiring team (decision 116), which a job seeker has none of",
  'company_members.invited_by': "the company member who invited a colleague (decision 116): a company account's act",
  'company_invitations.invited_by': "the company member who sent an invitation (decision 116): a company account's act",
  'company_invitations.accepted_by': "the company account that joined through an invitation (decision 116), never a job seeker's",
  'jobs.created_by': "the company member who posted the job (decision 116): a company account's act",
  'jobs.updated_by': "the company member who last changed the job (decision 116): a company account's act",
  'candidate_search.user_id': 'a copy of the CV kept for companies’ search, built from the exported CV and account',
  'idempotency_keys.user_id': 'the keys a client sent with its writes (decision 093): a technical record of retries, holding nothing the person wrote',
  'talent_pool_members.seeker_id': "a company's own list of candidates: the company's record, not the person's",
  'message_notices.recipient_id': 'when the last unread-messages mail went: bookkeeping of the hourly mail limit',
  'application_notes.author_id': "a company's private note on an applicant (decision 111), recorded under the account that wrote it: the company's record, never shown to the job seeker",
  'application_ratings.rater_id': "a company's private rating of an applicant (decision 111), recorded under the account that rated: the company's record, never shown to the job seeker",
  'application_tags.added_by': "the company member who put a tag on an applicant (decision 127): the company's record, never shown to the job seeker",
  'application_bulk_actions.actor_id': "a company's record of a bulk action it ran on its applicants (decision 111), under the account that ran it",
  'verification_codes.user_id': 'hashed one-time codes that live minutes: secrets, never shown to anyone',
  'message_templates.created_by': "the company member who wrote a message template (decision 128): a company account's act",
  'message_templates.updated_by': "the company member who last changed a message template (decision 128): a company account's act",
  'messages.sent_by': "the company member who wrote a company's message (decision 125): a company account's act; the message itself is exported under the conversation",
  'posting_credit_spends.spent_by': "the company member who spent a posting credit (decision 130): a company account's act",
  'saved_searches.user_id': "a company member's saved candidate search (decision 129), which a job seeker has none of",
  'channel_messages.user_id': 'SMS and WhatsApp messages waiting for quiet hours or the daily cap (decision 140): a queue emptied as they leave, holding only counts and the words of the alerts and applications exported here',
  'saved_search_candidates.seeker_id': "a company's record of which visible candidates its saved search has already announced (decision 129): the company's record, as its talent pools are",
};

/** Every column of the schema with a foreign key to users, as `table.column`. */
function columnsPointingAtUsers(): string[] {
  const found: string[] = [];
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      if (reference.foreignTable === schema.users) found.push(...reference.columns.map((column) => `${config.name}.${column.name}`));
    }
  }
  return found.sort();
}

/** The value at a dotted path (`activity.applications.0.stages`). */
function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);
}

/**
 * The facts of the JSON a reader looks for on the readable page: every text and number leaf, without the parts
 * that only a program reads (ids, file keys and addresses, the sessions' details, the alerts' search filters, the
 * CV's completeness), coded values (shown by their name in the page's language), and timestamps (shown to the minute).
 */
const CODED = new Set(['channel', 'action', 'via', 'opted_out_via', 'stage', 'status', 'type', 'level', 'qualification_type', 'frequency', 'source', 'reason', 'answer', 'msg_type', 'from', 'locale', 'sex', 'social_status', 'job_type', 'kind', 'provider', 'hear_by_id', 'content_type', 'file_kind', 'views', 'birthdate_calendar', 'relationship', 'outcome', 'language']);
const PROGRAM_ONLY = new Set(['sessions', 'filters', 'completeness', 'url', 'key', 'size', 'width', 'height', 'is_visible', 'is_current', 'is_paused', 'message_mails', 'print_nationality', 'print_birthdate', 'print_sex', 'print_drive_licence', 'duration_minutes', 'prominent_major_ids']);
function factsOf(value: unknown, path = ''): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => factsOf(item, `${path}.${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => {
      if (PROGRAM_ONLY.has(key) || CODED.has(key) || key === 'id' || key.endsWith('_id') || key === 'at' || key.endsWith('_at') || key === 'reply_to') return [];
      return factsOf(child, path ? `${path}.${key}` : key);
    });
  }
  if (typeof value === 'string' && value !== '') return [[path, value]];
  if (typeof value === 'number') return [[path, String(value)]];
  return [];
}
/** A page's text as a reader sees it: no tags, entities read, no direction marks. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\u2066-\u2069]/g, '');

describe('what "download my data" covers', () => {
  it('exports or excuses, with a reason, every column that points at an account', () => {
    const columns = columnsPointingAtUsers();
    expect(columns.length).toBeGreaterThan(30);
    const unaccounted = columns.filter((column) => !(column in EXPORTED) && !(column in EXCUSED));
    expect(unaccounted, 'a table points at users: export it in "download my data" or excuse it here with a reason').toEqual([]);
    expect(Object.keys(EXPORTED).filter((column) => column in EXCUSED)).toEqual([]);
    expect([...Object.keys(EXPORTED), ...Object.keys(EXCUSED)].filter((column) => !columns.includes(column)), 'no longer in the schema').toEqual([]);
  });
});

const drivers = await testDrivers();

describe.each(drivers)('a job seeker who has used everything, on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds a row of every exported table in the JSON, and each interview with its date, place, link and answer', async () => {
    const { db } = database;
    const company = await readyCompany(app, database, { name: 'الأفق للتقنية' });
    const job = await insertLiveJob(database, company.companyId, { title: 'Senior Accountant' });
    const me = await signUp(app);
    const [major] = await db.select({ id: schema.majors.id }).from(schema.majors).limit(1);
    const [post] = await db.insert(schema.posts).values({ kind: 'blog', category: 'cv_tips', title_en: 'Writing a CV', title_ar: 'كتابة السيرة', summary_en: 'How to write a CV.', summary_ar: 'كيف تكتب سيرتك.', body_en: '<p>Start with your experience.</p>', body_ar: '<p>ابدأ بخبرتك.</p>', author_name: 'Tawzeef', published_at: new Date() }).returning();
    await db.insert(schema.seekerProfiles).values({ user_id: me.id, summary: 'Accountant with ten years of SAP.' });
    await db.insert(schema.seekerMajors).values({ user_id: me.id, major_id: major!.id, position: 1 });
    await db.insert(schema.qualifications).values({ user_id: me.id, qualification_type: 'bachelor', university: 'King Saud University', study_field: 'Accounting' });
    await db.insert(schema.experiences).values({ user_id: me.id, company_name: 'Almarai', job_title: 'Accountant', start_date: '2015-01-01', is_current: true });
    await db.insert(schema.skills).values({ user_id: me.id, skill_name: 'SAP FI', level: 'high' });
    await db.insert(schema.memberships).values({ user_id: me.id, role_name: 'Member of SOCPA', member_from: '2016-01-01' });
    await db.insert(schema.courses).values({ user_id: me.id, title: 'IFRS in practice', total_hours: 40, type: 'course' });
    await db.insert(schema.cvLanguages).values({ user_id: me.id, language: 'en', level: 'fluent' });
    await db.insert(schema.cvPrintOptions).values({ user_id: me.id, print_birthdate: true });
    const [cvFile] = await db.insert(schema.files).values({ key: randomBytes(16).toString('hex'), owner_id: me.id, kind: 'cv', content_type: 'application/pdf', size: 1000, original_name: 'my-cv.pdf' }).returning();
    await db.insert(schema.seekerCvFiles).values({ file_id: cvFile!.id, user_id: me.id, label: 'Arabic CV' });
    const [application] = await db.insert(schema.applications).values({ job_id: job.id, user_id: me.id, cv_snapshot: {}, stage: 'submitted', withdrawn_at: new Date() }).returning();
    await db.insert(schema.applicationEvents).values({ application_id: application!.id, stage: 'submitted', actor_user_id: me.id });
    await db.insert(schema.savedJobs).values({ user_id: me.id, job_id: job.id });
    await db.insert(schema.jobAlerts).values({ user_id: me.id, email: me.account.email, frequency: 'daily', next_due_at: new Date() });
    await db.insert(schema.cvViews).values({ company_id: company.companyId, seeker_id: me.id, day: '2026-02-01', first_at: new Date(), last_at: new Date(), count: 2, source: 'search' });
    const [conversation] = await db.insert(schema.conversations).values({ company_id: company.companyId, seeker_id: me.id, job_id: job.id }).returning();
    const [invitation, answer] = await db
      .insert(schema.messages)
      .values([
        { conversation_id: conversation!.id, sender_id: company.id, recipient_id: me.id, msg_type: 'interview', body: null },
        { conversation_id: conversation!.id, sender_id: me.id, recipient_id: company.id, msg_type: 'text', body: 'See you there.' },
      ])
      .returning();
    await db.insert(schema.interviewInvitations).values({
      message_id: invitation!.id,
      starts_at: new Date('2026-03-01T07:00:00Z'),
      duration_minutes: 45,
      location: 'Olaya Street, Riyadh',
      video_url: 'https://meet.example.com/abc',
      status: 'accepted',
      response_note: 'I will be there.',
      responded_at: new Date(),
    });
    await db.insert(schema.messageReports).values({ message_id: answer!.id, reporter_id: me.id, reason: 'spam' });
    await db.insert(schema.messageBlocks).values({ seeker_id: me.id, company_id: company.companyId });
    const [comment] = await db.insert(schema.comments).values({ post_id: post!.id, author_id: me.id, body: 'Very useful, thank you.' }).returning();
    await db.insert(schema.commentReports).values({ comment_id: comment!.id, reporter_id: me.id });
    const [review] = await db
      .insert(schema.companyReviews)
      .values({ company_id: company.companyId, author_id: me.id, kind: 'employer', relationship: 'former_employee', language: 'en', title: 'Good place to learn', rating_overall: 4, rating_pay: 3, rating_management: 5, rating_balance: 2, rating_growth: 4, pros: 'Kind colleagues.', cons: 'Long hours in closing.', status: 'published', reply_body: 'Thank you for your words.', reply_at: new Date() })
      .returning();
    const other = await signUp(app);
    const [reviewOfOther] = await db.insert(schema.companyReviews).values({ company_id: company.companyId, author_id: other.id, kind: 'interview', relationship: 'applicant', language: 'en', title: 'A fair interview', rating_overall: 3, questions: 'Tell us about IFRS 16.', difficulty: 3, outcome: 'offer', status: 'published' }).returning();
    await db.insert(schema.companyReviewReports).values({ review_id: reviewOfOther!.id, reporter_id: me.id, reason: 'harassment', note: 'Insults a team.' });
    expect(review).toBeDefined();
    await db.insert(schema.jobReports).values({ job_id: job.id, reporter_id: me.id, reporter_key: `account:${me.id}`, address_hash: 'x', reason: 'scam', note: 'Asks for a fee.' });
    await db.insert(schema.contactMessages).values([
      { name: 'Sara', email: me.account.email, subject: 'My CV', message: 'Sent while logged in.', locale: 'en', user_id: me.id, address_hash: 'x' },
      { name: 'Sara', email: me.account.email.toUpperCase(), subject: 'Before I registered', message: 'Sent from my address while logged out.', locale: 'en', address_hash: 'x' },
      { name: 'Someone else', email: 'other@example.com', subject: 'Not mine', message: 'Another person’s message.', locale: 'en', address_hash: 'x' },
    ]);
    await db.insert(schema.oauthAccounts).values({ user_id: me.id, provider: 'google', subject: `google-${me.id}`, email: me.account.email });
    await db.insert(schema.mailPreferences).values({ user_id: me.id, message_mails: false });
    const phone = `+9665${String(me.id).padStart(8, '0')}`;
    await db.insert(schema.messageChannels).values({ user_id: me.id, channel: 'whatsapp', phone, alerts: true, news: false, quiet_from: 23, quiet_to: 7, opted_in_at: new Date(), confirmed_at: new Date(), confirmed_by: 'phone_code' });
    await db.insert(schema.channelConsents).values([
      { user_id: me.id, channel: 'whatsapp', phone, action: 'opt_in', via: 'phone_code' },
      { user_id: me.id, channel: 'sms', phone, action: 'opt_out', via: 'stop_reply' },
    ]);
    await db.insert(schema.jobDismissals).values({ user_id: me.id, job_id: job.id });
    await db.insert(schema.recommendationMails).values({ user_id: me.id, locale: 'en', next_due_at: new Date() });

    const exported = (await me.call('GET', '/api/v1/user/export', undefined, 'en')).json();
    for (const [column, path] of Object.entries(EXPORTED)) {
      const value = at(exported, path);
      expect(Array.isArray(value) ? value.length : value, `${column} → ${path}`).toBeTruthy();
    }
    expect(exported.activity.contact_messages.map((m: { subject: string }) => m.subject)).toEqual(['My CV', 'Before I registered']);
    expect(exported.activity.terms_acceptances).toEqual([expect.objectContaining({ source: 'register', terms_version: expect.any(Number), privacy_version: expect.any(Number) })]);
    expect(exported.activity.conversations[0].messages[0].interview).toEqual(
      expect.objectContaining({ duration_minutes: 45, location: 'Olaya Street, Riyadh', video_url: 'https://meet.example.com/abc', answer: 'accepted', answer_note: 'I will be there.', starts_at: expect.stringMatching(/^2026-03-01T/) }),
    );
    expect(exported.activity.comments).toEqual([expect.objectContaining({ body: 'Very useful, thank you.', post_title: 'Writing a CV' })]);

    // The readable page holds the same facts: every value a person wrote or chose is in its text, in both languages.
    for (const locale of ['en', 'ar'] as const) {
      const page = textOf((await me.call('GET', '/api/v1/user/export?format=html', undefined, locale)).body);
      const json = (await me.call('GET', '/api/v1/user/export', undefined, locale)).json();
      const missing = factsOf(json).filter(([, fact]) => !page.includes(fact));
      expect(missing, locale).toEqual([]);
    }
    expect(textOf((await me.call('GET', '/api/v1/user/export?format=html', undefined, 'en')).body)).toContain('Interview: 2026-03-01');
  });
});
