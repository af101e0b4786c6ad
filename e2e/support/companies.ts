import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { PDF, PNG } from './fixtures.ts';
import { apiCall, baseUrl, logInByApi, outbox, registerByApi } from './session.ts';

/** The demo administrator seeded with the demo data (SEED_DEMO=true in global-setup). */
export const DEMO_ADMIN = { email: 'admin@demo.tawzeef.sa', password: 'Tawzeef@2026' };

/** A company whose commercial registration (a fresh 10-digit number and a PDF) the demo administrator verified. */
export async function verifiedCompany(name = 'شركة الاختبار للتدقيق') {
  const account = await registerByApi('COMPANY');
  const token = await logInByApi(account.email, account.password);
  const upload = new FormData();
  upload.append('file', new Blob([PDF], { type: 'application/pdf' }), 'cr.pdf');
  const response = await fetch(`${baseUrl()}/api/v1/files?kind=commercial`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: upload,
  });
  const file = ((await response.json()) as { data: { id: number } }).data;
  const commercialNumber = `70${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await apiCall('PUT', '/api/v1/company/profile', token, { foundation_name: name, commercial_number: commercialNumber, commercial_file_id: file.id });
  const company = await apiCall<{ id: number }>('GET', '/api/v1/company/profile', token);
  const adminToken = await logInByApi(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await apiCall('POST', `/api/admin/companies/${company.id}/verify`, adminToken, {});
  return { account, token, companyId: company.id, commercialNumber };
}

/** Riyadh's calendar date `days` from now (the API counts deadlines in Riyadh days). */
export const riyadhDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A company that may pay: registered, email confirmed through the emailed link, profile complete with its
 * commercial registration (PDF, a fresh number), verified by the demo administrator; and one job submitted for payment.
 * `profile`: more of the profile (a VAT number makes its invoices standard ones); `adminToken`: the demo
 * administrator's session to verify it with, instead of a new login (each takes a second-step code of its own).
 */
export async function payableCompanyWithJob(
  title: string,
  names = { ar: 'شركة الأفق للاختبار', en: 'Horizon Test Co' },
  options: { profile?: Record<string, unknown>; adminToken?: string } = {},
) {
  const account = await registerByApi('COMPANY');
  const token = await logInByApi(account.email, account.password);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await outbox('mail')).find((m) => m.to_address === account.email && m.purpose === 'verify_email');
      link = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
      return link;
    })
    .toBeTruthy();
  await apiCall('POST', '/api/v1/auth/email/verify', null, { token: link });
  const [sectors, cities] = await Promise.all([apiCall<Array<{ id: number }>>('GET', '/api/v1/lookups/sectors', token), apiCall<Array<{ id: number }>>('GET', '/api/v1/lookups/cities', token)]);
  const upload = new FormData();
  upload.append('file', new Blob([PDF], { type: 'application/pdf' }), 'cr.pdf');
  const uploaded = await fetch(`${baseUrl()}/api/v1/files?kind=commercial`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: upload });
  const file = ((await uploaded.json()) as { data: { id: number } }).data;
  await apiCall('PUT', '/api/v1/company/profile', token, {
    foundation_name: names.ar,
    foundation_name_en: names.en,
    commercial_number: `71${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    commercial_file_id: file.id,
    sector_id: sectors[0]!.id,
    city_id: cities[0]!.id,
    address: 'طريق الملك فهد، الرياض',
    about_company: 'شركة سعودية للاختبار الآلي.',
    ...options.profile,
  });
  const company = await apiCall<{ id: number }>('GET', '/api/v1/company/profile', token);
  const adminToken = options.adminToken ?? (await logInByApi(DEMO_ADMIN.email, DEMO_ADMIN.password));
  await apiCall('POST', `/api/admin/companies/${company.id}/review`, adminToken, { decision: 'verify' });
  expect((await apiCall<{ publish_blockers: string[] }>('GET', '/api/v1/company/profile', token)).publish_blockers).toEqual([]);
  const job = await apiCall<{ id: number }>('POST', '/api/v1/company/jobs', token, jobBody(title, sectors[0]!.id, cities[0]!.id));
  await apiCall('POST', `/api/v1/company/jobs/${job.id}/submit`, token);
  return { account, token, adminToken, companyId: company.id, jobId: job.id };
}

/**
 * A demo company no other journey posts for or applies through: Horizon's newest live job is the one other journeys
 * apply to without answers, so a job with a required question there would refuse them.
 */
export const TAMWEEN = { email: 'hr@demo-tamween.tawzeef.sa', password: 'Tawzeef@2026' };

/** A complete draft of the journey's company. */
export async function companyDraft(token: string, title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const sectors = await apiCall<Array<{ id: number }>>('GET', '/api/v1/lookups/sectors', null);
  const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const job = await apiCall<{ id: number }>('POST', '/api/v1/company/jobs', token, {
    title,
    description: '<p>Keep the books of a growing company.</p>',
    duties: 'Monthly closing and VAT returns',
    qualifications: 'SOCPA certificate',
    experience_years: 2,
    sector_id: sectors[0]!.id,
    work_place: 'remote',
    job_type: 'full_time',
    working_hours: 'Sunday to Thursday',
    benefits: 'Medical insurance',
    deadline,
    ...extra,
  });
  return job.id;
}

/** Sends the job to payment, pays by bank transfer and has the demo administrator approve it: the job is live. */
export async function publishByTransfer(token: string, jobId: number): Promise<void> {
  await apiCall('POST', `/api/v1/company/jobs/${jobId}/submit`, token);
  await payByTransfer(token, jobId, await logInByApi(DEMO_ADMIN.email, DEMO_ADMIN.password));
}

/**
 * Pays the company's job, already sent to payment, by bank transfer (a receipt uploaded), and has the administrator
 * (`adminToken`) approve the transfer: the payment is paid and its invoice issued. The payment's id.
 */
export async function payByTransfer(token: string, jobId: number, adminToken: string): Promise<number> {
  const payment = await apiCall<{ id: number }>('POST', `/api/v1/company/jobs/${jobId}/payments`, token, { pay_type: 'bank' });
  const upload = new FormData();
  upload.append('file', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
  const file = (await (await fetch(`${baseUrl()}/api/v1/files?kind=invoice`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: upload })).json()) as { data: { id: number } };
  await apiCall('POST', `/api/v1/company/payments/${payment.id}/receipt`, token, { invoice_file_id: file.data.id });
  await apiCall('POST', `/api/admin/payments/${payment.id}/review`, adminToken, { decision: 'approve' });
  return payment.id;
}

/** A whole job ad (every step of the four filled), for a job posted through the API. */
export function jobBody(title: string, sectorId: number, cityId: number, description = 'Prepare the monthly accounts.') {
  return {
    title,
    description: `<p>${description}</p>`,
    duties: 'Monthly closing and reconciliations',
    qualifications: 'Bachelor in accounting',
    qualification_type: 'bachelor',
    experience_years: 2,
    sector_id: sectorId,
    city_id: cityId,
    job_type: 'full_time',
    working_hours: '8:00–16:00, Sunday to Thursday',
    benefits: 'Medical insurance',
    deadline: riyadhDay(20),
    salary_from: 8000,
    salary_to: 12000,
  };
}
