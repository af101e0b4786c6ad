import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';

/** The namespaces of a ZATCA invoice (UBL 2.1 with its signature extension, XML-DSig and XAdES). */
export const NS = {
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
} as const;

/**
 * A Saudi national address (BR-KSA-09: street, building number, postal code, city, district; country SA); the seller's
 * additional number when it has one (decision 202), as ZATCA's PlotIdentification (KSA-23).
 */
export interface TZatcaAddress {
  street: string;
  buildingNumber: string;
  additionalNumber?: string;
  district: string;
  city: string;
  postalCode: string;
}

/**
 * A buyer's address: its national address in parts as the company gave them (decision 198: BR-KSA-63 asks for street,
 * building number, district, city and postal code in Saudi Arabia; the additional number when there is one), or, for
 * a company that gave one line only, that line with the parts found in it. Country SA unless given.
 */
export type TBuyerAddress = Pick<TZatcaAddress, 'street' | 'city'> &
  Partial<Pick<TZatcaAddress, 'buildingNumber' | 'additionalNumber' | 'district' | 'postalCode'>> & { countryCode?: string };

/** One invoice or credit note of Tawzeef: one line (a posting, a package or a featured period). */
export interface TZatcaDocument {
  /** standard (B2B, cleared) or simplified (B2C, reported). */
  kind: 'standard' | 'simplified';
  /** An invoice (388) or a credit note (381) for an earlier invoice. */
  type: 'invoice' | 'credit_note';
  /** The number printed on it (INV-2026-001000; credit notes CRN-…). */
  number: string;
  uuid: string;
  issuedAt: Date;
  /** The invoice counter (ICV): 1, 2, 3… over every document of the unit. */
  icv: number;
  /** The previous document's hash (PIH), base64; the first one's is that of "0". */
  previousHash: string;
  /** A credit note's invoice (its number) and why it is issued (KSA-10). */
  billingReference?: string;
  reason?: string;
  /** UNTDID 4461: 10 cash, 30 credit transfer (bank transfer), 48 bank card. */
  paymentMeans: '10' | '30' | '48';
  seller: { nameAr: string; vatNumber: string; crn: string; address: TZatcaAddress };
  /** The buyer: for a standard invoice its VAT number and address (street and city at least) are required. */
  buyer: { name: string; vatNumber: string | null; address: TBuyerAddress | null };
  /** The day the service starts (KSA-5, standard invoices). */
  supplyDate: string;
  line: { name: string; feeHalalas: number; vatHalalas: number; vatRateBasisPoints: number };
}

/** The signature block's parts, once the document's hash is known (see signing.ts). */
export interface TZatcaSignatureParts {
  invoiceHash: string;
  signedPropertiesHash: string;
  signatureValue: string;
  /** The certificate, base64 DER (as Fatoora's binarySecurityToken decodes to). */
  certificate: string;
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
  signingTime: string;
}

export const INVOICE_TYPE_CODES = { invoice: '388', credit_note: '381' } as const;
/** KSA-2: the transaction flags, position 1-2 `01` standard or `02` simplified, then five zero flags. */
export const TRANSACTION_FLAGS = { standard: '0100000', simplified: '0200000' } as const;
/** The PIH of a unit's first document: base64 of SHA-256 of "0". */
export const FIRST_PREVIOUS_HASH = 'X+zrZv/IbzjZUnhsbWlsecLbwjndTpG0ZynXOif7V+k=';

const sar = (halalas: number) => (halalas / 100).toFixed(2);
const percent = (basisPoints: number) => (basisPoints / 100).toFixed(2);

