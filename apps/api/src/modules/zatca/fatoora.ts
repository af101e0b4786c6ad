/**
 * ZATCA's Fatoora API, V2 (decision 167): the calls an invoicing unit makes, with the headers ZATCA asks for
 * (Accept-Version: V2, Accept-Language, OTP for the compliance CSID, Basic auth with the CSID's token and secret,
 * Clearance-Status on submission). Answers are returned as they come; a network failure or a 5xx is a
 * FatooraUnavailable (the document waits in the queue), anything else is ZATCA's judgement.
 */

export interface TFatooraMessage {
  type?: string;
  code?: string;
  category?: string;
  message?: string;
  status?: string;
}

export interface TValidationResults {
  infoMessages?: TFatooraMessage[] | TFatooraMessage | null;
  warningMessages?: TFatooraMessage[] | null;
  errorMessages?: TFatooraMessage[] | null;
  status?: string;
}

export interface TCsidAnswer {
  requestID: string | number;
  dispositionMessage?: string;
  /** base64 of the certificate's base64 DER. */
  binarySecurityToken: string;
  secret: string;
}

export interface TSubmissionAnswer {
  httpStatus: number;
  validationResults?: TValidationResults;
  reportingStatus?: string | null;
  clearanceStatus?: string | null;
  /** base64 of the cleared invoice's XML (clearance). */
  clearedInvoice?: string | null;
}

/** The CSID's credentials (Basic auth: binarySecurityToken:secret). */
export interface TCsid {
  binarySecurityToken: string;
  secret: string;
}

export class FatooraUnavailable extends Error {
  override name = 'FatooraUnavailable';
}

export class FatooraRefused extends Error {
  override name = 'FatooraRefused';
  constructor(
    readonly httpStatus: number,
    readonly body: unknown,
  ) {
    super(`Fatoora refused the request (HTTP ${httpStatus})`);
  }
}

export interface TDocumentPayload {
  invoiceHash: string;
  uuid: string;
  /** The XML, base64. */
  invoice: string;
}

export class FatooraClient {
  constructor(
    private readonly baseUrl: string,
    private readonly language: 'ar' | 'en' = 'en',
    private readonly timeoutMs = 30_000,
  ) {}

  private async call(path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; json: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-version': 'V2', 'accept-language': this.language, ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new FatooraUnavailable(`Fatoora could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (response.status >= 500 || response.status === 429) throw new FatooraUnavailable(`Fatoora answered HTTP ${response.status}`);
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new FatooraRefused(response.status, text.slice(0, 500));
    }
    return { status: response.status, json };
  }

  private static basic(csid: TCsid) {
    return { authorization: `Basic ${Buffer.from(`${csid.binarySecurityToken}:${csid.secret}`).toString('base64')}` };
  }

  /** The compliance CSID for a CSR (PEM), with the one-time code from the Fatoora portal. */
  async complianceCsid(csrPem: string, otp: string): Promise<TCsidAnswer> {
    const { status, json } = await this.call('/compliance', { csr: Buffer.from(csrPem).toString('base64') }, { otp });
    if (status !== 200) throw new FatooraRefused(status, json);
    return json as unknown as TCsidAnswer;
  }

  /** One compliance check: a sample document of one kind, signed with the compliance CSID's certificate. */
  async complianceInvoice(csid: TCsid, payload: TDocumentPayload): Promise<TSubmissionAnswer> {
    const { status, json } = await this.call('/compliance/invoices', payload, FatooraClient.basic(csid));
    return { httpStatus: status, ...(json as Omit<TSubmissionAnswer, 'httpStatus'>) };
  }

  /** The production CSID, once the compliance checks passed. */
  async productionCsid(csid: TCsid, complianceRequestId: string): Promise<TCsidAnswer> {
    const { status, json } = await this.call('/production/csids', { compliance_request_id: complianceRequestId }, FatooraClient.basic(csid));
    if (status !== 200) throw new FatooraRefused(status, json);
    return json as unknown as TCsidAnswer;
  }

  /** Reports a simplified document (within 24 hours of its issue). */
  async report(csid: TCsid, payload: TDocumentPayload): Promise<TSubmissionAnswer> {
    const { status, json } = await this.call('/invoices/reporting/single', payload, { ...FatooraClient.basic(csid), 'clearance-status': '0' });
    return { httpStatus: status, ...(json as Omit<TSubmissionAnswer, 'httpStatus'>) };
  }

  /** Clears a standard document (before the buyer receives it). */
  async clear(csid: TCsid, payload: TDocumentPayload): Promise<TSubmissionAnswer> {
    const { status, json } = await this.call('/invoices/clearance/single', payload, { ...FatooraClient.basic(csid), 'clearance-status': '1' });
    return { httpStatus: status, ...(json as Omit<TSubmissionAnswer, 'httpStatus'>) };
  }
}

/** The certificate (base64 DER) inside a CSID's binarySecurityToken. */
export const certificateOf = (csid: Pick<TCsid, 'binarySecurityToken'>) => Buffer.from(csid.binarySecurityToken, 'base64').toString('utf8');
