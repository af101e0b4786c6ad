import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { TDatabaseHandle } from '../db/client.ts';
import { cities, companies, jobs, majors, messages, sectors, seekerProfiles, type TJobRow } from '../db/schema/index.ts';
import { linkJobOccupations } from '../modules/search-engine/engine.ts';
import { fileJobSkills } from '../modules/search-engine/job-skills.ts';
import { riyadhDateOf } from '../modules/jobs/state.ts';
import { confirmEmail, signUp, verifyCompanyDirectly, type TSignedUp } from './harness.ts';

/**
 * The one place for test factories: companies that may publish, jobs in any state made directly (whatever the
 * jobs API does meanwhile), transfer receipts. Accounts come from harness.ts (signUp, signUpAdmin).
 */

export interface TTestCompany extends TSignedUp {
  companyId: number;
}

/**
 * A major made for one test file (`label` and a random tag): its jobs filed under it, and every search filtered on it,
 * the file sees only its own jobs among those of the other files sharing the worker's database.
 */
export async function ownMajor(database: TDatabaseHandle, label: string): Promise<number> {
  const tag = randomBytes(4).toString('hex');
  const [major] = await database.db.insert(majors).values({ slug: `${label}-${tag}`, name_ar: `تخصص ${tag}`, name_en: `Major ${tag}` }).returning({ id: majors.id });
  return major!.id;
}

/** A company that may pay: email confirmed, verified by an admin, profile complete (unless told otherwise). */
export async function readyCompany(
  app: FastifyInstance,
  database: TDatabaseHandle,
  options: { confirmEmail?: boolean; verify?: boolean; completeProfile?: boolean; name?: string } = {},
): Promise<TTestCompany> {
  const account = await signUp(app, 'COMPANY', { foundation_name: options.name ?? `Horizon ${randomBytes(3).toString('hex')}` });
  if (options.confirmEmail !== false) await confirmEmail(database, account.id);
  const [company] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.user_id, account.id)).limit(1);
  if (!company) throw new Error('company row missing');
  if (options.verify !== false) await verifyCompanyDirectly(database, account.id);
  if (options.completeProfile !== false) await completeCompanyProfile(database, company.id);
  return { ...account, companyId: company.id };
}

/**
 * Gives a company the profile paying needs: a city (Riyadh, named: a table's first row without an order is whichever
 * row was written last, and other tests of a shared database update cities), a sector, an address and a few words.
 */
export async function completeCompanyProfile(database: TDatabaseHandle, companyId: number): Promise<void> {
  const [city] = await database.db.select({ id: cities.id }).from(cities).where(eq(cities.name_en, 'Riyadh')).limit(1);
  const [sector] = await database.db.select({ id: sectors.id }).from(sectors).limit(1);
  await database.db
    .update(companies)
    .set({ city_id: city!.id, sector_id: sector!.id, address: 'King Fahd Road, Riyadh', about_company: 'We build things.' })
    .where(eq(companies.id, companyId));
}

/** Makes every message of a conversation `ms` older, as if it had been sent that long ago (the unread-message mail). */
export async function ageMessages(database: TDatabaseHandle, conversationId: number, ms: number): Promise<void> {
  await database.db
    .update(messages)
    .set({ created_at: sql`${messages.created_at} - make_interval(secs => ${ms / 1000})` })
    .where(eq(messages.conversation_id, conversationId));
}

/** YYYY-MM-DD `days` from today in Riyadh. */
export function dayFromToday(days: number): string {
  // As the product counts days: from 21:00 UTC the UTC date is a day behind Riyadh's.
  return riyadhDateOf(new Date(Date.now() + days * 86_400_000));
}

/** A job waiting for payment (or in `status`, with any other column given), inserted directly. */
export async function insertJob(database: TDatabaseHandle, companyId: number, values: Partial<typeof jobs.$inferInsert> = {}): Promise<TJobRow> {
  const [row] = await database.db
    .insert(jobs)
    .values({ company_id: companyId, status: 'awaiting_payment', title: 'Senior Accountant', deadline: dayFromToday(20), ...values })
    .returning();
  if (!row) throw new Error('job row not returned');
  // As the jobs service does when a job is saved: its occupations, from its title.
  await linkJobOccupations(database.db, row.id, row.title);
  await fileJobSkills(database.db, row.id);
  return row;
}

