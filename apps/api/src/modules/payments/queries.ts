import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TJobStatus } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cities, companies, countries, files, jobs, paymentEvents, payments, postingCredits, settings, users, type TFileRow, type TPaymentRow } from '../../db/schema/index.ts';
import { isLiveJob, riyadhDateOf, riyadhToday } from '../jobs/state.ts';
import type { TPaymentWithTitle } from './dto.ts';

async function selectPayments(db: TDatabase, where: SQL | undefined, order: 'newest' | 'oldest' = 'newest') {
  const rows = await db
    .select({ payment: payments, job_title: jobs.title })
    .from(payments)
    .leftJoin(jobs, eq(jobs.id, payments.job_id))
    .where(where)
    .orderBy(order === 'newest' ? desc(payments.created_at) : asc(payments.created_at), order === 'newest' ? desc(payments.id) : asc(payments.id));
  return rows.map((row) => ({ ...row.payment, job_title: row.job_title }));
}

/** A payment of the company (another company's, like a missing one, is undefined: answered 404). */
export async function findOwnPayment(db: TDatabase, companyId: number, paymentId: number): Promise<TPaymentWithTitle | undefined> {
  const [row] = await selectPayments(db, and(eq(payments.id, paymentId), eq(payments.company_id, companyId)));
  return row;
}

export async function findPayment(db: TDatabase, paymentId: number): Promise<TPaymentWithTitle | undefined> {
  const [row] = await selectPayments(db, eq(payments.id, paymentId));
  return row;
}

/** The company's payments, newest first (of one job when given). */
export function listCompanyPayments(db: TDatabase, companyId: number, jobId?: number): Promise<TPaymentWithTitle[]> {
  const conditions = [eq(payments.company_id, companyId)];
  if (jobId !== undefined) conditions.push(eq(payments.job_id, jobId));
  return selectPayments(db, and(...conditions));
}

/** One of the company's jobs as the checkout sees it: an active job past its deadline is expired. */
export async function findOwnJobToPay(db: TDatabase, companyId: number, jobId: number): Promise<{ id: number; title: string; status: TJobStatus; deadline: string | null } | undefined> {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, deadline: jobs.deadline, is_live: sql<boolean>`coalesce(${isLiveJob}, false)` })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.company_id, companyId)))
    .limit(1);
  if (!row) return undefined;
  return { id: row.id, title: row.title, status: row.status === 'active' && !row.is_live ? 'expired' : row.status, deadline: row.deadline };
}

/** Locks a live job (active, deadline not passed) for its featured period's payment (decision 135); false when it is not live. */
export async function lockLiveJob(tx: TDatabase, jobId: number): Promise<boolean> {
  const [locked] = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), isLiveJob)).for('update');
  return locked !== undefined;
}

/** Locks the job while it waits for payment; false when it no longer does. */
export async function lockJobAwaitingPayment(tx: TDatabase, jobId: number): Promise<boolean> {
  const [locked] = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.status, 'awaiting_payment'))).for('update');
  return locked !== undefined;
}

/**
 * Cancels the job's pending payment (if any) inside the caller's transaction: a new payment replaces it, or
 * the job goes back to the drafts. Call `cancelCheckouts` with the result once the transaction has committed.
 */
export function cancelPendingPayments(tx: TDatabase, jobId: number): Promise<TPaymentRow[]> {
  return tx
    .update(payments)
    .set({ status: 'cancelled', updated_at: new Date() })
    .where(and(eq(payments.job_id, jobId), eq(payments.status, 'pending')))
    .returning();
}

export async function insertPayment(tx: TDatabase, values: typeof payments.$inferInsert): Promise<TPaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment row not returned');
  return row;
}

/** The checkout made at the gateway, on a payment still pending (undefined when it was cancelled meanwhile). */
export async function setCheckout(db: TDatabase, paymentId: number, checkout: { ref: string; redirectUrl: string }): Promise<TPaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ gateway_ref: checkout.ref, redirect_url: checkout.redirectUrl, updated_at: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** A pending payment failed (declined, or the gateway could not be reached); false when it was no longer pending. */
export async function failPendingPayment(db: TDatabase, paymentId: number, reason: string): Promise<boolean> {
  const [row] = await db
    .update(payments)
    .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return row !== undefined;
}

