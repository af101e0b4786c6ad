import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { CertificationRequest, CertificationRequestInfo, Attributes } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  AttributeValue,
  DirectoryString,
  Extension,
  Extensions,
  GeneralName,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
} from '@peculiar/asn1-x509';

/** What ZATCA's certificate signing request names (its onboarding guide's fields). */
export interface TCsrFields {
  /** The certificate template: `ZATCA-Code-Signing` in production, `PREZATCA-Code-Signing` in the simulation. */
  templateName: string;
  commonName: string;
  /** The taxpayer's name (O) and the branch (OU). */
  organisation: string;
  organisationUnit: string;
  /** `1-<solution>|2-<model>|3-<unit id>`. */
  serialNumber: string;
  vatNumber: string;
  /** Four digits, standard (B2B) then simplified (B2C) then two reserved: `1100` for both kinds. */
  invoiceTypes: string;
  registeredAddress: string;
  businessCategory: string;
}

const OID = {
  country: '2.5.4.6',
  organisation: '2.5.4.10',
  organisationUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  title: '2.5.4.12',
  businessCategory: '2.5.4.15',
  registeredAddress: '2.5.4.26',
  uid: '0.9.2342.19200300.100.1.1',
  extensionRequest: '1.2.840.113549.1.9.14',
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  subjectAltName: '2.5.29.17',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
};

/** The certificate template of each mode (ZATCA's onboarding guide). */
export const TEMPLATE_NAMES = { simulation: 'PREZATCA-Code-Signing', production: 'ZATCA-Code-Signing' } as const;

/** A new private key on secp256k1, the curve ZATCA's stamps use. */
export function newUnitKey(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
}

const rdn = (type: string, value: string, printable = false) =>
  new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value: new AttributeValue(printable ? { printableString: value } : { utf8String: value }) })]);

/**
 * The CSR (PKCS #10, DER) ZATCA asks for with the one-time code: the subject (C=SA, OU, O, CN), the public key,
 * and an extension request with the certificate template name and a subject alternative name whose directory name
 * carries the unit's serial number (SN), the VAT number (UID), the invoice types (title), the registered address
 * and the business category. The ASN.1 structures come from @peculiar's schemas; node:crypto signs (ECDSA SHA-256).
 */
export function buildCsr(fields: TCsrFields, keys: { privateKey: KeyObject; publicKey: KeyObject }): Buffer {
  const subject = new Name([
    rdn(OID.country, 'SA', true),
    rdn(OID.organisationUnit, fields.organisationUnit),
    rdn(OID.organisation, fields.organisation),
    rdn(OID.commonName, fields.commonName),
  ]);
  const directory = new Name([
    rdn(OID.surname, fields.serialNumber),
    rdn(OID.uid, fields.vatNumber),
    rdn(OID.title, fields.invoiceTypes),
    rdn(OID.registeredAddress, fields.registeredAddress),
    rdn(OID.businessCategory, fields.businessCategory),
  ]);
  const extensions = new Extensions([
    new Extension({
      extnID: OID.certificateTemplateName,
      critical: false,
      extnValue: new OctetString(AsnConvert.serialize(new DirectoryString({ printableString: fields.templateName }))),
    }),
    new Extension({
      extnID: OID.subjectAltName,
      critical: false,
      extnValue: new OctetString(AsnConvert.serialize(new SubjectAlternativeName([new GeneralName({ directoryName: directory })]))),
    }),
  ]);
  const info = new CertificationRequestInfo({
    version: 0,
    subject,
    subjectPKInfo: AsnConvert.parse(keys.publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo),
    attributes: new Attributes([new Attribute({ type: OID.extensionRequest, values: [AsnConvert.serialize(extensions)] })]),
  });
  const infoDer = Buffer.from(AsnConvert.serialize(info));
  const signature = sign('sha256', infoDer, keys.privateKey);
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 }),
    signature: new Uint8Array(signature).buffer,
  });
  return Buffer.from(AsnConvert.serialize(request));
}

/** PEM text of DER bytes under `label` (64-character lines). */
export function pem(label: string, der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}
