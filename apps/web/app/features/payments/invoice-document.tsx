import type { ReactNode } from 'react';
import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TCreditNote, TTaxInvoice } from '@tawzeef/contract';
import { translator, useI18n, type TMessageId } from '../../i18n/index.ts';
import { formatDay, formatPercent } from '../../lib/format.ts';
import { otherLocale } from '../../lib/locale-path.ts';
import { formatInvoiceAmount, formatRiyadhDateTime, vatPercent } from './format.ts';
import './invoice.css';

/** Saudi invoices carry both languages: each label in the page language, with the other language beneath it. */
function Label({ id, params }: { id: TMessageId; params?: Record<string, string> }) {
  const { t, locale } = useI18n();
  const other = otherLocale(locale);
  return (
    <>
      <span className="invoice-label">{t(id, params)}</span>
      <span className="invoice-label invoice-label--other" lang={other}>
        <bdi>{translator(other)(id, params)}</bdi>
      </span>
    </>
  );
}

function Fact({ id, children, testId }: { id: TMessageId; children: ReactNode; testId?: string }) {
  return (
    <div className="invoice-fact">
      <dt>
        <Label id={id} />
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A value always read left to right (numbers with letters: invoice and VAT numbers). */
const Ltr = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

/** An address on its lines: a national address's two (decisions 198, 202), each in its own direction, or one line. */
const AddressLines = ({ address }: { address: string }) =>
  address.split('\n').map((line, index) => (
    <bdi key={index} dir="auto" className="invoice-address-line">
      {line}
    </bdi>
  ));

/** The SVG the API drew, as an image: nothing of it runs in the page. */
const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** ZATCA has it (decision 171): its e-invoice file can be downloaded. */
const hasEInvoice = (state: TTaxInvoice['zatca']) => state === 'reported' || state === 'cleared';

/**
 * Where the document stands with ZATCA, in words (phase 2). The administrator issues a refused one again, so to the
 * company it is on its way; a standard one on its way is not shown at all (ClearancePending).
 */
const ZATCA_STATE_WORDS = {
  cleared: 'pay.einvoice.cleared',
  reported: 'pay.einvoice.reported',
  waiting: 'pay.einvoice.waiting',
  rejected: 'pay.einvoice.waiting',
} as const satisfies Record<NonNullable<TTaxInvoice['zatca']>, TMessageId>;

/**
 * /invoices/:id: a printable A4 tax invoice (ZATCA phase 1) with its QR code: simplified, or standard (فاتورة
 * ضريبية) with the buyer's address and VAT number for a VAT-registered company (decision 026). With `credit`,
 * /invoices/:id/credit-note: the credit note of that invoice (decision 171), both languages likewise. With ZATCA
 * phase 2 the QR is the signed document's, the page says where it stands with ZATCA (on its way, reported, cleared) and
 * its e-invoice (XML) can be downloaded once ZATCA has it.
 */
export function InvoiceDocument({ invoice, credit }: { invoice: TTaxInvoice; credit?: TCreditNote }) {
  const { t, locale, dir, prefix } = useI18n();
  const other = otherLocale(locale);
  const isStandard = invoice.kind === 'standard';
  const titleId: TMessageId = credit ? (isStandard ? 'pay.credit.titleStandard' : 'pay.credit.title') : isStandard ? 'pay.invoice.titleStandard' : 'pay.invoice.title';
  const footerId: TMessageId = credit ? 'pay.credit.footer' : isStandard ? 'pay.invoice.footerStandard' : 'pay.invoice.footer';
  const zatcaState = credit ? credit.zatca : invoice.zatca;
  const eInvoice = hasEInvoice(zatcaState);
  const money = (halalas: number) => <span className="invoice-money">{formatInvoiceAmount(halalas, locale)}</span>;
  const rate = formatPercent(vatPercent(invoice.vat_rate_basis_points), locale);
  const otherRate = formatPercent(vatPercent(invoice.vat_rate_basis_points), other);
  return (
    <Container size="lg" py="xl" className="invoice-page">
      <div className="invoice-print">
        <Paper withBorder p="md" className="print-hidden">
          <Group justify="space-between" gap="sm">
            <div>
              <Text fw={700}>{t(credit ? 'page.credit-note' : 'page.invoice')}</Text>
              <Text size="sm" c="dimmed">
                {t(credit ? 'pay.credit.hint' : 'pay.invoice.hint')}
              </Text>
              {zatcaState && (
                <Text size="sm" fw={600} data-testid="einvoice-state" data-state={zatcaState}>
                  {t(ZATCA_STATE_WORDS[zatcaState])}
                </Text>
              )}
            </div>
            <Group gap="sm">
              <Button component={Link} to={`${prefix}/payments`} variant="default">
                {t('pay.links.payments')}
              </Button>
              {!credit && invoice.credit && (
                <Button component={Link} to={`${prefix}/invoices/${invoice.payment_id}/credit-note`} variant="default" data-testid="credit-note-link">
                  {t('pay.credit.link')}
                </Button>
              )}
              {eInvoice && (
                <Button
                  component="a"
                  href={`${prefix}/invoices/${invoice.payment_id}/e-invoice/${credit ? 'credit-note' : 'invoice'}`}
                  download
                  variant="default"
                  data-testid="e-invoice-download"
                >
                  {t(credit ? 'pay.einvoice.downloadCredit' : 'pay.einvoice.download')}
                </Button>
              )}
              {/* The API's PDF/A-3b of the same sheet, ZATCA's XML inside when there is one (decision 180). */}
              <Button component="a" href={`${prefix}/invoices/${invoice.payment_id}/pdf/${credit ? 'credit-note' : 'invoice'}`} download variant="default" data-testid="invoice-pdf">
                {t('pay.invoice.downloadPdf')}
              </Button>
              <Button onClick={() => window.print()} data-testid="print-invoice">
                {t('pay.invoice.print')}
              </Button>
            </Group>
          </Group>
        </Paper>
        <article className="invoice-sheet" lang={locale} dir={dir} data-testid="invoice" data-kind={invoice.kind} data-document={credit ? 'credit-note' : 'invoice'}>
          <header className="invoice-head">
            <div className="invoice-head__text">
              <h1 className="invoice-title" data-testid="invoice-title">{t(titleId)}</h1>
              <p className="invoice-title invoice-title--other" lang={other}>
                <bdi>{translator(other)(titleId)}</bdi>
              </p>
              <p className="invoice-seller">
                <bdi dir="auto">{locale === 'ar' ? invoice.seller_name_ar : invoice.seller_name_en}</bdi>
              </p>
              <p className="invoice-seller invoice-seller--other" lang={other}>
                <bdi dir="auto">{other === 'ar' ? invoice.seller_name_ar : invoice.seller_name_en}</bdi>
              </p>
            </div>
            <img className="invoice-qr" src={svgDataUri(credit ? credit.qr_svg : invoice.qr_svg)} alt={t('pay.invoice.qrAlt')} width={132} height={132} data-testid="invoice-qr" />
          </header>

          <dl className="invoice-facts">
            <Fact id={credit ? 'pay.credit.number' : 'pay.invoice.number'} testId="invoice-number">
              <Ltr>{credit ? credit.number : invoice.invoice_number}</Ltr>
            </Fact>
            <Fact id={credit ? 'pay.credit.issuedAt' : 'pay.invoice.issuedAt'} testId="invoice-date">
              {formatRiyadhDateTime(credit ? credit.issued_at : invoice.issued_at, locale)}
              <span className="invoice-note">{t('pay.invoice.riyadhTime')}</span>
            </Fact>
            {credit && (
              <>
                <Fact id="pay.credit.invoice" testId="credit-invoice">
                  <Ltr>{invoice.invoice_number}</Ltr>
                </Fact>
                <Fact id="pay.credit.reason" testId="credit-reason">
                  <Label id={`pay.credit.reason.${credit.reason}`} />
                  <bdi dir="auto" className="invoice-note">
                    {credit.note}
                  </bdi>
                </Fact>
              </>
            )}
            <Fact id="pay.invoice.seller">
              <bdi dir="auto">{invoice.seller_name}</bdi>
            </Fact>
            <Fact id="pay.invoice.sellerVat" testId="invoice-seller-vat">
              <Ltr>{invoice.seller_vat_number}</Ltr>
            </Fact>
            <Fact id="pay.invoice.sellerAddress" testId="invoice-seller-address">
              <AddressLines address={invoice.seller_address} />
            </Fact>
            <Fact id="pay.invoice.buyer" testId="invoice-buyer">
              <bdi dir="auto">{invoice.buyer_name}</bdi>
            </Fact>
            {invoice.buyer_address && (
              <Fact id="pay.invoice.buyerAddress" testId="invoice-buyer-address">
                {/* The national address on its two lines (decision 198), or the one line the company gave. */}
                <AddressLines address={invoice.buyer_address} />
              </Fact>
            )}
            {invoice.buyer_vat_number && (
              <Fact id="pay.invoice.buyerVat" testId="invoice-buyer-vat">
                <Ltr>{invoice.buyer_vat_number}</Ltr>
              </Fact>
            )}
            {isStandard && (
              <Fact id="pay.invoice.supplyDate" testId="invoice-supply-date">
                {formatDay(invoice.supply_date, locale)?.gregorian ?? invoice.supply_date}
              </Fact>
            )}
            <Fact id="pay.invoice.servicePeriod" testId="invoice-service-period">
              {t('pay.invoice.servicePeriodRange', {
                from: formatDay(invoice.service_from, locale)?.gregorian ?? invoice.service_from,
                to: formatDay(invoice.service_to, locale)?.gregorian ?? invoice.service_to,
              })}
            </Fact>
            <Fact id="pay.invoice.method">{t(`enum.pay_type.${invoice.pay_type}`)}</Fact>
          </dl>

          <table className="invoice-lines">
            <thead>
              <tr>
                <th scope="col">
                  <Label id="pay.invoice.description" />
                </th>
                <th scope="col" className="invoice-num invoice-detail">
                  <Label id="pay.invoice.quantity" />
                </th>
                <th scope="col" className="invoice-num invoice-detail">
                  <Label id="pay.invoice.net" />
                </th>
                <th scope="col" className="invoice-num invoice-detail">
                  <span className="invoice-label">{t('pay.invoice.vat', { rate })}</span>
                  <span className="invoice-label invoice-label--other" lang={other}>
                    <bdi>{translator(other)('pay.invoice.vat', { rate: otherRate })}</bdi>
                  </span>
                </th>
                <th scope="col" className="invoice-num">
                  <Label id="pay.invoice.gross" />
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td data-testid="invoice-description">
                  <bdi dir="auto">{invoice.description}</bdi>
                </td>
                <td className="invoice-num invoice-detail">1</td>
                <td className="invoice-num invoice-detail">{money(invoice.fee_halalas)}</td>
                <td className="invoice-num invoice-detail">{money(invoice.vat_halalas)}</td>
                <td className="invoice-num">{money(invoice.total_halalas)}</td>
              </tr>
            </tbody>
          </table>

          <dl className="invoice-totals">
            <div>
              <dt>
                <Label id="pay.invoice.totalNet" />
              </dt>
              <dd>{money(invoice.fee_halalas)}</dd>
            </div>
            <div>
              <dt>
                <span className="invoice-label">{t('pay.invoice.totalVat', { rate })}</span>
                <span className="invoice-label invoice-label--other" lang={other}>
                  <bdi>{translator(other)('pay.invoice.totalVat', { rate: otherRate })}</bdi>
                </span>
              </dt>
              <dd data-testid="invoice-vat">{money(invoice.vat_halalas)}</dd>
            </div>
            <div className="invoice-totals__grand">
              <dt>
                <Label id="pay.invoice.totalGross" />
              </dt>
              <dd data-testid="invoice-total">{money(invoice.total_halalas)}</dd>
            </div>
          </dl>

          <footer className="invoice-foot">
            <p>{t(footerId)}</p>
            <p lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
              {translator(other)(footerId)}
            </p>
          </footer>
        </article>
      </div>
    </Container>
  );
}

/**
 * A document ZATCA has not cleared yet (decision 171): a standard invoice, or its credit note, is the company's only
 * once cleared; meanwhile the page says so in both languages, as the document itself would.
 */
export function ClearancePending({ credit = false }: { credit?: boolean }) {
  const { t, locale, prefix } = useI18n();
  const other = otherLocale(locale);
  const titleId: TMessageId = credit ? 'pay.credit.waitingTitle' : 'pay.clearance.title';
  const bodyId: TMessageId = credit ? 'pay.credit.waitingBody' : 'pay.clearance.body';
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" data-testid="clearance-pending">
        <Text fw={700} component="h1" size="lg">
          {t(titleId)}
        </Text>
        <Text mt="xs">{t(bodyId)}</Text>
        <div lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
          <Text fw={700} mt="md">
            {translator(other)(titleId)}
          </Text>
          <Text mt="xs">{translator(other)(bodyId)}</Text>
        </div>
        <Group mt="lg">
          <Button component={Link} to={`${prefix}/payments`} variant="default">
            {t('pay.links.payments')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
