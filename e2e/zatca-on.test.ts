import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TTaxInvoice } from '@tawzeef/contract';
import { ar } from '../apps/web/app/i18n/ar.ts';
import { logStartsWith, startServer, type TChildServer } from '../apps/api/src/test/child-server.ts';
import { poppler, withPdfFile } from '../apps/api/src/test/pdf.ts';
import { freePort } from '../apps/api/src/test/uploads.ts';
import { startFatooraServer, type TFatooraServer } from '../apps/api/src/test/zatca/fatoora-server.ts';
import { ZATCA_UNIT_ENV } from '../apps/api/src/test/zatca/unit.ts';
import { checkInvoice, readTlv } from '../apps/api/src/test/zatca/verify.ts';
import { DEMO_ADMIN, payableCompanyWithJob, payByTransfer } from './support/companies.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectReadableAtBothWidths } from './support/page-check.ts';
import { apiCall, logInByApi, logInThroughForm, newPage, outbox, sessionCookie, useBrowser, useOwnServer } from './support/session.ts';
import { confirmAdminAction, openAdminAction } from './support/admin-actions.ts';

/**
 * Issue 62's last point: ZATCA phase 2 on, as an installation runs it (decisions 167, 171, 180, 184). A server of its
 * own (`npm start`'s one process on its embedded database, ZATCA_MODE=simulation, the unit's details set) talks to the
 * local Fatoora server. The operator onboards the unit with the command and the one-time code before starting it (the
 * command opens the same embedded database, which one process holds at a time); a VAT-registered company's standard
 * invoice is cleared before the company reads it, a company without one gets a simplified invoice reported; while
 * Fatoora is away an invoice waits and the console says so in words, and it goes out once, when Fatoora is back;
 * refunds issue credit notes of both kinds, reported or cleared in turn. The queue runs every 5 s
 * (SCHEDULER_INTERVAL_SECONDS).
 */

const REPO = fileURLToPath(new URL('..', import.meta.url));
const MESSAGE_IDS = new Set(Object.keys(ar));
const browser = useBrowser();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-zatca-on-'));

let fatoora: TFatooraServer;
let server: TChildServer | undefined;
/** The settings the operator gives both the onboarding command and the server (`.env`, or the environment). */
let settings: Record<string, string>;
/** The demo administrator's session (one second-step code for the whole file). */
let adminToken: string;

beforeAll(async () => {
  fatoora = await startFatooraServer();
  settings = { NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', ZATCA_MODE: 'simulation', ZATCA_API_URL: fatoora.url, SELLER_VAT_NUMBER: '310122393500003', ...ZATCA_UNIT_ENV };
});

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await fatoora?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

/** `npm run zatca:onboard -- --otp <code>` as the operator runs it on the server, with the server's settings. */
async function onboardingCommand(otp: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'zatca:onboard', '--', '--otp', otp], { cwd: REPO, env: { ...process.env, ...settings } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A page of the demo administrator's, logged in (its session's cookie), in the console. */
async function adminPage(width: number) {
  const opened = await newPage(browser(), width, width < 600 ? 844 : 900);
  const [name, value] = (await sessionCookie(adminToken)).split('=') as [string, string];
  await opened.context.addCookies([{ name, value, url: server!.url }]);
  return opened;
}

/** A company's page, logged in through the English login form. */
async function companyPage(account: { email: string; password: string }) {
  const opened = await newPage(browser());
  await opened.page.goto('/en/login');
  await logInThroughForm(opened.page, account.email, account.password);
  return opened;
}

/** Reloads the page until `read` gives `wanted`: the person looking again a little later, as the queue runs. */
async function reloadUntil<T>(page: Page, read: () => Promise<T>, wanted: T, timeout = 60_000): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        return read();
      },
      { timeout, interval: 1000 },
    )
    .toEqual(wanted);
}

