import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Checks of a ZATCA invoice made with other tools than the ones that made it (decision 167): libxml2's xmllint
 * validates it against the UBL 2.1 schemas and canonicalises it (C14N 1.1), the parts the hash leaves out are cut
 * from the text (not through a DOM), openssl checks the certificate's chain and the ECDSA signature, and the QR
 * code's TLV is read byte by byte. Used by the local Fatoora server and by the tests.
 */

const SCHEMA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../modules/zatca/schemas/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd');

export interface TCheckResult {
  errors: Array<{ code: string; message: string }>;
  /** What the invoice says, read from its text. */
  fields: {
    uuid: string;
    icv: string;
    pih: string;
    typeCode: string;
    flags: string;
    hash: string;
    sellerVat: string;
    buyerVat: string | null;
    /** The seller's cac:PostalAddress (decision 202), read as the buyer's. */
    sellerAddress: Record<string, string> | null;
    /** The buyer's cac:PostalAddress, each element by its name (`StreetName`, `PlotIdentification`, `Country`…); null without one. */
    buyerAddress: Record<string, string> | null;
    qr: Map<number, Buffer> | null;
  };
}

/** The elements of a party's postal address in order, read from the text (a country is its IdentificationCode). */
function addressOf(xml: string, party: 'AccountingSupplierParty' | 'AccountingCustomerParty'): Record<string, string> | null {
  const address = first(xml, new RegExp(`<cac:${party}>[\\s\\S]*?<cac:PostalAddress>([\\s\\S]*?)</cac:PostalAddress>`));
  if (address === null) return null;
  const parts: Record<string, string> = {};
  for (const [, name, value] of address.matchAll(/<cbc:(\w+)>([^<]*)<\/cbc:\1>/g)) parts[name!] = value!;
  const country = first(address, /<cac:Country><cbc:IdentificationCode>([^<]*)</);
  if (country !== null) {
    delete parts.IdentificationCode;
    parts.Country = country;
  }
  return parts;
}

const run = (command: string, args: string[], input?: string | Buffer) => execFileSync(command, args, { input, stdio: ['pipe', 'pipe', 'pipe'] });
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
const first = (xml: string, pattern: RegExp) => pattern.exec(xml)?.[1] ?? null;

/** Validates XML against the UBL 2.1 Invoice schema with xmllint; null when valid, else xmllint's complaint. */
export function schemaErrors(xml: string): string | null {
  try {
    run('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, '-'], xml);
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error).trim();
  }
}

/** The invoice hash recomputed: the three parts cut from the text, xmllint's C14N 1.1, SHA-256, base64. */
export function independentHash(xml: string): string {
  const cut = xml
    .replace(/<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/, '')
    .replace(/<cac:Signature>[\s\S]*?<\/cac:Signature>/, '')
    .replace(/<cac:AdditionalDocumentReference><cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/, '');
  return sha256(run('xmllint', ['--c14n11', '-'], cut)).toString('base64');
}

/** Reads a QR payload's TLV records (tag, one length byte, value). */
export function readTlv(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const records = new Map<number, Buffer>();
  for (let offset = 0; offset < bytes.length; ) {
    const tag = bytes[offset]!;
    const length = bytes[offset + 1]!;
    records.set(tag, bytes.subarray(offset + 2, offset + 2 + length));
    offset += 2 + length;
  }
  return records;
}