/** The job's deadline, today in Riyadh and today + `days`, as YYYY-MM-DD. */
export async function findJobDeadline(tx: TDatabase, jobId: number, days: number) {
  const [job] = await tx
    .select({
      deadline: jobs.deadline,
      today: sql<string>`to_char(${riyadhToday}, 'YYYY-MM-DD')`,
      extended: sql<string>`to_char(${riyadhToday} + ${days}::int, 'YYYY-MM-DD')`,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return job;
}

/** Locks the payment while it is in `from`; false when it is not. */
export async function lockPaymentIn(tx: TDatabase, paymentId: number, from: TPaymentRow['status']): Promise<boolean> {
  const [locked] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.status, from)))
    .for('update');
  return locked !== undefined;
}

/** The payment becomes paid with the next tax invoice number, only from `from`. */
export async function setPaid(
  tx: TDatabase,
  paymentId: number,
  from: 'pending' | 'awaiting_review',
  set: Partial<Pick<TPaymentRow, 'reviewed_by' | 'reviewed_at'>> = {},
): Promise<TPaymentRow | undefined> {
  const now = new Date();
  // The buyer as the invoice shows it, frozen now (decision 026): a later profile change never rewrites it.
  const company = (column: SQL) => sql`(select ${column} from ${companies} where ${companies.id} = ${payments.company_id})`;
  const vatNumber = sql`nullif(trim(${companies.vat_number}), '')`;
  const buyer = {
    buyer_name: company(sql`${companies.foundation_name}`),
    buyer_vat_number: company(vatNumber),
    buyer_address: company(sql`case when ${vatNumber} is not null then coalesce(nullif(trim(${companies.invoice_address}), ''), ${companies.address}) end`),
    // Its national address in parts (decision 198) with its city's names and country as they are now; none without a
    // VAT number, nor before the company gave a street and a city (its one line above stands then).
    buyer_national_address: sql`(select jsonb_build_object(
        'street', ${companies.street}, 'building_number', ${companies.building_number}, 'additional_number', ${companies.additional_number},
        'district', ${companies.district}, 'postal_code', ${companies.postal_code}, 'city_ar', ${cities.name_ar}, 'city_en', ${cities.name_en}, 'country_code', ${countries.code})
      from ${companies} join ${cities} on ${cities.id} = ${companies.city_id} join ${countries} on ${countries.id} = ${cities.country_id}
      where ${companies.id} = ${payments.company_id} and ${vatNumber} is not null and nullif(trim(${companies.street}), '') is not null)`,
  };
  // The seller too, when an administrator set it (decision 031); otherwise the invoice shows the configured seller.
  const seller = (key: string) => sql`(select ${settings.value}->>${key} from ${settings} where ${settings.key} = 'seller')`;
  const sellerColumns = { seller_name_ar: seller('name_ar'), seller_name_en: seller('name_en'), seller_vat_number: seller('vat_number'), seller_address: seller('address') };
  // The period the fee pays for (issue 14): from today (Riyadh) to the job's deadline as it is now (never before today):
  // servicePeriodFrom's rule, which the checkout shows, in SQL so it reads the deadline of this very moment. A package
  // (decision 130): from today through its validity, the last day its credits can be spent.
  const today = riyadhDateOf(now);
  // A featured period (decision 135): its days from today, or from the last day of the period the job still has (the
  // new one is added after it).
  const featureFrom = sql`greatest(${today}::date, (select (${jobs.featured_until} at time zone 'Asia/Riyadh')::date from ${jobs} where ${jobs.id} = ${payments.job_id}))`;
  const period = {
    service_from: sql`case when ${payments.feature_days} is not null then ${featureFrom} else ${today}::date end`,
    service_to: sql`case when ${payments.feature_days} is not null then ${featureFrom} + (${payments.feature_days} - 1) else coalesce(
      (select greatest(${jobs.deadline}, ${today}::date) from ${jobs} where ${jobs.id} = ${payments.job_id}),
      ${today}::date + (${payments.package_validity_days} - 1)
    ) end`,
  };
  const [row] = await tx
    .update(payments)
    .set({ status: 'paid', paid_at: now, invoice_number: sql`nextval('tax_invoice_number_seq')`, invoice_issued_at: now, updated_at: now, ...buyer, ...sellerColumns, ...period, ...set })
    .where(and(eq(payments.id, paymentId), eq(payments.status, from)))
    .returning();
  return row;
}