/** The console's row of a payment's invoice or credit note (the credit note's number ends in -CN). */
function queueRow(page: Page, paymentId: number, type: 'invoice' | 'credit_note'): Locator {
  const ofPayment = page.getByTestId('zatca-document').filter({ has: page.locator(`a[href$="/admin/payments/${paymentId}"]`) });
  return type === 'credit_note' ? ofPayment.filter({ hasText: /-CN/ }) : ofPayment.filter({ hasNotText: /-CN/ });
}

/** The row's state once it is on the page (none yet: undefined). */
const stateOf = async (row: Locator) => ((await row.count()) === 1 ? await row.getAttribute('data-state') : undefined);

/** What the Fatoora server received of one document, by its UUID: one row per call. */
const receivedOf = (uuid: string) => fatoora.received.filter((call) => call.uuid === uuid);

/** The file a download link of the page gives: its name and its bytes. */
async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

/** The files embedded in a PDF, by name (pdfdetach). */
const embeddedFiles = (pdf: Buffer) =>
  withPdfFile(pdf, async (file, dir) => {
    const out = path.join(dir, 'embedded');
    fs.mkdirSync(out);
    await poppler('pdfdetach', ['-saveall', '-o', out, file]);
    return Object.fromEntries(fs.readdirSync(out).map((name) => [name, fs.readFileSync(path.join(out, name))]));
  });

/** A fresh VAT number of the Saudi form (15 digits, a 3 at each end). */
const vatNumber = () => `3${String(randomInt(0, 10 ** 12)).padStart(13, '0')}3`;

type TPaid = { account: { email: string; password: string }; paymentId: number; invoiceNumber: string };
/** The facts the journey carries from one step to the next (the steps run in order, on one server). */
const journey: { standard?: TPaid; simplified?: TPaid } = {};

