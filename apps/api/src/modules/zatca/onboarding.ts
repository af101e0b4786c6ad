import { randomUUID, X509Certificate, type KeyObject } from 'node:crypto';
import type { TConfig, TZatcaConfig } from '../../config.ts';
import { buildCsr, newUnitKey, pem, TEMPLATE_NAMES } from './csr.ts';
import { certificateOf, type FatooraClient, FatooraRefused, type TCsid, type TFatooraMessage } from './fatoora.ts';
import { signDocument } from './signing.ts';
import { FIRST_PREVIOUS_HASH, type TZatcaDocument } from './ubl.ts';

/** The solution's name and model in the unit's serial number (`1-Tawzeef|2-<model>|3-<unit id>`). */
export const SOLUTION = { name: 'Tawzeef', model: 'Platform' } as const;

/** What onboarding ends with: the key, the CSR and both CSIDs (the caller encrypts them before keeping them). */
export interface TOnboardedUnit {
  privateKeyPem: string;
  csrPem: string;
  compliance: TCsid & { requestId: string };
  production: TCsid;
  /** The production certificate's last valid day: renew (`npm run zatca:onboard`) before. */
  expiresAt: Date;
  /** ZATCA's words on each compliance check, per kind (`standard invoice`…). */
  checks: Array<{ kind: string; warnings: TFatooraMessage[] }>;
}

export class OnboardingFailed extends Error {
  override name = 'OnboardingFailed';
  constructor(
    message: string,
    readonly messages: TFatooraMessage[] = [],
  ) {
    super(message);
  }
}

type TUnitConfig = { zatca: TZatcaConfig; seller: TConfig['seller'] };

/** The seller of every document (decision 167): the Arabic name, VAT number, CRN and national address. */
export const sellerOf = (config: TUnitConfig): TZatcaDocument['seller'] => ({
  nameAr: config.seller.nameAr,
  vatNumber: config.seller.vatNumber,
  crn: config.zatca.crn,
  address: config.zatca.address,
});

/** The CSR's fields for this unit. */
export function csrFieldsOf(config: TUnitConfig) {
  const address = config.zatca.address;
  return {
    templateName: TEMPLATE_NAMES[config.zatca.mode],
    commonName: `${SOLUTION.name}-${config.zatca.unitId}`,
    organisation: config.seller.nameEn,
    organisationUnit: config.zatca.branchName,
    serialNumber: `1-${SOLUTION.name}|2-${SOLUTION.model}|3-${config.zatca.unitId}`,
    vatNumber: config.seller.vatNumber,
    invoiceTypes: '1100',
    registeredAddress: `${address.buildingNumber} ${address.street}, ${address.district}, ${address.city} ${address.postalCode}`,
    businessCategory: config.zatca.businessCategory,
  };
}

/** The four kinds Tawzeef issues, each checked once before the production CSID. */
const KINDS = [
  { kind: 'standard', type: 'invoice' },
  { kind: 'standard', type: 'credit_note' },
  { kind: 'simplified', type: 'invoice' },
  { kind: 'simplified', type: 'credit_note' },
] as const;

/** A sample document of a kind for the compliance checks (ZATCA's test buyer, one posting). */
function sample(config: TUnitConfig, kind: TZatcaDocument['kind'], type: TZatcaDocument['type'], icv: number, previousHash: string, now: Date): TZatcaDocument {
  return {
    kind,
    type,
    number: `${type === 'invoice' ? 'INV' : 'CRN'}-COMPLIANCE-${icv}`,
    uuid: randomUUID(),
    issuedAt: now,
    icv,
    previousHash,
    ...(type === 'credit_note' ? { billingReference: 'INV-COMPLIANCE-1', reason: 'Compliance check / فحص المطابقة' } : {}),
    paymentMeans: '48',
    seller: sellerOf(config),
    buyer: {
      name: 'شركة اختبار المطابقة',
      vatNumber: kind === 'standard' ? '399999999900003' : null,
      address: kind === 'standard' ? { street: 'Prince Sultan', buildingNumber: '2322', district: 'Al-Murabba', city: 'Riyadh', postalCode: '23333' } : null,
    },
    supplyDate: now.toISOString().slice(0, 10),
    line: { name: 'نشر وظيفة / Job posting', feeHalalas: 49900, vatHalalas: 7485, vatRateBasisPoints: 1500 },
  };
}

const errorsOf = (messages: TFatooraMessage[] | null | undefined) => (Array.isArray(messages) ? messages : []);

/**
 * Onboards the unit (ZATCA's onboarding, decision 167): a new secp256k1 key, the CSR, the compliance CSID with the
 * one-time code, a compliance check of each kind (standard and simplified invoices and credit notes, signed with the
 * compliance certificate, chained), then the production CSID. Throws OnboardingFailed with ZATCA's messages.
 * Rotation is the same call: a new key and new CSIDs; the chain (ICV, PIH) goes on.
 */
export async function onboardUnit(client: FatooraClient, config: TUnitConfig, otp: string, now = new Date()): Promise<TOnboardedUnit> {
  const keys: { privateKey: KeyObject; publicKey: KeyObject } = newUnitKey();
  const csrPem = pem('CERTIFICATE REQUEST', buildCsr(csrFieldsOf(config), keys));
  let compliance;
  try {
    compliance = await client.complianceCsid(csrPem, otp);
  } catch (error) {
    if (error instanceof FatooraRefused) throw new OnboardingFailed('ZATCA refused the one-time code or the CSR', refusalMessages(error.body));
    throw error;
  }
  const complianceCsid = { binarySecurityToken: compliance.binarySecurityToken, secret: compliance.secret, requestId: String(compliance.requestID) };
  const stamp = { privateKey: keys.privateKey, certificate: certificateOf(complianceCsid) };
  let previousHash = FIRST_PREVIOUS_HASH;
  const checks: TOnboardedUnit['checks'] = [];
  for (const [index, { kind, type }] of KINDS.entries()) {
    const document = sample(config, kind, type, index + 1, previousHash, now);
    const signed = signDocument(document, stamp, now);
    const answer = await client.complianceInvoice(complianceCsid, { invoiceHash: signed.hash, uuid: document.uuid, invoice: Buffer.from(signed.xml).toString('base64') });
    const errors = errorsOf(answer.validationResults?.errorMessages);
    if (answer.httpStatus >= 400 || errors.length) throw new OnboardingFailed(`ZATCA's compliance check of a ${kind} ${type.replace('_', ' ')} failed`, errors);
    checks.push({ kind: `${kind} ${type.replace('_', ' ')}`, warnings: errorsOf(answer.validationResults?.warningMessages) });
    previousHash = signed.hash;
  }
  let production;
  try {
    production = await client.productionCsid(complianceCsid, complianceCsid.requestId);
  } catch (error) {
    if (error instanceof FatooraRefused) throw new OnboardingFailed('ZATCA refused the production CSID', refusalMessages(error.body));
    throw error;
  }
  const productionCsid = { binarySecurityToken: production.binarySecurityToken, secret: production.secret };
  const certificate = new X509Certificate(Buffer.from(certificateOf(productionCsid), 'base64'));
  return {
    privateKeyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    csrPem,
    compliance: complianceCsid,
    production: productionCsid,
    expiresAt: new Date(certificate.validTo),
    checks,
  };
}

function refusalMessages(body: unknown): TFatooraMessage[] {
  const value = (body ?? {}) as Record<string, unknown>;
  const code = (value.errorCode ?? value.code) as string | undefined;
  const message = (value.errorMessage ?? value.message) as string | undefined;
  return code || message ? [{ type: 'ERROR', code, message }] : [];
}