/** A live job (active, published now, deadline in 20 days) unless `values` say otherwise. */
export function insertLiveJob(database: TDatabaseHandle, companyId: number, values: Partial<typeof jobs.$inferInsert> = {}): Promise<TJobRow> {
  const now = new Date();
  return insertJob(database, companyId, { status: 'active', activated_at: now, published_at: now, ...values });
}

export async function jobOf(database: TDatabaseHandle, jobId: number): Promise<TJobRow> {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!row) throw new Error(`no job ${jobId}`);
  return row;
}

/** The smallest PDF readers open: a transfer receipt. */
export const RECEIPT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Uploads a transfer receipt (files kind=invoice) of the account; answers the file's id. */
export async function uploadReceipt(app: FastifyInstance, account: TSignedUp): Promise<number> {
  const boundary = `----tawzeef${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="transfer.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/files?kind=invoice',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), RECEIPT_PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  if (response.statusCode !== 201) throw new Error(`receipt upload answered ${response.statusCode}: ${response.body}`);
  return response.json().data.id;
}

/** The national address in parts a VAT-registered test company gives (decision 198), in the profile's city. */
export const TEST_NATIONAL_ADDRESS = { street: 'Olaya Street', building_number: '7788', additional_number: '3456', district: 'Al Malaz', postal_code: '12836' } as const;

/**
 * A company's bank transfer approved by the administrator `admin`: the payment is paid and its invoice issued. The
 * company has the VAT number given (null: none, a simplified invoice), a one-line street address, and its national
 * address in parts (a standard invoice's, decision 198) unless `oneLineOnly` (a company that gave one line before).
 */
export async function paidByTransfer(
  app: FastifyInstance,
  database: TDatabaseHandle,
  admin: TSignedUp,
  vatNumber: string | null,
  options: { oneLineOnly?: boolean } = {},
): Promise<{ company: TTestCompany; paymentId: number }> {
  const company = await readyCompany(app, database);
  const parts = options.oneLineOnly ? {} : TEST_NATIONAL_ADDRESS;
  await database.db.update(companies).set({ vat_number: vatNumber, address: 'Olaya Street 7788, Riyadh 12836', ...parts }).where(eq(companies.id, company.companyId));
  const job = await insertJob(database, company.companyId);
  const payment = (await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
  const receipt = await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: await uploadReceipt(app, company) });
  if (receipt.statusCode !== 200) throw new Error(`the receipt answered ${receipt.statusCode}: ${receipt.body}`);
  const review = await admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'approve' });
  if (review.statusCode !== 200) throw new Error(`the review answered ${review.statusCode}: ${review.body}`);
  return { company, paymentId: payment.id as number };
}

/**
 * Gives a job seeker the minimum profile applying needs (decision 024): a confirmed email, a city
 * and a desired job title (the ones given, or the first city of the lookups and "Accountant").
 */
export async function giveMinimumProfile(database: TDatabaseHandle, userId: number, values: { city_id?: number; job_role_title?: string } = {}): Promise<void> {
  await confirmEmail(database, userId);
  const cityId = values.city_id ?? (await database.db.query.cities.findFirst())?.id;
  if (cityId === undefined) throw new Error('giveMinimumProfile: no city in the lookups');
  const set = { city_id: cityId, job_role_title: values.job_role_title ?? 'Accountant' };
  await database.db.insert(seekerProfiles).values({ user_id: userId, ...set }).onConflictDoUpdate({ target: seekerProfiles.user_id, set });
}

/** A valid Saudi IBAN nobody else in the tests has: SA, mod-97 check digits, a 2-digit bank code and 18 random digits. */
export function randomSaudiIban(): string {
  const bban = `80${Array.from({ length: 18 }, () => randomInt(0, 10)).join('')}`;
  const digits = `${bban}SA00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `SA${String(98 - remainder).padStart(2, '0')}${bban}`;
}
