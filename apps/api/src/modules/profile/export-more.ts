import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import {
  commentReports,
  comments,
  companies,
  contactMessages,
  channelConsents,
  cvPrintOptions,
  interviewInvitations,
  jobDismissals,
  jobReports,
  jobs,
  mailPreferences,
  messageBlocks,
  messageChannels,
  messageReports,
  oauthAccounts,
  posts,
  recommendationMails,
  termsAcceptances,
} from '../../db/schema/index.ts';
import { companyNameIn } from '../companies/dto.ts';
import type { TFormat } from './account.ts';
import { companyViewChoicesOf } from './company-view.ts';
import { listCvFiles } from './cv-files.ts';

/**
 * The rest of what a person left on the platform, for "download my data" (decision 089): comments on posts and the
 * comments they reported, jobs they reported, messages they sent through the contact page (by account, or from the
 * account's email address while logged out), the terms and privacy versions they accepted, the companies they
 * blocked and the messages they reported, their sign-in links, mail preferences, CV print choices, what companies see and their CV files' names.
 */
export async function exportMore(db: TDatabase, userId: number, email: string, locale: TLocale, formatDate: TFormat) {
  const title = locale === 'en' ? sql<string | null>`coalesce(${posts.title_en}, ${posts.title_ar})` : sql<string | null>`coalesce(${posts.title_ar}, ${posts.title_en})`;
  const [written, reported, jobReportRows, contacts, accepted, blocked, messageReportRows, links, preferences, printOptions, companyView, cvFiles, channels, consents, dismissed, weekly] = await Promise.all([
    db.select({ comment: comments, post_title: title }).from(comments).innerJoin(posts, eq(posts.id, comments.post_id)).where(eq(comments.author_id, userId)).orderBy(asc(comments.id)),
    db
      .select({ report: commentReports, body: comments.body })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.comment_id))
      .where(eq(commentReports.reporter_id, userId))
      .orderBy(asc(commentReports.id)),
    db
      .select({ report: jobReports, job_title: jobs.title })
      .from(jobReports)
      .innerJoin(jobs, eq(jobs.id, jobReports.job_id))
      .where(eq(jobReports.reporter_id, userId))
      .orderBy(asc(jobReports.id)),
    db
      .select()
      .from(contactMessages)
      .where(or(eq(contactMessages.user_id, userId), and(isNull(contactMessages.user_id), sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`)))
      .orderBy(asc(contactMessages.id)),
    db.select().from(termsAcceptances).where(eq(termsAcceptances.user_id, userId)).orderBy(asc(termsAcceptances.id)),
    db
      .select({ block: messageBlocks, company: { foundation_name: companies.foundation_name, foundation_name_en: companies.foundation_name_en } })
      .from(messageBlocks)
      .innerJoin(companies, eq(companies.id, messageBlocks.company_id))
      .where(eq(messageBlocks.seeker_id, userId))
      .orderBy(desc(messageBlocks.created_at)),
    db.select().from(messageReports).where(eq(messageReports.reporter_id, userId)).orderBy(asc(messageReports.created_at)),
    db.select().from(oauthAccounts).where(eq(oauthAccounts.user_id, userId)).orderBy(asc(oauthAccounts.id)),
    db.select().from(mailPreferences).where(eq(mailPreferences.user_id, userId)),
    db.select().from(cvPrintOptions).where(eq(cvPrintOptions.user_id, userId)),
    companyViewChoicesOf(db, userId),
    listCvFiles(db, userId, formatDate),
    db.select().from(messageChannels).where(eq(messageChannels.user_id, userId)).orderBy(asc(messageChannels.channel)),
    db.select().from(channelConsents).where(eq(channelConsents.user_id, userId)).orderBy(asc(channelConsents.id)),
    db
      .select({ job_id: jobDismissals.job_id, job_title: jobs.title, created_at: jobDismissals.created_at })
      .from(jobDismissals)
      .innerJoin(jobs, eq(jobs.id, jobDismissals.job_id))
      .where(eq(jobDismissals.user_id, userId))
      .orderBy(asc(jobDismissals.created_at)),
    db.select().from(recommendationMails).where(eq(recommendationMails.user_id, userId)),
  ]);
  return {
    comments: written.map(({ comment, post_title }) => ({
      id: comment.id,
      post_id: comment.post_id,
      post_title,
      body: comment.body,
      status: comment.status,
      created_at: formatDate(comment.created_at),
    })),
    comment_reports: reported.map(({ report, body }) => ({ comment_id: report.comment_id, comment_body: body, created_at: formatDate(report.created_at) })),
    job_reports: jobReportRows.map(({ report, job_title }) => ({
      id: report.id,
      job_id: report.job_id,
      job_title,
      reason: report.reason,
      note: report.note,
      status: report.status,
      created_at: formatDate(report.created_at),
    })),
    contact_messages: contacts.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
      status: message.status,
      created_at: formatDate(message.created_at),
    })),
    terms_acceptances: accepted.map((row) => ({ terms_version: row.terms_version, privacy_version: row.privacy_version, source: row.source, accepted_at: formatDate(row.accepted_at) })),
    blocked_companies: blocked.map(({ block, company }) => ({ company_id: block.company_id, company_name: companyNameIn(locale, company), blocked_at: formatDate(block.created_at) })),
    message_reports: messageReportRows.map((report) => ({ message_id: report.message_id, reason: report.reason, note: report.note, created_at: formatDate(report.created_at) })),
    sign_in_methods: links.map((link) => ({ provider: link.provider, email: link.email, linked_at: formatDate(link.created_at) })),
    mail_preferences: preferences[0] ? { message_mails: preferences[0].message_mails, updated_at: formatDate(preferences[0].updated_at) } : null,
    cv_print_options: printOptions[0]
      ? {
          print_nationality: printOptions[0].print_nationality,
          print_birthdate: printOptions[0].print_birthdate,
          print_sex: printOptions[0].print_sex,
          print_drive_licence: printOptions[0].print_drive_licence,
          updated_at: formatDate(printOptions[0].updated_at),
        }
      : null,
    /** The personal details the person shows companies (decision 086). */
    company_view: companyView,
    /** The CV files with the person's own names for them and which is the default (decision 132). */
    cv_files: cvFiles,
    /** The SMS and WhatsApp channels turned on (decision 140): the number, what they carry, quiet hours, the record of the opt-in and opt-out. */
    phone_channels: channels.map((row) => ({
      channel: row.channel,
      phone: row.phone,
      alerts: row.alerts,
      news: row.news,
      quiet_hours: `${String(row.quiet_from).padStart(2, '0')}:00–${String(row.quiet_to).padStart(2, '0')}:00`,
      opted_in_at: formatDate(row.opted_in_at),
      confirmed_at: formatDate(row.confirmed_at),
      opted_out_at: formatDate(row.opted_out_at),
      opted_out_via: row.opted_out_via,
    })),
    /** Every opt-in and opt-out of those channels, and how (decision 140). */
    channel_consents: consents.map((row) => ({ channel: row.channel, phone: row.phone, action: row.action, via: row.via, at: formatDate(row.created_at) })),
    /** The recommended jobs the person said they were not interested in (decision 139). */
    dismissed_jobs: dismissed.map((row) => ({ job_id: row.job_id, job_title: row.job_title, dismissed_at: formatDate(row.created_at) })),
    /** The weekly mail of recommended jobs, when turned on (decision 139). */
    recommendation_mail: weekly[0] ? { locale: weekly[0].locale, since_at: formatDate(weekly[0].created_at), last_sent_at: formatDate(weekly[0].last_sent_at) } : null,
  };
}

type TInvitationRow = typeof interviewInvitations.$inferSelect;

/** An interview invitation as exported: when, for how long, where, the link, and the person's answer. */
function toInterview(row: TInvitationRow, formatDate: TFormat) {
  return {
    starts_at: formatDate(row.starts_at),
    duration_minutes: row.duration_minutes,
    location: row.location,
    video_url: row.video_url,
    note: row.note,
    answer: row.status,
    proposed_starts_at: formatDate(row.proposed_starts_at),
    answer_note: row.response_note,
    answered_at: formatDate(row.responded_at),
  };
}

/** The interview invitations among some messages, by message id. */
export async function interviewsOf(db: TDatabase, messageIds: number[], formatDate: TFormat): Promise<Map<number, ReturnType<typeof toInterview>>> {
  if (!messageIds.length) return new Map();
  const rows = await db.select().from(interviewInvitations).where(inArray(interviewInvitations.message_id, messageIds));
  return new Map(rows.map((row) => [row.message_id, toInterview(row, formatDate)]));
}
