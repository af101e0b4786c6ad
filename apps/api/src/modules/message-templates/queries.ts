import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/client.ts';
import { companies, conversations, jobs, messageTemplates, users } from '../../db/schema/index.ts';

const creators = alias(users, 'template_creator');
const updaters = alias(users, 'template_updater');
const names = {
  creator: {
    id: creators.id,
    first_name: creators.first_name,
    last_name: creators.last_name,
    ar_first_name: creators.ar_first_name,
    ar_last_name: creators.ar_last_name,
    en_first_name: creators.en_first_name,
    en_last_name: creators.en_last_name,
  },
  updater: {
    id: updaters.id,
    first_name: updaters.first_name,
    last_name: updaters.last_name,
    ar_first_name: updaters.ar_first_name,
    ar_last_name: updaters.ar_last_name,
    en_first_name: updaters.en_first_name,
    en_last_name: updaters.en_last_name,
  },
  user: {
    id: users.id,
    first_name: users.first_name,
    last_name: users.last_name,
    ar_first_name: users.ar_first_name,
    ar_last_name: users.ar_last_name,
    en_first_name: users.en_first_name,
    en_last_name: users.en_last_name,
  },
};

function templateQuery(db: TDatabase) {
  return db
    .select({ template: messageTemplates, creator: names.creator, updater: names.updater })
    .from(messageTemplates)
    .leftJoin(creators, eq(creators.id, messageTemplates.created_by))
    .leftJoin(updaters, eq(updaters.id, messageTemplates.updated_by));
}
export type TTemplateJoined = Awaited<ReturnType<typeof findTemplates>>[number];

/** The company's templates, by name. */
export async function findTemplates(db: TDatabase, companyId: number) {
  return templateQuery(db).where(eq(messageTemplates.company_id, companyId)).orderBy(asc(messageTemplates.name), asc(messageTemplates.id));
}

/** One of the company's templates; undefined for another company's (answered 404). */
export async function findTemplate(db: TDatabase, companyId: number, id: number) {
  const [row] = await templateQuery(db)
    .where(and(eq(messageTemplates.id, id), eq(messageTemplates.company_id, companyId)))
    .limit(1);
  return row;
}

export async function countTemplates(db: TDatabase, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messageTemplates).where(eq(messageTemplates.company_id, companyId));
  return row?.n ?? 0;
}

export async function insertTemplate(db: TDatabase, values: typeof messageTemplates.$inferInsert): Promise<number> {
  const [row] = await db.insert(messageTemplates).values(values).returning({ id: messageTemplates.id });
  if (!row) throw new Error('template row not returned');
  return row.id;
}

export async function updateTemplate(db: TDatabase, companyId: number, id: number, values: Partial<typeof messageTemplates.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(messageTemplates)
    .set(values)
    .where(and(eq(messageTemplates.id, id), eq(messageTemplates.company_id, companyId)))
    .returning({ id: messageTemplates.id });
  return rows.length > 0;
}

export async function deleteTemplate(db: TDatabase, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.id, id), eq(messageTemplates.company_id, companyId)))
    .returning({ id: messageTemplates.id });
  return rows.length > 0;
}

/** What filling a template in needs beside the seekers: the company's names, the member's, the jobs' titles. */
export async function findSenderSide(db: TDatabase, companyId: number, memberUserId: number, jobIds: number[]) {
  const [[company], [member], jobRows] = await Promise.all([
    db.select({ foundation_name: companies.foundation_name, foundation_name_en: companies.foundation_name_en }).from(companies).where(eq(companies.id, companyId)).limit(1),
    db.select(names.user).from(users).where(eq(users.id, memberUserId)).limit(1),
    jobIds.length ? db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(and(inArray(jobs.id, jobIds), eq(jobs.company_id, companyId))) : Promise.resolve([]),
  ]);
  return { company, member, jobs: new Map(jobRows.map((job) => [job.id, job.title])) };
}

/** The seekers a template is filled in for: their names and their account's language. */
export async function findSeekers(db: TDatabase, seekerIds: number[]) {
  if (!seekerIds.length) return new Map<number, Awaited<ReturnType<typeof seekerQuery>>[number]>();
  const rows = await seekerQuery(db, seekerIds);
  return new Map(rows.map((row) => [row.id, row]));
}
const seekerQuery = (db: TDatabase, ids: number[]) =>
  db
    .select({ ...names.user, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));

/** One of the company's conversations: its seeker and job; undefined for another company's. */
export async function findCompanyConversation(db: TDatabase, companyId: number, id: number) {
  const [row] = await db
    .select({ seeker_id: conversations.seeker_id, job_id: conversations.job_id })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.company_id, companyId)))
    .limit(1);
  return row;
}
