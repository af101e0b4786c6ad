import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { checkInvoice } from './verify.ts';

/**
 * A local server that speaks ZATCA's Fatoora API, V2 (decision 167), started by the tests: compliance CSID with the
 * one-time code, compliance invoices, production CSID, reporting and clearance. It plays ZATCA's CA with openssl
 * (secp256k1), checks each CSR with openssl, and each invoice with verify.ts (schema, hash, signature, certificate,
 * QR) and a few KSA rules (a standard document's buyer address in Saudi Arabia, BR-KSA-63 and 67, is warned of, as
 * ZATCA does); it keeps the chain of each unit (the PIH must be the hash of the unit's last document),
 * answers a UUID it has already accepted with 409, and can be made to be away (503) or to add a warning.
 */

type TMessage = { type: string; code: string; category: string; message: string; status: string };
type TCredential = { token: string; secret: string; stage: 'compliance' | 'production'; requestId: string; commonName: string };

export interface TFatooraServer {
  url: string;
  otp: string;
  caPem: string;
  /** While true every call answers 503, as when Fatoora is away. */
  down: boolean;
  /** UUIDs the server answers with a warning (202 with warningMessages) instead of a plain acceptance. */
  warnFor: Set<string>;
  /** Every reporting or clearance call received: one row per call, in order (duplicates show twice). */
  received: Array<{ path: string; uuid: string; icv: string; status: number }>;
  /** The compliance checks passed per compliance request: `standard:388`, `simplified:381`… */
  compliancePassed: Map<string, Set<string>>;
  close(): Promise<void>;
}

const INFO_PASS = { type: 'INFO', code: 'XSD_ZATCA_VALID', category: 'XSD validation', message: 'Complied with UBL 2.1 standards in line with ZATCA specifications', status: 'PASS' };