/** Every check of one signed invoice; `caPem`: the CA its certificate must chain to. */
export function checkInvoice(xml: string, caPem: string): TCheckResult {
  const errors: TCheckResult['errors'] = [];
  const complaint = schemaErrors(xml);
  if (complaint) errors.push({ code: 'XSD_SCHEMA_ERROR', message: complaint.split('\n')[0] ?? complaint });
  const qrText = first(xml, /<cbc:ID>QR<\/cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</);
  const fields: TCheckResult['fields'] = {
    uuid: first(xml, /<cbc:UUID>([^<]*)<\/cbc:UUID><cbc:IssueDate>/) ?? '',
    icv: first(xml, /<cbc:ID>ICV<\/cbc:ID><cbc:UUID>([^<]*)</) ?? '',
    pih: first(xml, /<cbc:ID>PIH<\/cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</) ?? '',
    typeCode: first(xml, /<cbc:InvoiceTypeCode[^>]*>([^<]*)</) ?? '',
    flags: first(xml, /<cbc:InvoiceTypeCode name="([^"]*)"/) ?? '',
    hash: independentHash(xml),
    sellerVat: first(xml, /<cac:AccountingSupplierParty>[\s\S]*?<cac:PartyTaxScheme><cbc:CompanyID>([^<]*)</) ?? '',
    buyerVat: first(xml, /<cac:AccountingCustomerParty>[\s\S]*?<cac:PartyTaxScheme><cbc:CompanyID>([^<]*)</),
    sellerAddress: addressOf(xml, 'AccountingSupplierParty'),
    buyerAddress: addressOf(xml, 'AccountingCustomerParty'),
    qr: qrText ? readTlv(qrText) : null,
  };
  const digest = first(xml, /<ds:Reference Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>([^<]*)</);
  if (digest !== fields.hash) errors.push({ code: 'invoiceHash', message: 'The invoice hash in the signature is not the hash of the invoice' });
  const certificate = first(xml, /<ds:X509Certificate>([^<]*)</);
  const signatureValue = first(xml, /<ds:SignatureValue>([^<]*)</);
  if (!certificate || !signatureValue) {
    errors.push({ code: 'signature', message: 'The invoice is not signed' });
    return { errors, fields };
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-zatca-check-'));
  try {
    const file = (name: string, data: string | Buffer) => {
      fs.writeFileSync(path.join(directory, name), data);
      return path.join(directory, name);
    };
    const certPem = file('cert.pem', `-----BEGIN CERTIFICATE-----\n${certificate.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`);
    const ca = file('ca.pem', caPem);
    try {
      run('openssl', ['verify', '-CAfile', ca, certPem]);
    } catch {
      errors.push({ code: 'certificate', message: 'The certificate was not issued by ZATCA' });
    }
    const publicKey = file('public.pem', run('openssl', ['x509', '-in', certPem, '-noout', '-pubkey']));
    const publicKeyDer = run('openssl', ['pkey', '-pubin', '-in', publicKey, '-outform', 'DER']);
    try {
      run('openssl', ['dgst', '-sha256', '-verify', publicKey, '-signature', file('signature.der', Buffer.from(signatureValue, 'base64')), file('hash.bin', Buffer.from(fields.hash, 'base64'))]);
    } catch {
      errors.push({ code: 'signature', message: 'The signature does not verify with the certificate’s key' });
    }
    const hexBase64 = (data: string) => Buffer.from(sha256(data).toString('hex')).toString('base64');
    if (first(xml, /<xades:CertDigest>[\s\S]*?<ds:DigestValue>([^<]*)</) !== hexBase64(certificate)) {
      errors.push({ code: 'certificateDigest', message: 'The certificate digest does not match the certificate' });
    }
    const properties = first(xml, /(<xades:SignedProperties[\s\S]*?<\/xades:SignedProperties>)/) ?? '';
    if (first(xml, /URI="#xadesSignedProperties">[\s\S]*?<ds:DigestValue>([^<]*)</) !== hexBase64(properties)) {
      errors.push({ code: 'signedPropertiesDigest', message: 'The signed properties digest does not match them' });
    }
    const qr = fields.qr;
    if (!qr) errors.push({ code: 'QRCODE_INVALID', message: 'The invoice has no QR code' });
    else {
      if (qr.get(6)?.toString() !== fields.hash) errors.push({ code: 'QRCODE_INVALID', message: 'The QR code’s hash is not the invoice’s' });
      if (qr.get(7)?.toString() !== signatureValue) errors.push({ code: 'QRCODE_INVALID', message: 'The QR code’s signature is not the invoice’s' });
      if (!qr.get(8)?.equals(publicKeyDer)) errors.push({ code: 'QRCODE_INVALID', message: 'The QR code’s public key is not the certificate’s' });
      if (fields.flags.startsWith('02') && !qr.has(9)) errors.push({ code: 'QRCODE_INVALID', message: 'A simplified invoice’s QR code has the certificate’s signature (tag 9)' });
      if (qr.get(2)?.toString() !== fields.sellerVat) errors.push({ code: 'QRCODE_INVALID', message: 'The QR code’s VAT number is not the seller’s' });
    }
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
  return { errors, fields };
}
