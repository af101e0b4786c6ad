import { execFileSync } from 'node:child_process';
import { createPrivateKey, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFatooraServer, type TFatooraServer } from '../../test/zatca/fatoora-server.ts';
import { zatcaTestConfig } from '../../test/zatca/unit.ts';
import { checkInvoice, independentHash, readTlv, schemaErrors } from '../../test/zatca/verify.ts';
import { buildCsr, newUnitKey, pem } from './csr.ts';
import { certificateOf, FatooraClient, FatooraUnavailable } from './fatoora.ts';
import { csrFieldsOf, onboardUnit, OnboardingFailed, sellerOf, type TOnboardedUnit } from './onboarding.ts';
import { seal, unseal } from './secrets.ts';
import { signDocument, type TZatcaStamp } from './signing.ts';
import { FIRST_PREVIOUS_HASH, type TZatcaDocument } from './ubl.ts';

/** Reads a QR code the way a phone would: drawn, rendered to pixels, decoded by jsQR. */
async function readQrImage(payload: string): Promise<string | undefined> {
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).resize(1200).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

let fatoora: TFatooraServer;
let config: ReturnType<typeof zatcaTestConfig>;
let client: FatooraClient;
let unit: TOnboardedUnit;
let stamp: TZatcaStamp;

beforeAll(async () => {
  fatoora = await startFatooraServer();
  config = zatcaTestConfig(fatoora.url);
  client = new FatooraClient(config.zatca.apiUrl);
  unit = await onboardUnit(client, config, fatoora.otp);
  stamp = { privateKey: createPrivateKey(unit.privateKeyPem), certificate: certificateOf(unit.production) };
}, 120_000);
afterAll(() => fatoora?.close());

const buyerAddress = { street: 'Olaya Street', buildingNumber: '7788', additionalNumber: '3456', district: 'Al Malaz', city: 'Riyadh', postalCode: '12836' };

function documentOf(kind: TZatcaDocument['kind'], type: TZatcaDocument['type'], icv: number, previousHash: string): TZatcaDocument {
  return {
    kind,
    type,
    number: type === 'invoice' ? `INV-2026-00${1000 + icv}` : `CRN-2026-00${1000 + icv}`,
    uuid: randomUUID(),
    issuedAt: new Date('2026-11-22T10:15:00Z'),
    icv,
    previousHash,
    ...(type === 'credit_note' ? { billingReference: 'INV-2026-001001', reason: 'استرداد المبلغ / Refund' } : {}),
    paymentMeans: type === 'credit_note' ? '30' : '48',
    seller: sellerOf(config),
    buyer: kind === 'standard' ? { name: 'شركة الأفق للتقنية', vatNumber: '311111111111113', address: buyerAddress } : { name: 'شركة النخيل', vatNumber: null, address: null },
    supplyDate: '2026-11-22',
    line: { name: 'نشر وظيفة: محاسب (60 يومًا)', feeHalalas: 49900, vatHalalas: 7485, vatRateBasisPoints: 1500 },
  };
}

const payload = (signed: { xml: string; hash: string }, uuid: string) => ({ invoiceHash: signed.hash, uuid, invoice: Buffer.from(signed.xml).toString('base64') });

