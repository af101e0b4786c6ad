import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import { payments, users, zatcaDocuments, zatcaUnits, type TMailAttachment } from '../../db/schema/index.ts';
import { paidByTransfer, readyCompany } from '../../test/factories.ts';
import { appWithAdmin, signUpAdmin, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { runScheduledMail } from '../delivery/scheduled-mail.ts';
import { EXPIRY_WARNING_EVERY_MS, zatcaExpiryMails } from './expiry-mail.ts';
import { startFatooraServer, type TFatooraServer } from '../../test/zatca/fatoora-server.ts';
import { pdfAttachedList } from '../../test/pdf.ts';
import { ZATCA_UNIT_ENV } from '../../test/zatca/unit.ts';
import { checkInvoice } from '../../test/zatca/verify.ts';
import { FatooraClient } from './fatoora.ts';
import { runOnboarding } from './onboard-command.ts';
import { queueZatcaDocument } from '../payments/zatca.ts';
import { runZatcaQueue, signQueued, submitPending } from './queue.ts';
import { FIRST_PREVIOUS_HASH } from './ubl.ts';

const drivers = await testDrivers();

describe.each(drivers)('the ZATCA queue on $name (decision 167)', (driver) => {
  let fatoora: TFatooraServer;
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let admin: TSignedUp;
  let close: () => Promise<void>;
  let env: Record<string, string>;
  let deps: Parameters<typeof runZatcaQueue>[0];

  beforeAll(async () => {
    fatoora = await startFatooraServer();
    database = await driver.open();
    // One unit a database: this file's runs start from none.
    await database.db.delete(zatcaDocuments);
    await database.db.delete(zatcaUnits);
    env = { ZATCA_MODE: 'simulation', ZATCA_API_URL: fatoora.url, SELLER_VAT_NUMBER: '310122393500003', ...ZATCA_UNIT_ENV };
    ({ app, admin, close } = await appWithAdmin(database, 'zatca', env));
    const config = loadConfig(env);
    deps = { db: database.db, config: { ...config, zatca: config.zatca! } };
  }, 120_000);
  afterAll(async () => {
    await close?.();
    await fatoora?.close();
  });

  /** A bank transfer the administrator approves: the payment becomes paid and its invoice is queued. */
  const paidPayment = async (vatNumber: string | null) => (await paidByTransfer(app, database, admin, vatNumber)).paymentId;

  const documents = () => database.db.select().from(zatcaDocuments).orderBy(asc(zatcaDocuments.id));

  it('onboards with the command’s code, and keeps the key and CSIDs sealed', async () => {
    await expect(runOnboarding(database.db, loadConfig(env), 'abc')).rejects.toThrow('--otp');
    const said = await runOnboarding(database.db, loadConfig(env), fatoora.otp);
    expect(said).toContain('onboarded (simulation)');
    expect(said).not.toMatch(/PRIVATE KEY|secret/i);
    const [unit] = await database.db.select().from(zatcaUnits);
    expect(unit).toMatchObject({ mode: 'simulation', last_icv: 0, last_hash: FIRST_PREVIOUS_HASH });
    for (const sealed of [unit!.private_key, unit!.csr, unit!.compliance_csid, unit!.production_csid]) {
      expect(sealed.startsWith('zatca1:')).toBe(true);
      expect(sealed).not.toMatch(/BEGIN|binarySecurityToken/);
    }
  }, 60_000);

  it('queues each paid invoice with its payment; while ZATCA is away they are signed in order and wait', async () => {
    const standard = await paidPayment('311111111111113');
    const simplified = await paidPayment(null);
    const another = await paidPayment(null);
    expect((await documents()).map((d) => [d.payment_id, d.status])).toEqual([
      [standard, 'unsigned'],
      [simplified, 'unsigned'],
      [another, 'unsigned'],
    ]);
    fatoora.down = true;
    try {
      expect(await runZatcaQueue(deps)).toMatchObject({ ran: true, signed: 3, sent: 0, waiting: true });
      expect(await runZatcaQueue(deps)).toMatchObject({ ran: true, signed: 0, sent: 0, waiting: true });
    } finally {
      fatoora.down = false;
    }
    const waiting = await documents();
    expect(waiting.map((d) => [d.status, d.icv, d.kind])).toEqual([
      ['pending', 1, 'standard'],
      ['pending', 2, 'simplified'],
      ['pending', 3, 'simplified'],
    ]);
    // Only the first waits on ZATCA (tried twice); the others keep their place behind it.
    expect(waiting.map((d) => d.attempts)).toEqual([2, 0, 0]);
    expect(waiting[0]!.last_failure).toContain('503');
    expect(fatoora.received).toEqual([]);
  }, 120_000);

  it('sends them in the chain’s order once ZATCA is back: the standard one cleared (its cleared XML kept), the others reported', async () => {
    expect(await runZatcaQueue(deps)).toMatchObject({ ran: true, signed: 0, sent: 3, waiting: false });
    const sent = await documents();
    expect(sent.map((d) => d.status)).toEqual(['cleared', 'reported', 'reported']);
    expect(fatoora.received.map((r) => [r.path.split('/').slice(-2).join('/'), r.icv, r.status])).toEqual([
      ['clearance/single', '1', 200],
      ['reporting/single', '2', 200],
      ['reporting/single', '3', 200],
    ]);
    expect(sent[0]!.cleared_xml).toBe(sent[0]!.xml);
    let previous = FIRST_PREVIOUS_HASH;
    for (const document of sent) {
      const { errors, fields } = checkInvoice(document.xml!, fatoora.caPem);
      expect(errors).toEqual([]);
      expect(fields.pih).toBe(previous);
      expect(fields.hash).toBe(document.hash);
      previous = document.hash!;
    }
    expect(sent[0]!.xml).toContain('<cbc:CompanyID>311111111111113</cbc:CompanyID>');
    expect(sent[0]!.xml).toContain('<cbc:BuildingNumber>7788</cbc:BuildingNumber>');
    expect(sent[1]!.xml).toContain('<cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>');
    const [unit] = await database.db.select().from(zatcaUnits);
    expect(unit).toMatchObject({ last_icv: 3, last_hash: previous });
  }, 120_000);

  it('sends nothing twice across a restart: an answer lost after ZATCA had the invoice is settled by ZATCA’s 409', async () => {
    const [first] = await documents();
    // As if the process stopped after sending and before writing the answer down.
    await database.db.update(zatcaDocuments).set({ status: 'pending' }).where(eq(zatcaDocuments.id, first!.id));
    const before = fatoora.received.length;
    expect(await runZatcaQueue(deps)).toMatchObject({ sent: 1 });
    expect(fatoora.received.slice(before).map((r) => r.status)).toEqual([409]);
    expect(fatoora.received.filter((r) => r.uuid === first!.uuid && r.status === 200)).toHaveLength(1);
    const [again] = await documents();
    expect(again!.status).toBe('cleared');
  }, 60_000);

  it('credits a cancelled transfer with a credit note for its invoice, keeping ZATCA’s warnings; an invoice is queued once', async () => {
    const paymentId = await paidPayment(null);
    await queueZatcaDocument(database.db, paymentId, 'invoice');
    await queueZatcaDocument(database.db, paymentId, 'credit_note', 'إلغاء التحويل البنكي / Bank transfer cancelled');
    expect(await signQueued(deps)).toBe(2);
    const queued = await database.db.select().from(zatcaDocuments).where(eq(zatcaDocuments.payment_id, paymentId)).orderBy(asc(zatcaDocuments.icv));
    expect(queued.map((d) => [d.type, d.icv])).toEqual([
      ['invoice', 4],
      ['credit_note', 5],
    ]);
    const [invoice, credit] = queued;
    fatoora.warnFor.add(credit!.uuid!);
    expect(await submitPending(deps, new FatooraClient(fatoora.url, 'ar'))).toEqual({ sent: 2, waiting: false });
    const [number] = await database.db.select({ n: payments.invoice_number }).from(payments).where(eq(payments.id, paymentId));
    expect(credit!.xml).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect(credit!.xml).toMatch(new RegExp(`<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>INV-\\d{4}-0*${number!.n}</cbc:ID>`));
    expect(credit!.xml).toContain('<cbc:InstructionNote>إلغاء التحويل البنكي / Bank transfer cancelled</cbc:InstructionNote>');
    const after = await database.db.select().from(zatcaDocuments).where(inArray(zatcaDocuments.id, [invoice!.id, credit!.id])).orderBy(asc(zatcaDocuments.icv));
    expect(after.map((d) => d.status)).toEqual(['reported', 'reported']);
    expect(after[1]!.warnings).toEqual([{ code: 'BR-KSA-F-06-C23', category: 'KSA', message: 'اسم المشتري يتجاوز الطول الموصى به' }]);
  }, 120_000);

  it('keeps ZATCA’s errors on a refused document', async () => {
    const paymentId = await paidPayment(null);
    expect(await signQueued(deps)).toBe(1);
    // Changed after signing: ZATCA finds the hash wrong and refuses it.
    await database.db
      .update(zatcaDocuments)
      .set({ xml: sql`replace(${zatcaDocuments.xml}, '<cbc:PayableAmount currencyID="SAR">', '<cbc:PayableAmount currencyID="SAR">1')` })
      .where(eq(zatcaDocuments.payment_id, paymentId));
    await runZatcaQueue(deps);
    const [refused] = await database.db.select().from(zatcaDocuments).where(eq(zatcaDocuments.payment_id, paymentId));
    expect(refused!.status).toBe('rejected');
    expect(refused!.errors.map((e) => e.code)).toEqual(expect.arrayContaining(['invoiceHash']));
  }, 60_000);

  /** A company's bank transfer approved by the administrator: the company (to read its invoice) and the payment. */
  const companyPaidByTransfer = (vatNumber: string | null) => paidByTransfer(app, database, admin, vatNumber);
  const documentOf = async (paymentId: number, type: 'invoice' | 'credit_note') =>
    (await database.db.select().from(zatcaDocuments).where(eq(zatcaDocuments.payment_id, paymentId))).find((d) => d.type === type);
  const mails: Array<{ to: string; subject: string; text: string; purpose: string; attachments?: TMailAttachment[] }> = [];
  const withMail = () => ({ ...deps, config: { ...deps.config, publicUrl: 'https://tawzeef.test' }, notifier: { mail: async (m: (typeof mails)[number]) => void mails.push(m), sms: async () => undefined } });

  it('credits a refunded payment with a credit note (381, its invoice and the reason) reported through the same chain (decision 171)', async () => {
    const { company, paymentId } = await companyPaidByTransfer(null);
    await runZatcaQueue(deps);
    expect((await documentOf(paymentId, 'invoice'))!.status).toBe('reported');
    const refund = (body: unknown, locale: 'ar' | 'en' = 'en') => admin.call('POST', `/api/admin/payments/${paymentId}/refund`, body, locale);
    expect((await refund({ reason: 'x' })).statusCode).toBe(422);
    expect((await refund({ reason: 'Refunded on the company’s request' })).statusCode).toBe(200);
    const again = await refund({ reason: 'Twice' }, 'ar');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('سبق استرداد هذه الدفعة وأُصدر إشعارها الدائن');
    expect((await documentOf(paymentId, 'credit_note'))!.status).toBe('unsigned');
    // The credit note waits behind nothing else here: signed next in the chain, then reported.
    expect(await runZatcaQueue(deps)).toMatchObject({ signed: 1, sent: 1 });
    const credit = (await documentOf(paymentId, 'credit_note'))!;
    const invoice = (await documentOf(paymentId, 'invoice'))!;
    expect(credit.status).toBe('reported');
    expect(credit.icv).toBeGreaterThan(invoice.icv!);
    // Checked by other tools than the ones that made it: xmllint against the UBL schemas, openssl for the signature.
    const { errors, fields } = checkInvoice(credit.xml!, fatoora.caPem);
    expect(errors).toEqual([]);
    expect(fields.typeCode).toBe('381');
    expect(fields.flags).toBe('0200000');
    const page = (await company.call('GET', `/api/v1/company/payments/${paymentId}/invoice`, undefined, 'en')).json().data;
    expect(credit.xml).toContain(`<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${page.invoice_number}</cbc:ID>`);
    expect(credit.xml).toContain('<cbc:InstructionNote>استرداد المبلغ / Refund: Refunded on the company’s request</cbc:InstructionNote>');
    expect(credit.xml).toContain(`<cbc:ID>${page.invoice_number}-CN</cbc:ID>`);
    expect(page.zatca).toBe('reported');
    expect(page.credit).toMatchObject({ number: `${page.invoice_number}-CN`, reason: 'refund', note: 'Refunded on the company’s request', zatca: 'reported' });
    // The page's QR is the signed documents' (nine tags), not phase 1's five.
    expect(credit.xml).toContain(`>${page.credit.qr_base64}<`);
    expect(invoice.xml).toContain(`>${page.qr_base64}<`);
    const xml = await company.call('GET', `/api/v1/company/payments/${paymentId}/e-invoice/credit-note`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toContain(`${page.invoice_number}-CN.xml`);
    expect(xml.body).toBe(credit.xml);
    // Another company reads none of it.
    const other = await readyCompany(app, database);
    expect((await other.call('GET', `/api/v1/company/payments/${paymentId}/e-invoice/invoice`)).statusCode).toBe(404);
    const listed = (await company.call('GET', `/api/v1/company/payments`)).json().data;
    expect(listed.find((p: { id: number }) => p.id === paymentId).credit_reason).toBe('refund');
  }, 120_000);

  it('holds a standard invoice until ZATCA clears it, then shares the cleared XML and tells the company; a cancelled transfer’s credit note is cleared too (decision 171)', async () => {
    fatoora.down = true;
    let held: Awaited<ReturnType<typeof companyPaidByTransfer>>;
    try {
      held = await companyPaidByTransfer('311111111111113');
      await runZatcaQueue(withMail());
      const invoice = (lang: 'ar' | 'en') => held.company.call('GET', `/api/v1/company/payments/${held.paymentId}/invoice`, undefined, lang);
      const waiting = await invoice('en');
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().message).toContain('waiting for clearance by ZATCA');
      expect((await invoice('ar')).json().message).toContain('بانتظار اعتمادها');
      expect((await held.company.call('GET', `/api/v1/company/payments/${held.paymentId}/e-invoice/invoice`)).statusCode).toBe(409);
      // The administrator sees it whatever its state.
      expect((await admin.call('GET', `/api/admin/payments/${held.paymentId}/invoice`)).json().data.zatca).toBe('waiting');
    } finally {
      fatoora.down = false;
    }
    await runZatcaQueue(withMail());
    const cleared = (await documentOf(held.paymentId, 'invoice'))!;
    expect(cleared.status).toBe('cleared');
    const shown = await held.company.call('GET', `/api/v1/company/payments/${held.paymentId}/invoice`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ kind: 'standard', zatca: 'cleared', credit: null });
    const xml = await held.company.call('GET', `/api/v1/company/payments/${held.paymentId}/e-invoice/invoice`);
    expect(xml.body).toBe(cleared.cleared_xml);
    const told = mails.filter((m) => m.to === held.company.account.email);
    expect(told.map((m) => m.purpose)).toEqual(['payment_invoice_cleared']);
    expect(told[0]!.text).toContain(`/invoices/${held.paymentId}`);
    // The cleared invoice rides along as its PDF/A-3b, the XML ZATCA cleared inside it (decisions 180, 184).
    const [attached] = told[0]!.attachments ?? [];
    expect(attached).toMatchObject({ content_type: 'application/pdf', encoding: 'base64' });
    const pdf = Buffer.from(attached!.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfAttachedList(pdf)).toMatch(/^1 embedded files\n1: INV-[\d-]+\.xml/);

    // The transfer turns out never to have arrived: cancelled, credited with a standard credit note, cleared.
    const [card] = await database.db.select({ id: payments.id }).from(payments).where(eq(payments.pay_type, 'online')).limit(1);
    if (card) expect((await admin.call('POST', `/api/admin/payments/${card.id}/cancel_transfer`, { reason: 'No such transfer' })).statusCode).toBe(409);
    expect((await admin.call('POST', `/api/admin/payments/${held.paymentId}/cancel_transfer`, { reason: 'The bank returned the transfer' })).statusCode).toBe(200);
    await runZatcaQueue(withMail());
    const credit = (await documentOf(held.paymentId, 'credit_note'))!;
    expect(credit.status).toBe('cleared');
    const { errors, fields } = checkInvoice(credit.xml!, fatoora.caPem);
    expect(errors).toEqual([]);
    expect([fields.typeCode, fields.flags]).toEqual(['381', '0100000']);
    expect(credit.xml).toContain('<cbc:InstructionNote>إلغاء التحويل البنكي / Bank transfer cancelled: The bank returned the transfer</cbc:InstructionNote>');
    expect((await held.company.call('GET', `/api/v1/company/payments/${held.paymentId}/invoice`)).json().data.credit).toMatchObject({ reason: 'transfer_cancelled', zatca: 'cleared' });
  }, 120_000);

  it('shows the console the unit, the queue and ZATCA’s words in both languages; a refused document is sent again (decision 171)', async () => {
    const view = async (lang: 'ar' | 'en') => {
      const answer = await admin.call('GET', '/api/admin/zatca', undefined, lang);
      expect(answer.statusCode).toBe(200);
      return answer.json().data;
    };
    const en = await view('en');
    expect(en.mode).toBe('simulation');
    expect(en.unit).toMatchObject({ expiring: false });
    expect(en.unit.days_left).toBeGreaterThan(30);
    expect(en.counts.rejected).toBe(1);
    const refused = en.documents[0];
    expect(refused).toMatchObject({ state: 'rejected', retryable: true, type: 'invoice', kind: 'simplified' });
    expect(refused.messages.length).toBeGreaterThan(0);
    // Words, never a bare code.
    for (const message of refused.messages) expect(message.message).not.toMatch(/^[A-Za-z-]+$/);
    expect(en.documents.filter((d: { state: string }) => d.state === 'reported').every((d: { retryable: boolean }) => !d.retryable)).toBe(true);
    // Refused documents cannot be fixed in place: sent again, it is signed anew at the chain's end and accepted.
    const [head] = await database.db.select().from(zatcaUnits);
    const retried = await admin.call('POST', `/api/admin/zatca/documents/${refused.id}/retry`, {}, 'ar');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ message: 'أُعيد الإرسال إلى هيئة الزكاة', data: { state: 'reported' } });
    const [after] = await database.db.select().from(zatcaDocuments).where(eq(zatcaDocuments.id, refused.id));
    expect(after!.icv).toBe(head!.last_icv + 1);
    expect(checkInvoice(after!.xml!, fatoora.caPem).errors).toEqual([]);
    expect((await admin.call('POST', `/api/admin/zatca/documents/${refused.id}/retry`, {})).statusCode).toBe(409);
    expect((await admin.call('POST', '/api/admin/zatca/documents/999999/retry', {})).statusCode).toBe(404);

    // The certificate nears its end, and a simplified invoice waits past ZATCA's 24 hours: both said.
    await database.db.update(zatcaUnits).set({ certificate_expires_at: new Date(Date.now() + 10.5 * 24 * 3600 * 1000) });
    fatoora.down = true;
    try {
      const { paymentId } = await companyPaidByTransfer(null);
      await runZatcaQueue(deps);
      await database.db.update(zatcaDocuments).set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(zatcaDocuments.payment_id, paymentId));
      const ar = await view('ar');
      expect(ar.unit).toMatchObject({ expiring: true, days_left: 10 });
      expect(ar.counts).toMatchObject({ late: 1, waiting: 1, rejected: 0 });
      const late = ar.documents.find((d: { payment_id: number }) => d.payment_id === paymentId);
      expect(late).toMatchObject({ state: 'waiting', late: true, retryable: true });
      expect(late.last_failure).toContain('تعذر الوصول إلى هيئة الزكاة');
      const stillAway = await admin.call('POST', `/api/admin/zatca/documents/${late.id}/retry`, {}, 'en');
      expect(stillAway.json()).toMatchObject({ data: { state: 'waiting' } });
      expect(stillAway.json().message).toContain('could not be reached');
    } finally {
      fatoora.down = false;
    }
    expect((await view('en')).counts).toMatchObject({ waiting: 1 });
    // Companies never reach the console.
    const company = await readyCompany(app, database);
    expect([401, 403]).toContain((await company.call('GET', '/api/admin/zatca')).statusCode);
  }, 180_000);

  it('warns every administrator in their language before the certificate expires, once a week until it is renewed, and not after (decision 187)', async () => {
    const english = await signUpAdmin(app, database);
    await database.db.update(users).set({ locale: 'en' }).where(eq(users.id, english.id));
    const sent: Array<{ to: string; subject: string; text: string; purpose: string }> = [];
    const expiryDeps = { db: database.db, config: { ...deps.config, publicUrl: 'https://tawzeef.test' }, notifier: { mail: async (m: (typeof sent)[number]) => void sent.push(m), sms: async () => undefined } };
    const ours = () => sent.filter((m) => m.to === admin.account.email || m.to === english.account.email);
    const [unit] = await database.db.select({ expires: zatcaUnits.certificate_expires_at }).from(zatcaUnits);
    const day = 24 * 60 * 60 * 1000;
    const now = new Date(Date.now() + 20 * day);
    try {
      // 45 days left: nothing yet.
      await database.db.update(zatcaUnits).set({ certificate_expires_at: new Date(now.getTime() + 45 * day), expiry_warned_at: null });
      await runScheduledMail(zatcaExpiryMails, expiryDeps, now);
      expect(ours()).toEqual([]);
      // 12 days left: each administrator, in their language, with how to renew and the console's address.
      await database.db.update(zatcaUnits).set({ certificate_expires_at: new Date(now.getTime() + 12.5 * day) });
      await runScheduledMail(zatcaExpiryMails, expiryDeps, now);
      const arabic = ours().find((m) => m.to === admin.account.email)!;
      const englishMail = ours().find((m) => m.to === english.account.email)!;
      expect(arabic.subject).toBe('الفوترة الإلكترونية: تنتهي شهادة هيئة الزكاة خلال 12 يومًا');
      expect(englishMail.subject).toBe('ZATCA e-invoicing: the certificate expires in 12 days');
      // The command as it is typed: the code goes in --otp (no variable reads it).
      expect(englishMail.text).toContain('npm run zatca:onboard -- --otp <the code>');
      expect(arabic.text).toContain('npm run zatca:onboard -- --otp <الرمز>');
      expect(englishMail.text + arabic.text).not.toContain('ZATCA_OTP');
      expect(englishMail.text).toContain('https://tawzeef.test/en/admin/zatca');
      expect(arabic.text).toContain('https://tawzeef.test/admin/zatca');
      expect(englishMail.purpose).toBe('zatca_certificate_expiry');
      // Two runs at once, and the next days: nothing more until a week has passed.
      await Promise.all([runScheduledMail(zatcaExpiryMails, expiryDeps, now), runScheduledMail(zatcaExpiryMails, expiryDeps, new Date(now.getTime() + 3 * day))]);
      expect(ours()).toHaveLength(2);
      await runScheduledMail(zatcaExpiryMails, expiryDeps, new Date(now.getTime() + EXPIRY_WARNING_EVERY_MS + 1000));
      expect(ours()).toHaveLength(4);
      // Expired: said so.
      await runScheduledMail(zatcaExpiryMails, expiryDeps, new Date(now.getTime() + 3 * EXPIRY_WARNING_EVERY_MS));
      expect(ours().at(-1)!.subject).toMatch(/has expired|انتهت/);
      // Renewed (onboarded again): a certificate valid for long is not warned of.
      await database.db.update(zatcaUnits).set({ certificate_expires_at: new Date(now.getTime() + 400 * day), expiry_warned_at: null });
      const before = ours().length;
      await runScheduledMail(zatcaExpiryMails, expiryDeps, new Date(now.getTime() + 5 * EXPIRY_WARNING_EVERY_MS));
      expect(ours()).toHaveLength(before);
      // ZATCA off: never.
      await database.db.update(zatcaUnits).set({ certificate_expires_at: new Date(now.getTime() + 1 * day), expiry_warned_at: null });
      await runScheduledMail(zatcaExpiryMails, { ...expiryDeps, config: { publicUrl: 'https://tawzeef.test' } }, now);
      expect(ours()).toHaveLength(before);
    } finally {
      await database.db.update(zatcaUnits).set({ certificate_expires_at: unit!.expires, expiry_warned_at: null });
    }
  });

  it('carries the buyer’s national address in its parts (BR-KSA-63), and guesses them only for a company that gave one line (decision 198)', async () => {
    const inParts = await companyPaidByTransfer('311111111111113');
    const oneLine = await paidByTransfer(app, database, admin, '322222222222223', { oneLineOnly: true });
    await runZatcaQueue(deps);
    const given = (await documentOf(inParts.paymentId, 'invoice'))!;
    expect(given.status).toBe('cleared');
    const checked = checkInvoice(given.xml!, fatoora.caPem);
    expect(checked.errors).toEqual([]);
    // Each part in its element, in UBL's order (xmllint validated it above): the additional number is PlotIdentification.
    expect(checked.fields.buyerAddress).toEqual({ StreetName: 'Olaya Street', BuildingNumber: '7788', PlotIdentification: '3456', CitySubdivisionName: 'Al Malaz', CityName: 'Riyadh', PostalZone: '12836', Country: 'SA' });
    expect(given.xml).toContain('<cbc:StreetName>Olaya Street</cbc:StreetName><cbc:BuildingNumber>7788</cbc:BuildingNumber><cbc:PlotIdentification>3456</cbc:PlotIdentification><cbc:CitySubdivisionName>Al Malaz</cbc:CitySubdivisionName><cbc:CityName>Riyadh</cbc:CityName><cbc:PostalZone>12836</cbc:PostalZone>');
    // ZATCA has nothing to say of the address; the page shows the same parts.
    expect(given.warnings).toEqual([]);
    const page = (await inParts.company.call('GET', `/api/v1/company/payments/${inParts.paymentId}/invoice`, undefined, 'en')).json().data;
    expect(page.buyer_national_address).toEqual({ street: 'Olaya Street', building_number: '7788', additional_number: '3456', district: 'Al Malaz', city: 'Riyadh', postal_code: '12836', country_code: 'SA' });

    // A company that gave its address as one line before: the parts found in it, its city; ZATCA warns of the district.
    const guessed = (await documentOf(oneLine.paymentId, 'invoice'))!;
    expect(guessed.status).toBe('cleared');
    expect(checkInvoice(guessed.xml!, fatoora.caPem).fields.buyerAddress).toEqual({ StreetName: 'Olaya Street 7788, Riyadh 12836', BuildingNumber: '7788', CityName: 'الرياض', PostalZone: '12836', Country: 'SA' });
    expect(guessed.warnings.map((warning) => warning.code)).toEqual(['BR-KSA-63']);
  }, 120_000);
});
