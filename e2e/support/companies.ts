import { randomInt } from 'node:crypto';
import { PDF } from './fixtures.ts';
import { apiCall, baseUrl, logInByApi, registerByApi } from './session.ts';

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