/** ISO date and time (UTC kept as it is: `HH:MM:SS`) of an instant, as the invoice's IssueDate and IssueTime. */
export function issueDateTime(date: Date): { date: string; time: string } {
  const iso = date.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

function cbc(parent: XMLBuilder, name: string, text: string, attributes?: Record<string, string>): XMLBuilder {
  const element = parent.ele(NS.cbc, `cbc:${name}`, attributes);
  element.txt(text);
  return parent;
}

const amount = (parent: XMLBuilder, name: string, halalas: number) => cbc(parent, name, sar(halalas), { currencyID: 'SAR' });

/** cac:PostalAddress, in UBL's AddressType order; the additional number is ZATCA's PlotIdentification (KSA-23). */
function address(parent: XMLBuilder, value: TBuyerAddress) {
  const node = parent.ele(NS.cac, 'cac:PostalAddress');
  cbc(node, 'StreetName', value.street);
  if (value.buildingNumber) cbc(node, 'BuildingNumber', value.buildingNumber);
  if (value.additionalNumber) cbc(node, 'PlotIdentification', value.additionalNumber);
  if (value.district) cbc(node, 'CitySubdivisionName', value.district);
  cbc(node, 'CityName', value.city);
  if (value.postalCode) cbc(node, 'PostalZone', value.postalCode);
  cbc(node.ele(NS.cac, 'cac:Country'), 'IdentificationCode', value.countryCode ?? 'SA');
}

function taxCategory(parent: XMLBuilder, name: 'TaxCategory' | 'ClassifiedTaxCategory', basisPoints: number) {
  const node = parent.ele(NS.cac, `cac:${name}`);
  cbc(node, 'ID', 'S');
  cbc(node, 'Percent', percent(basisPoints));
  cbc(node.ele(NS.cac, 'cac:TaxScheme'), 'ID', 'VAT');
}

function signatureExtension(root: XMLBuilder, parts: TZatcaSignatureParts) {
  const content = root.ele(NS.ext, 'ext:UBLExtensions').ele(NS.ext, 'ext:UBLExtension');
  content.ele(NS.ext, 'ext:ExtensionURI').txt('urn:oasis:names:specification:ubl:dsig:enveloped:xades');
  const information = content
    .ele(NS.ext, 'ext:ExtensionContent')
    .ele(NS.sig, 'sig:UBLDocumentSignatures', { 'xmlns:sac': NS.sac, 'xmlns:sbc': NS.sbc })
    .ele(NS.sac, 'sac:SignatureInformation');
  cbc(information, 'ID', 'urn:oasis:names:specification:ubl:signature:1');
  information.ele(NS.sbc, 'sbc:ReferencedSignatureID').txt('urn:oasis:names:specification:ubl:signature:Invoice');
  const signature = information.ele(NS.ds, 'ds:Signature', { Id: 'signature' });
  const signedInfo = signature.ele(NS.ds, 'ds:SignedInfo');
  signedInfo.ele(NS.ds, 'ds:CanonicalizationMethod', { Algorithm: 'http://www.w3.org/2006/12/xml-c14n11' });
  signedInfo.ele(NS.ds, 'ds:SignatureMethod', { Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256' });
  const reference = signedInfo.ele(NS.ds, 'ds:Reference', { Id: 'invoiceSignedData', URI: '' });
  const transforms = reference.ele(NS.ds, 'ds:Transforms');
  for (const xpath of [
    'not(//ancestor-or-self::ext:UBLExtensions)',
    'not(//ancestor-or-self::cac:Signature)',
    "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
  ]) {
    transforms.ele(NS.ds, 'ds:Transform', { Algorithm: 'http://www.w3.org/TR/1999/REC-xpath-19991116' }).ele(NS.ds, 'ds:XPath').txt(xpath);
  }
  transforms.ele(NS.ds, 'ds:Transform', { Algorithm: 'http://www.w3.org/2006/12/xml-c14n11' });
  reference.ele(NS.ds, 'ds:DigestMethod', { Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' });
  reference.ele(NS.ds, 'ds:DigestValue').txt(parts.invoiceHash);
  const propertiesReference = signedInfo.ele(NS.ds, 'ds:Reference', { Type: 'http://www.w3.org/2000/09/xmldsig#SignatureProperties', URI: '#xadesSignedProperties' });
  propertiesReference.ele(NS.ds, 'ds:DigestMethod', { Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' });
  propertiesReference.ele(NS.ds, 'ds:DigestValue').txt(parts.signedPropertiesHash);
  signature.ele(NS.ds, 'ds:SignatureValue').txt(parts.signatureValue);
  signature.ele(NS.ds, 'ds:KeyInfo').ele(NS.ds, 'ds:X509Data').ele(NS.ds, 'ds:X509Certificate').txt(parts.certificate);
  const properties = signature
    .ele(NS.ds, 'ds:Object')
    .ele(NS.xades, 'xades:QualifyingProperties', { Target: 'signature' })
    .ele(NS.xades, 'xades:SignedProperties', { Id: 'xadesSignedProperties' })
    .ele(NS.xades, 'xades:SignedSignatureProperties');
  properties.ele(NS.xades, 'xades:SigningTime').txt(parts.signingTime);
  const cert = properties.ele(NS.xades, 'xades:SigningCertificate').ele(NS.xades, 'xades:Cert');
  const digest = cert.ele(NS.xades, 'xades:CertDigest');
  digest.ele(NS.ds, 'ds:DigestMethod', { Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' });
  digest.ele(NS.ds, 'ds:DigestValue').txt(parts.certificateDigest);
  const issuer = cert.ele(NS.xades, 'xades:IssuerSerial');
  issuer.ele(NS.ds, 'ds:X509IssuerName').txt(parts.issuerName);
  issuer.ele(NS.ds, 'ds:X509SerialNumber').txt(parts.serialNumber);
}

/**
 * The document's UBL 2.1 XML in ZATCA's profile (compact: no whitespace between elements, so that the hash of its
 * canonical form does not hang on indentation). Without `signature` and `qr`: the document whose hash is taken
 * (the three parts the hash leaves out are simply not there yet). Elements in the order the UBL schema requires.
 */
export function buildInvoiceXml(document: TZatcaDocument, signed?: { signature: TZatcaSignatureParts; qr: string }): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS.inv, 'Invoice', {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ext': NS.ext,
  });
  if (signed) signatureExtension(root, signed.signature);
  const { date, time } = issueDateTime(document.issuedAt);
  cbc(root, 'ProfileID', 'reporting:1.0');
  cbc(root, 'ID', document.number);
  cbc(root, 'UUID', document.uuid);
  cbc(root, 'IssueDate', date);
  cbc(root, 'IssueTime', time);
  cbc(root, 'InvoiceTypeCode', INVOICE_TYPE_CODES[document.type], { name: TRANSACTION_FLAGS[document.kind] });
  cbc(root, 'DocumentCurrencyCode', 'SAR');
  cbc(root, 'TaxCurrencyCode', 'SAR');
  if (document.type === 'credit_note') {
    if (!document.billingReference || !document.reason) throw new Error('a credit note names its invoice and its reason');
    cbc(root.ele(NS.cac, 'cac:BillingReference').ele(NS.cac, 'cac:InvoiceDocumentReference'), 'ID', document.billingReference);
  }
  const icv = root.ele(NS.cac, 'cac:AdditionalDocumentReference');
  cbc(icv, 'ID', 'ICV');
  cbc(icv, 'UUID', String(document.icv));
  const pih = root.ele(NS.cac, 'cac:AdditionalDocumentReference');
  cbc(pih, 'ID', 'PIH');
  cbc(pih.ele(NS.cac, 'cac:Attachment'), 'EmbeddedDocumentBinaryObject', document.previousHash, { mimeCode: 'text/plain' });
  if (signed) {
    const qr = root.ele(NS.cac, 'cac:AdditionalDocumentReference');
    cbc(qr, 'ID', 'QR');
    cbc(qr.ele(NS.cac, 'cac:Attachment'), 'EmbeddedDocumentBinaryObject', signed.qr, { mimeCode: 'text/plain' });
    const signature = root.ele(NS.cac, 'cac:Signature');
    cbc(signature, 'ID', 'urn:oasis:names:specification:ubl:signature:Invoice');
    cbc(signature, 'SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades');
  }
  const supplier = root.ele(NS.cac, 'cac:AccountingSupplierParty').ele(NS.cac, 'cac:Party');
  cbc(supplier.ele(NS.cac, 'cac:PartyIdentification'), 'ID', document.seller.crn, { schemeID: 'CRN' });
  address(supplier, document.seller.address);
  const supplierTax = supplier.ele(NS.cac, 'cac:PartyTaxScheme');
  cbc(supplierTax, 'CompanyID', document.seller.vatNumber);
  cbc(supplierTax.ele(NS.cac, 'cac:TaxScheme'), 'ID', 'VAT');
  cbc(supplier.ele(NS.cac, 'cac:PartyLegalEntity'), 'RegistrationName', document.seller.nameAr);
  const customer = root.ele(NS.cac, 'cac:AccountingCustomerParty').ele(NS.cac, 'cac:Party');
  if (document.kind === 'standard') {
    if (!document.buyer.vatNumber || !document.buyer.address) throw new Error('a standard invoice names the buyer’s VAT number and address');
    address(customer, document.buyer.address);
    const customerTax = customer.ele(NS.cac, 'cac:PartyTaxScheme');
    cbc(customerTax, 'CompanyID', document.buyer.vatNumber);
    cbc(customerTax.ele(NS.cac, 'cac:TaxScheme'), 'ID', 'VAT');
  }
  cbc(customer.ele(NS.cac, 'cac:PartyLegalEntity'), 'RegistrationName', document.buyer.name);
  if (document.kind === 'standard') cbc(root.ele(NS.cac, 'cac:Delivery'), 'ActualDeliveryDate', document.supplyDate);
  const means = root.ele(NS.cac, 'cac:PaymentMeans');
  cbc(means, 'PaymentMeansCode', document.paymentMeans);
  if (document.type === 'credit_note') cbc(means, 'InstructionNote', document.reason!);
  const { feeHalalas, vatHalalas, vatRateBasisPoints } = document.line;
  amount(root.ele(NS.cac, 'cac:TaxTotal'), 'TaxAmount', vatHalalas);
  const taxTotal = root.ele(NS.cac, 'cac:TaxTotal');
  amount(taxTotal, 'TaxAmount', vatHalalas);
  const subtotal = taxTotal.ele(NS.cac, 'cac:TaxSubtotal');
  amount(subtotal, 'TaxableAmount', feeHalalas);
  amount(subtotal, 'TaxAmount', vatHalalas);
  taxCategory(subtotal, 'TaxCategory', vatRateBasisPoints);
  const totals = root.ele(NS.cac, 'cac:LegalMonetaryTotal');
  amount(totals, 'LineExtensionAmount', feeHalalas);
  amount(totals, 'TaxExclusiveAmount', feeHalalas);
  amount(totals, 'TaxInclusiveAmount', feeHalalas + vatHalalas);
  amount(totals, 'AllowanceTotalAmount', 0);
  amount(totals, 'PrepaidAmount', 0);
  amount(totals, 'PayableAmount', feeHalalas + vatHalalas);
  const line = root.ele(NS.cac, 'cac:InvoiceLine');
  cbc(line, 'ID', '1');
  cbc(line, 'InvoicedQuantity', '1.000000', { unitCode: 'PCE' });
  amount(line, 'LineExtensionAmount', feeHalalas);
  const lineTax = line.ele(NS.cac, 'cac:TaxTotal');
  amount(lineTax, 'TaxAmount', vatHalalas);
  amount(lineTax, 'RoundingAmount', feeHalalas + vatHalalas);
  const item = line.ele(NS.cac, 'cac:Item');
  cbc(item, 'Name', document.line.name);
  taxCategory(item, 'ClassifiedTaxCategory', vatRateBasisPoints);
  amount(line.ele(NS.cac, 'cac:Price'), 'PriceAmount', feeHalalas);
  return root.end({ prettyPrint: false });
}
