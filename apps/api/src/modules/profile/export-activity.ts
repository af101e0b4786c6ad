import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { applicationEvents, applications, companies, conversations, cvViews, files, jobAlerts, jobs, messages, savedJobs } from '../../db/schema/index.ts';
import { companyNameIn } from '../companies/dto.ts';
import type { TFormat } from './account.ts';
import { interviewsOf } from './export-more.ts';
import { sentACvFile, sentCvFiles } from './cv-files.ts';

/**
 * What the person did on the platform, for "download my data" (decision 040): applications with their cover notes
 * and stages, saved jobs, job alerts, conversations with every message, and which companies viewed the CV. Each id
 * comes with the name it stands for (job title, company name in the reader's language). A company stays unnamed
 * where the site hides it from the person: a confidential job's company, and a view through such a job.
 */
export async function exportActivity(db: TDatabase, userId: number, locale: TLocale, formatDate: TFormat) {
  const nameOf = (company: { foundation_name: string; foundation_name_en: string | null } | null, shown = true) => (company && shown ? companyNameIn(locale, company) : null);
  const companyCols = { id: companies.id, foundation_name: companies.foundation_name, foundation_name_en: companies.foundation_name_en };

  const [applied, saved, alerts, threads, views] = await Promise.all([
    db
      .select({ application: applications, job: { id: jobs.id, title: jobs.title, show_company: jobs.show_company }, company: companyCols })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(companies, eq(companies.id, jobs.company_id))
      .where(eq(applications.user_id, userId))
      .orderBy(desc(applications.created_at)),
    db
      .select({ saved: savedJobs, job: { id: jobs.id, title: jobs.title, show_company: jobs.show_company }, company: companyCols })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.job_id))
      .innerJoin(companies, eq(companies.id, jobs.company_id))
      .where(eq(savedJobs.user_id, userId))
      .orderBy(desc(savedJobs.created_at)),
    db.select().from(jobAlerts).where(eq(jobAlerts.user_id, userId)).orderBy(asc(jobAlerts.created_at)),
    db
      .select({ conversation: conversations, company: companyCols, job: { id: jobs.id, title: jobs.title } })
      .from(conversations)
      .innerJoin(companies, eq(companies.id, conversations.company_id))
      .leftJoin(jobs, eq(jobs.id, conversations.job_id))
      .where(eq(conversations.seeker_id, userId))
      .orderBy(desc(conversations.last_message_at)),
    db
      .select({ view: cvViews, company: companyCols })
      .from(cvViews)
      .innerJoin(companies, eq(companies.id, cvViews.company_id))
      .where(eq(cvViews.seeker_id, userId))
      .orderBy(desc(cvViews.day)),
  ]);

  const applicationIds = applied.map((row) => row.application.id);
  const conversationIds = threads.map((row) => row.conversation.id);
  const attachment = alias(files, 'attachment');
  const [events, posts] = await Promise.all([
    applicationIds.length
      ? db.select().from(applicationEvents).where(inArray(applicationEvents.application_id, applicationIds)).orderBy(asc(applicationEvents.id))
      : Promise.resolve([]),
    conversationIds.length
      ? db
          .select({ message: messages, file_name: attachment.original_name })
          .from(messages)
          .leftJoin(attachment, eq(attachment.id, messages.file_id))
          .where(and(inArray(messages.conversation_id, conversationIds), or(eq(messages.sender_id, userId), eq(messages.recipient_id, userId))))
          .orderBy(asc(messages.id))
      : Promise.resolve([]),
  ]);

  const sentFiles = await sentCvFiles(db, applied.map((row) => row.application));
  const interviews = await interviewsOf(
    db,
    posts.filter((post) => post.message.msg_type === 'interview').map((post) => post.message.id),
    formatDate,
  );

  return {
    applications: applied.map(({ application, job, company }) => ({
      id: application.id,
      job_id: job.id,
      job_title: job.title,
      company_id: job.show_company ? company.id : null,
      company_name: nameOf(company, job.show_company),
      stage: application.stage,
      cover_note: application.cover_note,
      // The seeker's own answers to the job's screening questions (decision 118), without the company's verdict.
      screening_answers: application.screening_answers.map(({ text, answer }) => ({ question: text, answer })),
      // The CV file that went with it (decision 152): named while it exists, else whether one was sent.
      cv_file_sent: sentACvFile(application),
      cv_file: application.cv_file_id === null ? null : (sentFiles.get(application.cv_file_id) ?? null),
      applied_at: formatDate(application.created_at),
      withdrawn_at: formatDate(application.withdrawn_at),
      stages: events.filter((event) => event.application_id === application.id).map((event) => ({ stage: event.stage, at: formatDate(event.created_at) })),
    })),
    saved_jobs: saved.map(({ saved: row, job, company }) => ({
      job_id: job.id,
      job_title: job.title,
      company_id: job.show_company ? company.id : null,
      company_name: nameOf(company, job.show_company),
      saved_at: formatDate(row.created_at),
    })),
    job_alerts: alerts.map((alert) => ({
      id: alert.id,
      email: alert.email,
      open_keys: alert.open_keys,
      filters: alert.filters,
      frequency: alert.frequency,
      locale: alert.locale,
      is_paused: alert.is_paused,
      created_at: formatDate(alert.created_at),
      last_sent_at: formatDate(alert.last_sent_at),
    })),
    conversations: threads.map(({ conversation, company, job }) => ({
      id: conversation.id,
      company_id: company.id,
      company_name: nameOf(company),
      job_id: job?.id ?? null,
      job_title: job?.title ?? null,
      started_at: formatDate(conversation.created_at),
      messages: posts
        .filter((post) => post.message.conversation_id === conversation.id)
        .map(({ message, file_name }) => ({
          id: message.id,
          from: message.sender_id === userId ? ('me' as const) : ('company' as const),
          msg_type: message.msg_type,
          body: message.body,
          file_name,
          interview: interviews.get(message.id) ?? null,
          reply_to: message.reply,
          sent_at: formatDate(message.created_at),
          read_at: formatDate(message.read_at),
        })),
    })),
    cv_views: views.map(({ view, company }) => ({
      day: view.day,
      company_id: view.confidential ? null : company.id,
      company_name: nameOf(company, !view.confidential),
      views: view.count,
      source: view.source,
    })),
  };
}