/** Records a gateway event once; false when (gateway, event id) was recorded before. */
export async function recordPaymentEvent(tx: TDatabase, event: { gateway: string; eventId: string; kind: string; payload?: unknown }, paymentId: number): Promise<boolean> {
  const [recorded] = await tx
    .insert(paymentEvents)
    .values({ gateway: event.gateway, event_id: event.eventId, payment_id: paymentId, kind: event.kind, payload: event.payload ?? null })
    .onConflictDoNothing({ target: [paymentEvents.gateway, paymentEvents.event_id] })
    .returning({ id: paymentEvents.id });
  return recorded !== undefined;
}

export async function isEventRecorded(db: TDatabase, gateway: string, eventId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.gateway, gateway), eq(paymentEvents.event_id, eventId)))
    .limit(1);
  return seen !== undefined;
}

/** The payment a gateway event is about: by the checkout's ref, or by our payment id. */
export async function findGatewayPayment(db: TDatabase, gateway: string, by: { ref: string } | { paymentId: number }): Promise<TPaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), 'ref' in by ? eq(payments.gateway_ref, by.ref) : eq(payments.id, by.paymentId)))
    .limit(1);
  return payment;
}

export async function findFile(db: TDatabase, fileId: number): Promise<TFileRow | undefined> {
  const [file] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return file;
}

/** Locks the file row: two payments racing for the same receipt are decided one by one. */
export async function lockFile(tx: TDatabase, fileId: number): Promise<void> {
  await tx.select({ id: files.id }).from(files).where(eq(files.id, fileId)).for('update');
}

/** A pending bank payment gets its receipt and waits for review; false when it was no longer pending. */
export async function setAwaitingReview(tx: TDatabase, paymentId: number, fileId: number): Promise<boolean> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'awaiting_review', invoice_file_id: fileId, updated_at: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return row !== undefined;
}

/** A transfer under review is rejected with a reason; false when it was not under review. */
export async function setRejected(tx: TDatabase, paymentId: number, reason: string, reviewed: Pick<TPaymentRow, 'reviewed_by' | 'reviewed_at'>): Promise<boolean> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'rejected', rejection_reason: reason, ...reviewed, updated_at: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'awaiting_review')))
    .returning({ id: payments.id });
  return row !== undefined;
}

/** What a payment notice needs: the payment, its job's title, and the company account's address and language. */
export async function findPaymentNotice(db: TDatabase, paymentId: number) {
  const [row] = await db
    .select({ payment: payments, job_title: jobs.title, job_status: jobs.status, email: users.email, locale: users.locale })
    .from(payments)
    .leftJoin(jobs, eq(jobs.id, payments.job_id))
    .innerJoin(companies, eq(companies.id, payments.company_id))
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row;
}

/**
 * The credits of a paid package payment (decision 130), in the transaction that made it paid: one row per payment
 * (its unique index), so a second call changes nothing. They can be spent through the payment's service_to.
 */
export async function grantCredits(tx: TDatabase, row: TPaymentRow): Promise<void> {
  if (row.package_id === null || row.package_posts === null || row.service_to === null) return;
  await tx
    .insert(postingCredits)
    .values({ company_id: row.company_id, payment_id: row.id, posts: row.package_posts, expires_on: row.service_to })
    .onConflictDoNothing({ target: postingCredits.payment_id });
}
