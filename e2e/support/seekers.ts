import { expect } from 'vitest';
import { apiCall, outbox } from './session.ts';

/**
 * What applying needs beyond a CV file (decision 024), done by the API: the phone confirmed with the code from the
 * local outbox (sent at registration), and a city (Riyadh). `title` adds a desired job.
 */
export async function completeMinimumProfile(token: string, phone: string, title?: string) {
  // The code went out when the registration finished (decision 040).
  const e164 = `+966${phone.slice(1)}`;
  const codeSent = async () => /(\d{6})/.exec((await outbox('sms')).find((m) => m.to_phone === e164 && m.purpose === 'verify_phone')?.body ?? '')?.[1];
  await expect.poll(codeSent).toMatch(/^\d{6}$/);
  const code = await codeSent();
  await apiCall('POST', '/api/v1/auth/phone/verify', token, { code });
  const riyadh = (await apiCall<Array<{ id: number; name_en: string; country_id: number }>>('GET', '/api/v1/lookups/cities', null)).find((c) => c.name_en === 'Riyadh')!;
  await apiCall('PUT', '/api/v1/user/profile/personal-info', token, { first_name: 'Test', last_name: 'Seeker', country_id: riyadh.country_id, city_id: riyadh.id });
  if (title) await apiCall('PUT', '/api/v1/user/profile/job-required', token, { job_role_title: title, expected_salary: 9000, notice_period: 1, job_type: 'full_time' });
}