export async function startFatooraServer(): Promise<TFatooraServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-fatoora-'));
  const file = (name: string) => path.join(directory, name);
  execFileSync('openssl', ['ecparam', '-name', 'secp256k1', '-genkey', '-noout', '-out', file('ca.key')]);
  execFileSync('openssl', ['req', '-new', '-x509', '-key', file('ca.key'), '-subj', '/DC=local/DC=gov/DC=extgazt/CN=TSZEINVOICE-SubCA-1', '-days', '3650', '-out', file('ca.pem')], { stdio: 'pipe' });
  const caPem = fs.readFileSync(file('ca.pem'), 'utf8');
  const credentials = new Map<string, TCredential>();
  const csrs = new Map<string, string>();
  const lastHash = new Map<string, string>();
  const accepted = new Set<string>();
  let serial = 1000;

  const state: Omit<TFatooraServer, 'url' | 'close'> = { otp: '123345', caPem, down: false, warnFor: new Set(), received: [], compliancePassed: new Map() };

  /** Issues a certificate for a CSR (PEM) after openssl verified its signature; the CSR's text, for its checks. */
  function issue(csrPem: string): { certificate: string; text: string } {
    const csr = file(`csr-${serial}.pem`);
    fs.writeFileSync(csr, csrPem);
    const text = execFileSync('openssl', ['req', '-in', csr, '-verify', '-noout', '-text'], { stdio: 'pipe' }).toString();
    const out = file(`cert-${serial}.pem`);
    execFileSync('openssl', ['x509', '-req', '-in', csr, '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-set_serial', String(serial++), '-days', '365', '-copy_extensions', 'copyall', '-out', out], { stdio: 'pipe' });
    const certificate = fs.readFileSync(out, 'utf8').replace(/-----[^-]+-----|\s/g, '');
    return { certificate, text };
  }

  function credential(token: string, text: string, stage: TCredential['stage'], requestId: string) {
    const commonName = /Subject:.*CN = ([^,\n]+)/.exec(text)?.[1] ?? '';
    const secret = randomBytes(24).toString('base64');
    credentials.set(token, { token, secret, stage, requestId, commonName });
    return { requestID: requestId, dispositionMessage: 'ISSUED', binarySecurityToken: token, secret, errors: null };
  }

  function authorised(request: IncomingMessage, stage: TCredential['stage']): TCredential | undefined {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return undefined;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.lastIndexOf(':');
    const found = credentials.get(decoded.slice(0, colon));
    return found && found.secret === decoded.slice(colon + 1) && found.stage === stage ? found : undefined;
  }

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  function checkDocument(body: { invoiceHash?: string; uuid?: string; invoice?: string }, arabic: boolean) {
    const xml = Buffer.from(body.invoice ?? '', 'base64').toString('utf8');
    const { errors, fields } = checkInvoice(xml, caPem);
    const error = (code: string, en: string, ar: string): TMessage => ({ type: 'ERROR', code, category: 'KSA', message: arabic ? ar : en, status: 'ERROR' });
    const messages: TMessage[] = errors.map((e) => ({ type: 'ERROR', code: e.code, category: 'validation', message: e.message, status: 'ERROR' }));
    if (body.invoiceHash !== fields.hash) messages.push(error('invoiceHash', 'The invoiceHash sent is not the hash of the invoice', 'قيمة تجزئة الفاتورة المرسلة لا تطابق الفاتورة'));
    if (body.uuid !== fields.uuid) messages.push(error('uuid', 'The uuid sent is not the invoice’s', 'المعرّف المرسل لا يطابق معرّف الفاتورة'));
    if (!/^\d+$/.test(fields.icv)) messages.push(error('BR-KSA-33', 'The invoice counter (ICV) must be a number', 'يجب أن يكون عداد الفاتورة رقمًا'));
    if (fields.flags.startsWith('01') && !fields.buyerVat) messages.push(error('BR-KSA-44', 'A standard invoice names the buyer’s VAT number', 'يجب أن تتضمن الفاتورة الضريبية رقم تسجيل المشتري'));
    return { xml, fields, messages, warnings: addressWarnings(fields, arabic) };
  }

  /**
   * ZATCA's warnings on a standard document's buyer in Saudi Arabia (decision 198): BR-KSA-63, its national address in
   * parts (street, building number, postal code, city, district), and BR-KSA-67, a postal code of 5 digits.
   */
  function addressWarnings(fields: ReturnType<typeof checkInvoice>['fields'], arabic: boolean): TMessage[] {
    const address = fields.buyerAddress;
    if (!fields.flags.startsWith('01') || !address || address.Country !== 'SA') return [];
    const warning = (code: string, en: string, ar: string): TMessage => ({ type: 'WARNING', code, category: 'KSA', message: arabic ? ar : en, status: 'WARNING' });
    const warnings: TMessage[] = [];
    if (['StreetName', 'BuildingNumber', 'PostalZone', 'CityName', 'CitySubdivisionName'].some((part) => !address[part]?.trim())) {
      warnings.push(
        warning(
          'BR-KSA-63',
          'If the buyer country code (BT-55) is “SA”, then these fields are mandatory: street name (BT-50), building number (KSA-18), postal code (BT-53), city (BT-52), District (KSA-4), country code (BT-55).',
          'إذا كان رمز دولة المشتري (BT-55) «SA» فهذه الحقول إلزامية: اسم الشارع (BT-50) ورقم المبنى (KSA-18) والرمز البريدي (BT-53) والمدينة (BT-52) والحي (KSA-4) ورمز الدولة (BT-55).',
        ),
      );
    }
    if (address.PostalZone && !/^\d{5}$/.test(address.PostalZone)) {
      warnings.push(warning('BR-KSA-67', 'If the buyer country code (BT-55) is “SA”, the buyer postal code (BT-53) must be 5 digits.', 'إذا كان رمز دولة المشتري (BT-55) «SA» فيجب أن يكون الرمز البريدي للمشتري (BT-53) من 5 أرقام.'));
    }
    return warnings;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fatoora');
    if (state.down) return send(response, 503, { message: 'Service unavailable' });
    if (request.method !== 'POST') return send(response, 405, { message: 'Method not allowed' });
    if (request.headers['accept-version'] !== 'V2') return send(response, 400, { code: 'Invalid-Request', message: 'Accept-Version must be V2' });
    const arabic = request.headers['accept-language'] === 'ar';
    let body: Record<string, string>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, string>;
    } catch {
      return send(response, 400, { code: 'Invalid-Request', message: 'The body is not JSON' });
    }

    if (url.pathname.endsWith('/compliance')) {
      if (request.headers.otp !== state.otp) return send(response, 400, { errorCode: 'Invalid-OTP', errorMessage: arabic ? 'رمز التحقق غير صحيح' : 'The one-time code is not valid' });
      let issued;
      try {
        issued = issue(Buffer.from(body.csr ?? '', 'base64').toString('utf8'));
      } catch {
        return send(response, 400, { errorCode: 'Invalid-CSR', errorMessage: 'The CSR does not verify' });
      }
      const text = issued.text;
      const sanOk = /DirName:\/SN=1-[^|/]+\|2-[^|/]+\|3-[^/]+\/UID=3\d{13}3\/title=[01]{4}\/registeredAddress=[^/]+\/businessCategory=.+/.test(text);
      if (!sanOk || !/Subject: C = SA, OU = .+, O = .+, CN = .+/.test(text) || !/ZATCA-Code-Signing/.test(text) || !/secp256k1/.test(text)) {
        return send(response, 400, { errorCode: 'Invalid-CSR', errorMessage: 'The CSR lacks ZATCA’s subject or extension fields' });
      }
      const requestId = String(Date.now()) + String(serial);
      csrs.set(requestId, Buffer.from(body.csr ?? '', 'base64').toString('utf8'));
      state.compliancePassed.set(requestId, new Set());
      return send(response, 200, credential(Buffer.from(issued.certificate).toString('base64'), text, 'compliance', requestId));
    }

    if (url.pathname.endsWith('/compliance/invoices')) {
      const who = authorised(request, 'compliance');
      if (!who) return send(response, 401, { message: 'Unauthorized' });
      const { fields, messages, warnings } = checkDocument(body, arabic);
      const kind = fields.flags.startsWith('01') ? 'standard' : 'simplified';
      if (!messages.length) state.compliancePassed.get(who.requestId)?.add(`${kind}:${fields.typeCode}`);
      const status = messages.length ? 'ERROR' : warnings.length ? 'WARNING' : 'PASS';
      return send(response, messages.length ? 400 : warnings.length ? 202 : 200, {
        validationResults: { infoMessages: [INFO_PASS], warningMessages: warnings, errorMessages: messages, status },
        reportingStatus: kind === 'simplified' ? (messages.length ? 'NOT_REPORTED' : 'REPORTED') : null,
        clearanceStatus: kind === 'standard' ? (messages.length ? 'NOT_CLEARED' : 'CLEARED') : null,
        qrSellertStatus: null,
        qrBuyertStatus: null,
      });
    }

    if (url.pathname.endsWith('/production/csids')) {
      const who = authorised(request, 'compliance');
      if (!who) return send(response, 401, { message: 'Unauthorized' });
      const requestId = body.compliance_request_id ?? '';
      const passed = state.compliancePassed.get(requestId);
      const needed = ['standard:388', 'standard:381', 'simplified:388', 'simplified:381'];
      if (requestId !== who.requestId || !passed || needed.some((check) => !passed.has(check))) {
        return send(response, 400, { code: 'Missing-ComplianceSteps', message: 'The compliance checks of every invoice kind must pass first' });
      }
      const issued = issue(csrs.get(requestId)!);
      return send(response, 200, credential(Buffer.from(issued.certificate).toString('base64'), issued.text, 'production', randomUUID()));
    }

    const reporting = url.pathname.endsWith('/invoices/reporting/single');
    if (reporting || url.pathname.endsWith('/invoices/clearance/single')) {
      const who = authorised(request, 'production');
      if (!who) return send(response, 401, { message: 'Unauthorized' });
      const expected = reporting ? '0' : '1';
      if (request.headers['clearance-status'] !== expected) return send(response, 400, { code: 'Clearance-Status', message: `Clearance-Status must be ${expected}` });
      const { xml, fields, messages, warnings: addressWarned } = checkDocument(body, arabic);
      const record = (status: number) => state.received.push({ path: url.pathname, uuid: fields.uuid, icv: fields.icv, status });
      if (accepted.has(fields.uuid)) {
        record(409);
        return send(response, 409, { validationResults: { infoMessages: [], warningMessages: [], errorMessages: [{ type: 'ERROR', code: 'Invoice-Already-Submitted', category: 'KSA', message: 'This invoice was already submitted', status: 'ERROR' }], status: 'ERROR' } });
      }
      if (reporting !== fields.flags.startsWith('02')) messages.push({ type: 'ERROR', code: 'invoiceType', category: 'KSA', message: reporting ? 'Only simplified invoices are reported' : 'Only standard invoices are cleared', status: 'ERROR' });
      const previous = lastHash.get(who.commonName) ?? 'X+zrZv/IbzjZUnhsbWlsecLbwjndTpG0ZynXOif7V+k=';
      if (fields.pih !== previous) messages.push({ type: 'ERROR', code: 'KSA-13', category: 'KSA', message: arabic ? 'قيمة تجزئة الفاتورة السابقة غير صحيحة' : 'The previous invoice hash (PIH) is not the hash of the last invoice', status: 'ERROR' });
      const warnings: TMessage[] = [
        ...addressWarned,
        ...(state.warnFor.has(fields.uuid)
          ? [{ type: 'WARNING', code: 'BR-KSA-F-06-C23', category: 'KSA', message: arabic ? 'اسم المشتري يتجاوز الطول الموصى به' : 'The buyer’s name is longer than recommended', status: 'WARNING' }]
          : []),
      ];
      const status = messages.length ? 400 : warnings.length ? 202 : 200;
      record(status);
      // The chain is of every document the unit issued, refused ones too (decision 167: the chain goes on past a
      // refusal; decision 171): the next PIH is this one's hash whatever the answer.
      // The hash the unit declared (its signature's digest): the one its next PIH names, even when it is wrong.
      const declared = /<ds:Reference Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>([^<]*)</.exec(xml)?.[1] ?? fields.hash;
      lastHash.set(who.commonName, declared);
      if (!messages.length) accepted.add(fields.uuid);
      const validationResults = { infoMessages: [INFO_PASS], warningMessages: warnings, errorMessages: messages, status: messages.length ? 'ERROR' : warnings.length ? 'WARNING' : 'PASS' };
      return send(
        response,
        status,
        reporting
          ? { validationResults, reportingStatus: messages.length ? 'NOT_REPORTED' : 'REPORTED' }
          : { validationResults, clearanceStatus: messages.length ? 'NOT_CLEARED' : 'CLEARED', clearedInvoice: messages.length ? null : Buffer.from(xml).toString('base64') },
      );
    }
    return send(response, 404, { message: 'Not found' });
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  // An idle connection kept for a minute: with Node's 5 s, a client (undici) that reuses it just as the server closes
  // it gets "fetch failed", which a busy test machine's late event loop makes likely (seen in queue.test.ts).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/e-invoicing/simulation`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(directory, { recursive: true, force: true });
    },
  });
}