describe('ZATCA phase 2 on, against the local Fatoora server (issue 62; decisions 167, 171, 180)', () => {
  it('the operator onboards the unit with the one-time code, then starts the server; the console says where e-invoicing stands', async () => {
    // A code mistyped: ZATCA's refusal in its words, exit 1.
    const refused = await onboardingCommand('654321');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('ZATCA refused the one-time code or the CSR');
    expect(refused.stderr).toContain('The one-time code is not valid');
    // The portal's code: the four compliance checks, the production certificate; no key or secret printed.
    const onboarded = await onboardingCommand(fatoora.otp);
    expect(onboarded.stderr).toBe('');
    expect(onboarded.code).toBe(0);
    expect(onboarded.stdout).toMatch(new RegExp(`^ZATCA unit ${ZATCA_UNIT_ENV.ZATCA_UNIT_ID} onboarded \\(simulation\\): the four compliance checks passed; the production certificate is valid until \\d{4}-\\d{2}-\\d{2}\\.\\n$`));
    expect(onboarded.stdout).not.toMatch(/-----BEGIN|PRIVATE KEY|secret|binarySecurityToken/i);

    // `npm start` with the same settings: the demo data is added (the command created no account), the server says at
    // start that it runs ZATCA's simulation.
    const port = await freePort();
    server = await startServer('apps/web/server.ts', dataDir, {
      ...settings,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      API_ORIGIN: '',
      SEED_DEMO: 'true',
      OUTBOX_VIEWER: 'true',
      SCHEDULER_INTERVAL_SECONDS: '5',
      GEOCODER_URL: 'off',
      // As the shared journeys' server (global-setup.ts): a busy machine renders slowly, the journeys wait.
      REQUEST_DEADLINE_MS: '60000',
    });
    useOwnServer(server.url);
    await server.waitForLog(logStartsWith('ZATCA e-invoicing: SIMULATION / محاكاة (no legal effect)'), 10_000);
    adminToken = await logInByApi(DEMO_ADMIN.email, DEMO_ADMIN.password);

    // The console: the simulation, the unit and its certificate's days, an empty chain, no warning (Arabic, a phone).
    const { context, page } = await adminPage(390);
    await page.goto('/admin/zatca');
    expect(await page.getByTestId('zatca-mode').innerText()).toBe('بيئة المحاكاة (دون أثر نظامي)');
    await page.getByTestId('zatca-days-left').waitFor();
    expect(await page.getByTestId('zatca-not-onboarded').count()).toBe(0);
    expect(await page.getByTestId('zatca-days-left').innerText()).toContain('متبق');
    expect(await page.getByTestId('zatca-expiring').count()).toBe(0);
    expect(await page.getByTestId('zatca-unit').innerText()).toContain('عدد المستندات في السلسلة: 0');
    expect(await page.getByTestId('zatca-count-waiting').innerText()).toMatch(/^0\s+بانتظار الإرسال$/);
    await expectReadableAtBothWidths(page, MESSAGE_IDS);
    await page.goto('/en/admin/zatca');
    expect(await page.getByTestId('zatca-mode').innerText()).toBe('Simulation (no legal effect)');
    expect(await page.getByTestId('zatca-days-left').innerText()).toMatch(/^\d+ days left$/);
    await expectReadableAtBothWidths(page, MESSAGE_IDS);
    await context.close();
  }, 480_000);

  it('a company gives its VAT number and national address in the profile’s form without JavaScript, pays by transfer; its standard invoice is cleared before it reads it in English, with the address in parts, the QR, the cleared XML and the PDF holding it', async () => {
    const company = await payableCompanyWithJob('محاسب قياسي e2e', { ar: 'شركة المعتمد للاختبار', en: 'Cleared Test Co' }, { adminToken });
    // Its VAT details in the profile's form, in Arabic and without JavaScript (decision 198): the VAT number asks for the
    // national address in parts, and the server names each missing part in the form; the digits may be Arabic-Indic.
    const { context, page } = await companyPage(company.account);
    const noScript = await browser().newContext({ javaScriptEnabled: false, baseURL: server!.url, storageState: await context.storageState() });
    // The session without the English the login chose: the site's own language, Arabic.
    await noScript.clearCookies({ name: 'locale' });
    const form = await noScript.newPage();
    await form.goto('/company-profile');
    expect(await form.getByTestId('national-address-hint').innerText()).toContain('مطلوب مع الرقم الضريبي');
    const save = () => Promise.all([form.waitForLoadState('load'), form.getByTestId('company-save').click()]);
    await form.getByTestId('vat-number').fill(vatNumber());
    await form.getByTestId('street').fill('طريق الملك فهد');
    await form.getByTestId('building-number').fill('١٢٣٤');
    await save();
    for (const part of ['الحي', 'الرمز البريدي']) expect(await form.getByText(`حقل ${part} مطلوب مع الرقم الضريبي: تحمل الفاتورة الضريبية العنوان الوطني للمشتري`).count(), part).toBeGreaterThan(0);
    expect(await form.getByTestId('building-number').inputValue()).toBe('١٢٣٤');
    await form.getByTestId('additional-number').fill('٥٦٧٨');
    await form.getByTestId('district').fill('العليا');
    await form.getByTestId('postal-code').fill('١٢٢١١');
    await save();
    await form.goto('/company-profile');
    expect(await Promise.all(['street', 'building-number', 'additional-number', 'district', 'postal-code'].map((id) => form.getByTestId(id).inputValue()))).toEqual(['طريق الملك فهد', '1234', '5678', 'العليا', '12211']);
    await noScript.close();
    // The same section in English, left to right, with JavaScript: the parts saved, at a phone's width and a desktop's.
    await page.goto('/en/company-profile');
    expect(await page.getByTestId('national-address').locator('label').allInnerTexts()).toEqual(['Street name', 'District', 'Building number', 'Additional number (optional)', 'Postal code']);
    expect(await page.getByTestId('postal-code').inputValue()).toBe('12211');
    await expectReadableAtBothWidths(page, MESSAGE_IDS);
    await expectNoAxeViolations(page);
    const paymentId = await payByTransfer(company.token, company.jobId, adminToken);

    // ZATCA clears it first: the company is written to once it is cleared (decision 171), with the PDF (decision 184).
    await expect
      .poll(async () => (await outbox('mail')).some((mail) => mail.to_address === company.account.email && mail.purpose === 'payment_invoice_cleared'), { timeout: 60_000 })
      .toBe(true);
    await page.goto(`/en/invoices/${paymentId}`);
    const sheet = page.getByTestId('invoice');
    expect(await sheet.getAttribute('data-kind')).toBe('standard');
    expect(await page.getByTestId('invoice-title').innerText()).toBe('Tax Invoice');
    // The buyer's national address on the two lines the Saudi post writes, the city in the script of the street.
    expect(await page.getByTestId('invoice-buyer-address').locator('bdi').allInnerTexts()).toEqual(['1234 طريق الملك فهد، العليا', 'الرياض 12211-5678']);
    // The seller's national address as its XML names it (ZATCA_SELLER_*, with the additional number: decision 202).
    expect(await page.getByTestId('invoice-seller-address').locator('bdi').allInnerTexts()).toEqual(['1234 King Fahd Road, Al Olaya', 'Riyadh 12211-5678']);
    const state = page.getByTestId('einvoice-state');
    expect(await state.getAttribute('data-state')).toBe('cleared');
    expect(await state.innerText()).toBe('ZATCA (the Zakat, Tax and Customs Authority) cleared this document.');
    const invoiceNumber = await page.getByTestId('invoice-number').innerText();

    // The e-invoice file is the one ZATCA cleared: its UUID went through clearance once and was accepted; it is whole
    // (schema, hash, signature, certificate from ZATCA's CA), names this buyer, and carries the page's QR code.
    const xml = await download(page, 'e-invoice-download');
    expect(xml.name).toBe(`${invoiceNumber}.xml`);
    const checked = checkInvoice(xml.bytes.toString('utf8'), fatoora.caPem);
    expect(checked.errors).toEqual([]);
    expect(checked.fields.flags.startsWith('01')).toBe(true);
    // Each part in its element (BR-KSA-63), which ZATCA cleared without a warning.
    expect(checked.fields.buyerAddress).toEqual({ StreetName: 'طريق الملك فهد', BuildingNumber: '1234', PlotIdentification: '5678', CitySubdivisionName: 'العليا', CityName: 'الرياض', PostalZone: '12211', Country: 'SA' });
    expect(checked.fields.sellerAddress).toEqual({ StreetName: 'King Fahd Road', BuildingNumber: '1234', PlotIdentification: '5678', CitySubdivisionName: 'Al Olaya', CityName: 'Riyadh', PostalZone: '12211', Country: 'SA' });
    expect(receivedOf(checked.fields.uuid)).toEqual([{ path: '/e-invoicing/simulation/invoices/clearance/single', uuid: checked.fields.uuid, icv: checked.fields.icv, status: 200 }]);
    const invoice = await apiCall<TTaxInvoice>('GET', `/api/v1/company/payments/${paymentId}/invoice`, company.token);
    expect(readTlv(invoice.qr_base64)).toEqual(checked.fields.qr);
    // Phase 2's QR: the hash, the signature and the public key beside phase 1's five tags.
    expect([...readTlv(invoice.qr_base64).keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await page.getByTestId('invoice-qr').getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(invoice.qr_svg)}`);
    // The PDF holds the same file, byte for byte (decision 180).
    const pdf = await download(page, 'invoice-pdf');
    expect(pdf.name).toBe(`${invoiceNumber}.pdf`);
    const embedded = await embeddedFiles(pdf.bytes);
    expect(Object.keys(embedded)).toEqual([`${invoiceNumber}.xml`]);
    expect(embedded[`${invoiceNumber}.xml`]!.equals(xml.bytes)).toBe(true);
    await expectReadableAtBothWidths(page, MESSAGE_IDS);
    await context.close();
    journey.standard = { account: company.account, paymentId, invoiceNumber };
  });

  it('while Fatoora is away a simplified invoice waits and the console says so in words (Arabic, on a phone); back, it goes out once', async () => {
    fatoora.down = true;
    const company = await payableCompanyWithJob('محاسب مبسط e2e', { ar: 'شركة المبسطة للاختبار', en: 'Simplified Test Co' }, { adminToken });
    const paymentId = await payByTransfer(company.token, company.jobId, adminToken);

    const { context, page } = await adminPage(390);
    await page.goto('/admin/zatca');
    const row = queueRow(page, paymentId, 'invoice');
    // Once the queue has tried: waiting, with why in words, and the administrator may send it again.
    await reloadUntil(page, async () => (await row.count()) === 1 && (await row.innerText()).includes('تعذر الوصول إلى هيئة الزكاة'), true);
    expect(await row.getAttribute('data-state')).toBe('waiting');
    const words = await row.innerText();
    expect(words).toContain('بانتظار الإرسال');
    expect(words).toContain('مبسطة (يُبلغ عنها)');
    expect(words).toContain('شركة المبسطة للاختبار');
    // Words, not codes: why it waits is the sentence itself; nothing of the HTTP answer, the exception or a code.
    expect(await row.getByTestId('zatca-messages').innerText()).toBe('تعذر الوصول إلى هيئة الزكاة في المحاولة الأخيرة، ويُعاد الإرسال في كل دورة للطابور');
    expect(words).not.toMatch(/unavailable|Fatoora|error|HTTP|ECONN|KSA/i);
    await row.getByTestId('zatca-retry').waitFor();
    expect(await page.getByTestId('zatca-count-waiting').innerText()).toMatch(/^1\s+بانتظار الإرسال$/);
    await expectNoAxeViolations(page);
    await expectReadableAtBothWidths(page, MESSAGE_IDS);

    // The company meanwhile: a simplified invoice is its at once, on its way to ZATCA, without an e-invoice file yet.
    const companySide = await companyPage(company.account);
    await companySide.page.goto(`/en/invoices/${paymentId}`);
    expect(await companySide.page.getByTestId('invoice').getAttribute('data-kind')).toBe('simplified');
    expect(await companySide.page.getByTestId('einvoice-state').getAttribute('data-state')).toBe('waiting');
    expect(await companySide.page.getByTestId('einvoice-state').innerText()).toBe('This document is on its way to ZATCA (the Zakat, Tax and Customs Authority); there is nothing for you to do.');
    expect(await companySide.page.getByTestId('e-invoice-download').count()).toBe(0);
    await companySide.page.getByTestId('invoice-qr').waitFor();
    await expectReadableAtBothWidths(companySide.page, MESSAGE_IDS);

    // Fatoora is back: the next run of the queue reports it, and the console says so.
    fatoora.down = false;
    await reloadUntil(page, () => stateOf(row), 'reported');
    expect(await row.getByTestId('zatca-state').innerText()).toBe('أُبلغ عنها');
    expect(await row.innerText()).not.toContain('تعذر الوصول');
    expect(await row.getByTestId('zatca-retry').count()).toBe(0);
    expect(await page.getByTestId('zatca-count-waiting').innerText()).toMatch(/^0\s+بانتظار الإرسال$/);
    await expectReadableAtBothWidths(page, MESSAGE_IDS);
    await context.close();

    // The company's page says it was reported, and offers the e-invoice file ZATCA was given: sent once, accepted.
    await companySide.page.reload();
    expect(await companySide.page.getByTestId('einvoice-state').innerText()).toBe('This document was reported to ZATCA (the Zakat, Tax and Customs Authority).');
    const xml = await download(companySide.page, 'e-invoice-download');
    const checked = checkInvoice(xml.bytes.toString('utf8'), fatoora.caPem);
    expect(checked.errors).toEqual([]);
    expect(checked.fields.flags.startsWith('02')).toBe(true);
    expect(receivedOf(checked.fields.uuid)).toEqual([{ path: '/e-invoicing/simulation/invoices/reporting/single', uuid: checked.fields.uuid, icv: checked.fields.icv, status: 200 }]);
    const invoiceNumber = await companySide.page.getByTestId('invoice-number').innerText();
    await companySide.context.close();
    journey.simplified = { account: company.account, paymentId, invoiceNumber };
  });

  it('refunds issue credit notes: the simplified one is reported, the standard one cleared, each sent once, in the chain’s order', async () => {
    const { simplified, standard } = journey;
    if (!simplified || !standard) throw new Error('the steps before this one did not finish');

    // The administrator refunds the simplified invoice on a phone, in Arabic (the second step given at login).
    const { context, page } = await adminPage(390);
    await page.goto(`/admin/payments/${simplified.paymentId}`);
    await openAdminAction(page, 'refund');
    await page.getByTestId('admin-confirm-reason').fill('أُعيد المبلغ بطلب الشركة');
    await confirmAdminAction(page);
    await expect.poll(() => page.locator('[data-field="credit_reason"] [data-value]').getAttribute('data-value')).toBe('refund');
    // And the standard one through the API, in the same session (the form is the one above).
    await apiCall('POST', `/api/admin/payments/${standard.paymentId}/refund`, adminToken, { reason: 'Posted twice' });

    await page.goto('/admin/zatca');
    const simplifiedNote = queueRow(page, simplified.paymentId, 'credit_note');
    const standardNote = queueRow(page, standard.paymentId, 'credit_note');
    await reloadUntil(page, async () => [await stateOf(simplifiedNote), await stateOf(standardNote)], ['reported', 'cleared']);
    expect(await simplifiedNote.innerText()).toContain(`إشعار دائن ${simplified.invoiceNumber}-CN`);
    expect(await standardNote.getByTestId('zatca-state').innerText()).toBe('اعتُمدت');
    expect(await page.getByTestId('zatca-unit').innerText()).toContain('عدد المستندات في السلسلة: 4');
    await expectReadableAtBothWidths(page, MESSAGE_IDS);
    await context.close();

    // Each company reads its credit note in English: where it stands with ZATCA, its own QR, its own e-invoice file.
    for (const [paid, state, words] of [
      [simplified, 'reported', 'This document was reported to ZATCA (the Zakat, Tax and Customs Authority).'],
      [standard, 'cleared', 'ZATCA (the Zakat, Tax and Customs Authority) cleared this document.'],
    ] as const) {
      const side = await companyPage(paid.account);
      await side.page.goto(`/en/invoices/${paid.paymentId}/credit-note`);
      expect(await side.page.getByTestId('invoice').getAttribute('data-document')).toBe('credit-note');
      expect(await side.page.getByTestId('invoice-number').innerText()).toBe(`${paid.invoiceNumber}-CN`);
      expect(await side.page.getByTestId('einvoice-state').getAttribute('data-state')).toBe(state);
      expect(await side.page.getByTestId('einvoice-state').innerText()).toBe(words);
      await side.page.getByTestId('invoice-qr').waitFor();
      const xml = await download(side.page, 'e-invoice-download');
      expect(xml.name).toBe(`${paid.invoiceNumber}-CN.xml`);
      const checked = checkInvoice(xml.bytes.toString('utf8'), fatoora.caPem);
      expect(checked.errors).toEqual([]);
      expect(checked.fields.typeCode).toBe('381');
      expect(receivedOf(checked.fields.uuid)).toEqual([expect.objectContaining({ status: 200 })]);
      await expectReadableAtBothWidths(side.page, MESSAGE_IDS);
      await side.context.close();
    }

    // Nothing sent twice: four documents, each received once and accepted, in the order of the chain (ICV 1 to 4).
    expect(fatoora.received.map((call) => [call.icv, call.status])).toEqual([
      ['1', 200],
      ['2', 200],
      ['3', 200],
      ['4', 200],
    ]);
    expect(new Set(fatoora.received.map((call) => call.uuid)).size).toBe(4);
  });
});
