import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { PDF } from './fixtures.ts';
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
 */
export async function payableCompanyWithJob(title: string, names = { ar: 'شركة الأفق للاختبار', en: 'Horizon Test Co' }) {
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
  });
  const company = await apiCall<{ id: number }>('GET', '/api/v1/company/profile', token);
  const adminToken = await logInByApi(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await apiCall('POST', `/api/admin/companies/${company.id}/review`, adminToken, { decision: 'verify' });
  expect((await apiCall<{ publish_blockers: string[] }>('GET', '/api/v1/company/profile', token)).publish_blockers).toEqual([]);
  const job = await apiCall<{ id: number }>('POST', '/api/v1/company/jobs', token, {
    title,
    description: '<p>Prepare the monthly accounts.</p>',
    duties: 'Monthly closing and reconciliations',
    qualifications: 'Bachelor in accounting',
    qualification_type: 'bachelor',
    experience_years: 2,
    sector_id: sectors[0]!.id,
    city_id: cities[0]!.id,
    job_type: 'full_time',
    working_hours: '8:00–16:00, Sunday to Thursday',
    benefits: 'Medical insurance',
    deadline: riyadhDay(20),
    salary_from: 8000,
    salary_to: 12000,
  });
  await apiCall('POST', `/api/v1/company/jobs/${job.id}/submit`, token);
  return { account, token, adminToken, companyId: company.id, jobId: job.id };
}