describe('ZATCA onboarding (decision 167)', () => {
  it('writes a CSR on secp256k1 with ZATCA’s subject and extension fields, which openssl verifies', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-csr-'));
    try {
      const file = path.join(directory, 'unit.csr');
      fs.writeFileSync(file, pem('CERTIFICATE REQUEST', buildCsr(csrFieldsOf(config), newUnitKey())));
      const text = execFileSync('openssl', ['req', '-in', file, '-verify', '-noout', '-text'], { stdio: 'pipe' }).toString();
      expect(text).toContain('ASN1 OID: secp256k1');
      expect(text).toContain('Subject: C = SA, OU = Riyadh Branch, O = Tawzeef Platform, CN = Tawzeef-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f');
      expect(text).toContain('PREZATCA-Code-Signing');
      expect(text).toContain(
        'DirName:/SN=1-Tawzeef|2-Platform|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f/UID=310122393500003/title=1100/registeredAddress=1234 King Fahd Road, Al Olaya, Riyadh 12211/businessCategory=Online recruitment services',
      );
      expect(text).toContain('Signature Algorithm: ecdsa-with-SHA256');
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('refuses a wrong one-time code with ZATCA’s words', async () => {
    const error = await onboardUnit(client, config, '000000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OnboardingFailed);
    expect((error as OnboardingFailed).messages[0]?.code).toBe('Invalid-OTP');
  });

  it('passes the compliance check of every kind, then gets the production CSID from ZATCA’s CA', () => {
    expect(unit.checks.map((check) => check.kind)).toEqual(['standard invoice', 'standard credit note', 'simplified invoice', 'simplified credit note']);
    expect([...fatoora.compliancePassed.values()].some((passed) => passed.size === 4)).toBe(true);
    expect(unit.production.binarySecurityToken).not.toBe(unit.compliance.binarySecurityToken);
    expect(unit.expiresAt.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect(unit.privateKeyPem).toContain('BEGIN PRIVATE KEY');
  });

  it('keeps secrets sealed with AES-256-GCM: the purpose and the key must match, and a change is caught', () => {
    const key = config.zatca.secretKey;
    const sealed = seal(key, 'private key', unit.privateKeyPem);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(unseal(key, 'private key', sealed)).toBe(unit.privateKeyPem);
    expect(() => unseal(key, 'certificate', sealed)).toThrow();
    expect(() => unseal(Buffer.alloc(32, 1), 'private key', sealed)).toThrow();
    const bytes = Buffer.from(sealed.slice(7), 'base64');
    bytes[40] = bytes[40]! ^ 1;
    expect(() => unseal(key, 'private key', `zatca1:${bytes.toString('base64')}`)).toThrow();
  });
});

describe('ZATCA invoices and credit notes (decision 167)', () => {
  it.each([
    ['simplified', 'invoice', '388', '0200000'],
    ['simplified', 'credit_note', '381', '0200000'],
    ['standard', 'invoice', '388', '0100000'],
    ['standard', 'credit_note', '381', '0100000'],
  ] as const)('a %s %s is valid UBL 2.1, hashed and signed as openssl and xmllint find it', (kind, type, code, flags) => {
    const document = documentOf(kind, type, 1, FIRST_PREVIOUS_HASH);
    const signed = signDocument(document, stamp, new Date('2026-11-22T10:15:05Z'));
    expect(schemaErrors(signed.xml)).toBeNull();
    expect(independentHash(signed.xml)).toBe(signed.hash);
    const { errors, fields } = checkInvoice(signed.xml, fatoora.caPem);
    expect(errors).toEqual([]);
    expect(fields).toMatchObject({ typeCode: code, flags, uuid: document.uuid, icv: '1', pih: 'X+zrZv/IbzjZUnhsbWlsecLbwjndTpG0ZynXOif7V+k=', sellerVat: '310122393500003' });
    expect(fields.buyerVat).toBe(kind === 'standard' ? '311111111111113' : null);
    // The buyer's national address in its parts (decision 198, BR-KSA-63), valid in UBL's order; none on a simplified one.
    expect(fields.buyerAddress).toEqual(
      kind === 'standard' ? { StreetName: 'Olaya Street', BuildingNumber: '7788', PlotIdentification: '3456', CitySubdivisionName: 'Al Malaz', CityName: 'Riyadh', PostalZone: '12836', Country: 'SA' } : null,
    );
    // The seller's national address with its additional number as PlotIdentification, in UBL's order (decision 202).
    expect(fields.sellerAddress).toEqual({ StreetName: 'King Fahd Road', BuildingNumber: '1234', PlotIdentification: '5678', CitySubdivisionName: 'Al Olaya', CityName: 'Riyadh', PostalZone: '12211', Country: 'SA' });
    expect(Object.keys(fields.sellerAddress!)).toEqual(['StreetName', 'BuildingNumber', 'PlotIdentification', 'CitySubdivisionName', 'CityName', 'PostalZone', 'Country']);
    expect(signed.xml).toContain('<cbc:RegistrationName>منصة توظيف</cbc:RegistrationName>');
    if (type === 'credit_note') expect(signed.xml).toContain('<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>INV-2026-001001</cbc:ID>');
  });

  it('leaves PlotIdentification out of the seller’s address without ZATCA_SELLER_ADDITIONAL_NUMBER, and stays valid (decision 202)', () => {
    const { additionalNumber: _, ...address } = config.zatca.address;
    const document = documentOf('standard', 'invoice', 1, FIRST_PREVIOUS_HASH);
    const signed = signDocument({ ...document, seller: { ...document.seller, address } }, stamp, new Date('2026-11-22T10:15:05Z'));
    expect(schemaErrors(signed.xml)).toBeNull();
    const { errors, fields } = checkInvoice(signed.xml, fatoora.caPem);
    expect(errors).toEqual([]);
    expect(fields.sellerAddress).toEqual({ StreetName: 'King Fahd Road', BuildingNumber: '1234', CitySubdivisionName: 'Al Olaya', CityName: 'Riyadh', PostalZone: '12211', Country: 'SA' });
  });

  it('carries the nine QR tags of a simplified invoice, which a QR reader decodes from the image', async () => {
    const signed = signDocument(documentOf('simplified', 'invoice', 1, FIRST_PREVIOUS_HASH), stamp, new Date('2026-11-22T10:15:05Z'));
    const read = await readQrImage(signed.qr);
    expect(read).toBe(signed.qr);
    const tags = readTlv(read!);
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(tags.get(1)?.toString()).toBe('منصة توظيف');
    expect(tags.get(2)?.toString()).toBe('310122393500003');
    expect(tags.get(3)?.toString()).toBe('2026-11-22T10:15:00');
    expect(tags.get(4)?.toString()).toBe('573.85');
    expect(tags.get(5)?.toString()).toBe('74.85');
    expect(tags.get(6)?.toString()).toBe(signed.hash);
    expect(tags.get(7)?.toString()).toBe(signed.signatureValue);
  });

  it('is caught when changed after signing: another amount, another signature', () => {
    const signed = signDocument(documentOf('simplified', 'invoice', 1, FIRST_PREVIOUS_HASH), stamp, new Date());
    const changed = signed.xml.replace('<cbc:PayableAmount currencyID="SAR">573.85<', '<cbc:PayableAmount currencyID="SAR">5.85<');
    expect(changed).not.toBe(signed.xml);
    expect(checkInvoice(changed, fatoora.caPem).errors.map((e) => e.code)).toContain('invoiceHash');
    const other = signDocument(documentOf('simplified', 'invoice', 1, FIRST_PREVIOUS_HASH), stamp, new Date());
    const forged = signed.xml.replace(/<ds:SignatureValue>[^<]*</, `<ds:SignatureValue>${other.signatureValue}<`);
    expect(checkInvoice(forged, fatoora.caPem).errors.map((e) => e.code)).toContain('signature');
    const selfMade = signDocument(documentOf('simplified', 'invoice', 1, FIRST_PREVIOUS_HASH), { ...stamp, privateKey: newUnitKey().privateKey }, new Date());
    expect(checkInvoice(selfMade.xml, fatoora.caPem).errors.map((e) => e.code)).toContain('signature');
  });
});

describe('Fatoora reporting and clearance (decision 167)', () => {
  it('reports simplified documents and clears standard ones in the chain’s order; refuses a broken chain and a second submission', async () => {
    const production = unit.production;
    const first = documentOf('simplified', 'invoice', 1, FIRST_PREVIOUS_HASH);
    const signedFirst = signDocument(first, stamp, new Date());
    const reported = await client.report(production, payload(signedFirst, first.uuid));
    expect(reported).toMatchObject({ httpStatus: 200, reportingStatus: 'REPORTED', validationResults: { status: 'PASS', errorMessages: [] } });

    const second = documentOf('standard', 'invoice', 2, signedFirst.hash);
    const signedSecond = signDocument(second, stamp, new Date());
    const cleared = await client.clear(production, payload(signedSecond, second.uuid));
    expect(cleared).toMatchObject({ httpStatus: 200, clearanceStatus: 'CLEARED' });
    expect(Buffer.from(cleared.clearedInvoice ?? '', 'base64').toString('utf8')).toBe(signedSecond.xml);

    const again = await client.report(production, payload(signedFirst, first.uuid));
    expect(again.httpStatus).toBe(409);

    const outOfOrder = documentOf('simplified', 'credit_note', 3, FIRST_PREVIOUS_HASH);
    const refused = await client.report(production, payload(signDocument(outOfOrder, stamp, new Date()), outOfOrder.uuid));
    expect(refused.httpStatus).toBe(400);
    expect(refused.reportingStatus).toBe('NOT_REPORTED');
    expect(refused.validationResults?.errorMessages?.map((m) => m.code)).toContain('KSA-13');

    const wrongPath = documentOf('standard', 'invoice', 3, signedSecond.hash);
    const misrouted = await client.report(production, payload(signDocument(wrongPath, stamp, new Date()), wrongPath.uuid));
    expect(misrouted.validationResults?.errorMessages?.map((m) => m.code)).toContain('invoiceType');
  });

  it('answers in Arabic when asked, passes warnings on, and is unavailable while Fatoora is away', async () => {
    const arabic = new FatooraClient(config.zatca.apiUrl, 'ar');
    const document = documentOf('simplified', 'invoice', 99, 'not-the-last-hash');
    fatoora.warnFor.add(document.uuid);
    const answer = await arabic.report(unit.production, payload(signDocument(document, stamp, new Date()), document.uuid));
    expect(answer.validationResults?.errorMessages?.find((m) => m.code === 'KSA-13')?.message).toBe('قيمة تجزئة الفاتورة السابقة غير صحيحة');
    fatoora.down = true;
    try {
      await expect(arabic.report(unit.production, payload(signDocument(document, stamp, new Date()), document.uuid))).rejects.toBeInstanceOf(FatooraUnavailable);
    } finally {
      fatoora.down = false;
    }
    await expect(new FatooraClient('http://127.0.0.1:9').report(unit.production, payload(signDocument(document, stamp, new Date()), document.uuid))).rejects.toBeInstanceOf(FatooraUnavailable);
  });
});
