import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companies, payments, zatcaDocuments, zatcaUnits } from '../../db/schema/index.ts';
import { insertJob, readyCompany, uploadReceipt } from '../../test/factories.ts';
import { appWithAdmin, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { startFatooraServer, type TFatooraServer } from '../../test/zatca/fatoora-server.ts';
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
  async function paidByTransfer(vatNumber: string | null) {
    const company = await readyCompany(app, database);
    await database.db.update(companies).set({ vat_number: vatNumber, address: 'Olaya Street 7788, Riyadh 12836' }).where(eq(companies.id, company.companyId));
    const job = await insertJob(database, company.companyId);
    const payment = (await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
    const receipt = await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: await uploadReceipt(app, company) });
    expect(receipt.statusCode).toBe(200);
    const approved = await admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    return payment.id as number;
  }

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
    const standard = await paidByTransfer('311111111111113');
    const simplified = await paidByTransfer(null);
    const another = await paidByTransfer(null);
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
    const paymentId = await paidByTransfer(null);
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
    const paymentId = await paidByTransfer(null);
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
});
