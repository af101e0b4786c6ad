import { createHash, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { Certificate } from '@peculiar/asn1-x509';
import { AsnConvert } from '@peculiar/asn1-schema';
import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { buildInvoiceXml, issueDateTime, NS, type TZatcaDocument, type TZatcaSignatureParts } from './ubl.ts';

/** The unit's stamp: its private key and the certificate (CSID) ZATCA issued for it. */
export interface TZatcaStamp {
  privateKey: KeyObject;
  /** base64 of the certificate's DER. */
  certificate: string;
}

/** A signed document: its XML, its hash (the next document's PIH) and its QR payload. */
export interface TSignedDocument {
  xml: string;
  hash: string;
  qr: string;
  signatureValue: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
/** ZATCA's digests of the certificate and of the signed properties: base64 of the hex text of SHA-256. */
const hexDigestBase64 = (data: string) => Buffer.from(sha256(data).toString('hex'), 'utf8').toString('base64');

/**
 * The invoice hash (ZATCA's "invoice hash", the reference digest and the next PIH): the document without its
 * UBLExtensions, its cac:Signature and its QR reference, in canonical form (C14N, xml-crypto's implementation;
 * C14N 1.1 as the signature names it differs from 1.0 only for xml:id/xml:base attributes, which an invoice has
 * none of), SHA-256, base64.
 */
export function invoiceHash(xml: string): string {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const root = document.documentElement;
  if (!root) throw new Error('not an XML document');
  const drop: Element[] = [];
  for (let child = root.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== 1) continue;
    const element = child as unknown as Element;
    if (element.namespaceURI === NS.ext && element.localName === 'UBLExtensions') drop.push(element);
    if (element.namespaceURI === NS.cac && element.localName === 'Signature') drop.push(element);
    if (element.namespaceURI === NS.cac && element.localName === 'AdditionalDocumentReference') {
      const id = element.getElementsByTagNameNS(NS.cbc, 'ID')[0];
      if (id?.textContent === 'QR') drop.push(element);
    }
  }
  for (const element of drop) root.removeChild(element as never);
  const canonical = new C14nCanonicalization().process(root as never, {});
  return sha256(canonical).toString('base64');
}

/** The text of the document's xades:SignedProperties element, as it stands in the document (its digest's input). */
export function signedPropertiesText(xml: string): string {
  const start = xml.indexOf('<xades:SignedProperties');
  const endTag = '</xades:SignedProperties>';
  const end = xml.indexOf(endTag, start);
  if (start < 0 || end < 0) throw new Error('no xades:SignedProperties');
  return xml.slice(start, end + endTag.length);
}

/** One TLV record: tag, length (one byte), value. */
function tlv(tag: number, value: Buffer): Buffer {
  if (value.length > 255) throw new RangeError(`ZATCA QR tag ${tag} is longer than 255 bytes`);
  return Buffer.concat([Buffer.from([tag, value.length]), value]);
}

/**
 * The phase-2 QR payload (base64 of TLV records): 1 seller's name, 2 VAT number, 3 time stamp, 4 total with VAT,
 * 5 VAT, 6 the invoice hash, 7 the ECDSA signature, 8 the public key (DER), and for simplified documents
 * 9 the signature of the stamp's certificate by ZATCA's CA (DER).
 */
export function phase2Qr(document: TZatcaDocument, hash: string, signatureValue: string, certificate: X509Certificate): string {
  const { date, time } = issueDateTime(document.issuedAt);
  const text = (value: string) => Buffer.from(value, 'utf8');
  const records = [
    tlv(1, text(document.seller.nameAr)),
    tlv(2, text(document.seller.vatNumber)),
    tlv(3, text(`${date}T${time}`)),
    tlv(4, text(((document.line.feeHalalas + document.line.vatHalalas) / 100).toFixed(2))),
    tlv(5, text((document.line.vatHalalas / 100).toFixed(2))),
    tlv(6, text(hash)),
    tlv(7, text(signatureValue)),
    tlv(8, certificate.publicKey.export({ type: 'spki', format: 'der' })),
  ];
  if (document.kind === 'simplified') {
    records.push(tlv(9, Buffer.from(AsnConvert.parse(certificate.raw, Certificate).signatureValue)));
  }
  return Buffer.concat(records).toString('base64');
}

/** The issuer as ZATCA's SDK writes it (RFC 2253 order: the most specific first, `, ` between). */
const issuerNameOf = (certificate: X509Certificate) => certificate.issuer.split('\n').reverse().join(', ');

/**
 * Stamps a document (ZATCA's XAdES-BES profile): its hash, the ECDSA (secp256k1, SHA-256) signature of the hash's
 * bytes, the certificate with its digest, issuer and serial number in the signed properties, the signed
 * properties' digest, and the QR code. The XML is built twice: first to read the signed properties' text (which
 * holds neither the digests nor the QR), then whole.
 */
export function signDocument(document: TZatcaDocument, stamp: TZatcaStamp, signingTime: Date): TSignedDocument {
  const hash = invoiceHash(buildInvoiceXml(document));
  const signatureValue = sign('sha256', Buffer.from(hash, 'base64'), stamp.privateKey).toString('base64');
  const certificate = new X509Certificate(Buffer.from(stamp.certificate, 'base64'));
  const parts: TZatcaSignatureParts = {
    invoiceHash: hash,
    signedPropertiesHash: '',
    signatureValue,
    certificate: stamp.certificate,
    certificateDigest: hexDigestBase64(stamp.certificate),
    issuerName: issuerNameOf(certificate),
    serialNumber: BigInt(`0x${certificate.serialNumber}`).toString(10),
    signingTime: signingTime.toISOString().slice(0, 19),
  };
  const qr = phase2Qr(document, hash, signatureValue, certificate);
  const properties = signedPropertiesText(buildInvoiceXml(document, { signature: parts, qr }));
  const xml = buildInvoiceXml(document, { signature: { ...parts, signedPropertiesHash: hexDigestBase64(properties) }, qr });
  if (signedPropertiesText(xml) !== properties) throw new Error('the signed properties changed between the two passes');
  return { xml, hash, qr, signatureValue };
}
