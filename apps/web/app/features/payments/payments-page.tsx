import { Alert, Anchor, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TPayment } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { formatHalalas, formatRiyadhDateTime, paymentReference } from './format.ts';
import { PaymentStatusBadge } from './status-badge.tsx';
import { ExportButtons } from '../exports/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { CreditsCard, PackagesSection } from './packages-section.tsx';
import type { TPackagesResult, TPaymentsData } from './payments.server.ts';

/** A payment's next step: its invoice once paid, the checkout while it can still be paid, else nothing. */
function NextStep({ payment, testId }: { payment: TPayment; testId: string }) {
  const { t, prefix } = useI18n();
  if (payment.status === 'paid') {
    const invoice = (
      <Anchor component={Link} to={withPrefix(prefix, `/invoices/${payment.id}`)} size="sm" data-testid={testId}>
        {payment.invoice_number ? <bdi dir="ltr">{payment.invoice_number}</bdi> : t('pay.links.invoice')}
      </Anchor>
    );
    // Credited back (decision 171): its credit note beside the invoice.
    if (!payment.credit_reason) return invoice;
    return (
      <Group gap="xs" wrap="wrap">
        {invoice}
        <Anchor component={Link} to={withPrefix(prefix, `/invoices/${payment.id}/credit-note`)} size="sm" data-testid={`${testId}-credit`}>
          {t('pay.credit.link')}
        </Anchor>
      </Group>
    );
  }
  if (payment.status === 'pending' || payment.status === 'rejected' || payment.status === 'failed') {
    return (
      <Anchor component={Link} to={withPrefix(prefix, payment.job_id === null ? '/payments#packages' : `/checkout/${payment.job_id}`)} size="sm">
        {t('pay.list.continue')}
      </Anchor>
    );
  }
  return (
    <Text c="dimmed" size="sm">
      —
    </Text>
  );
}

/** What a payment is for: the job's title, or the package bought (decision 130). */
function PaymentSubject({ payment }: { payment: TPayment }) {
  const { t } = useI18n();
  if (payment.subject === 'feature') return <>{t('feature.list.subject', { name: payment.job_title ?? '', count: payment.feature_days ?? 0 })}</>;
  return <>{payment.subject === 'package' ? t('pkg.list.subject', { name: payment.package_name ?? '', count: payment.package_posts ?? 0 }) : payment.job_title}</>;
}

/** On phones, one card per payment instead of the table's row (the page fits 390 px without sideways scrolling). */
function PaymentCard({ payment }: { payment: TPayment }) {
  const { t, locale } = useI18n();
  return (
    <Paper withBorder p="md" data-testid="payment-card" data-payment-id={payment.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minInlineSize: 0 }}>
            <Text component="bdi" dir="auto" fw={600} style={{ overflowWrap: 'anywhere' }}>
              <PaymentSubject payment={payment} />
            </Text>
            <Text size="xs" c="dimmed">
              <bdi dir="ltr">{paymentReference(payment.id)}</bdi>
            </Text>
          </div>
          <PaymentStatusBadge status={payment.status} credited={payment.credit_reason !== null} />
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t(`enum.pay_type.${payment.pay_type}`)}</Text>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatHalalas(payment.total_halalas, locale)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {formatRiyadhDateTime(payment.paid_at ?? payment.created_at, locale)}
          </Text>
          <NextStep payment={payment} testId="invoice-card-link" />
        </Group>
      </Stack>
    </Paper>
  );
}

/** /payments: the company's posting credits and the packages it can buy (decision 130), then every payment with its invoice once paid. */
export function PaymentsPage({ data, result }: { data: TPaymentsData; result?: TPackagesResult }) {
  const { t, locale, prefix } = useI18n();
  const { payments } = data;
  useActionToast(result);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('page.payments')}</Title>
          <Text c="dimmed">{t('pay.list.intro')}</Text>
        </div>
        {result && !result.ok && (
          <Alert color="red" variant="light" role="alert" data-testid="form-error">
            {result.message}
          </Alert>
        )}
        <CreditsCard credits={data.credits} />
        <PackagesSection data={data} result={result} />
        {payments.length > 0 && <ExportButtons base={withPrefix(prefix, '/payments/export')} />}
        {payments.length === 0 ? (
          <Paper withBorder p="lg" data-testid="payments-empty">
            <Stack gap="sm" align="flex-start">
              <Text>{t('pay.list.empty')}</Text>
              <Button component={Link} to={withPrefix(prefix, '/post-job')}>
                {t('pay.links.postJob')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <Stack gap="sm" hiddenFrom="sm" data-testid="payment-cards">
              {payments.map((payment) => (
                <PaymentCard key={payment.id} payment={payment} />
              ))}
            </Stack>
            <Paper withBorder visibleFrom="sm">
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm" horizontalSpacing="md" striped data-testid="payments-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('pay.list.job')}</Table.Th>
                      <Table.Th>{t('pay.list.method')}</Table.Th>
                      <Table.Th>{t('pay.list.status')}</Table.Th>
                      <Table.Th>{t('pay.list.total')}</Table.Th>
                      <Table.Th>{t('pay.list.date')}</Table.Th>
                      <Table.Th>{t('pay.list.invoice')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {payments.map((payment) => (
                      <Table.Tr key={payment.id} data-testid="payment-row" data-payment-id={payment.id}>
                        <Table.Td>
                          <Text component="bdi" dir="auto" fw={500}>
                            <PaymentSubject payment={payment} />
                          </Text>
                          <Text size="xs" c="dimmed">
                            <bdi dir="ltr">{paymentReference(payment.id)}</bdi>
                          </Text>
                        </Table.Td>
                        <Table.Td>{t(`enum.pay_type.${payment.pay_type}`)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <PaymentStatusBadge status={payment.status} credited={payment.credit_reason !== null} />
                        </Table.Td>
                        <Table.Td
                          style={{
                            fontVariantNumeric: 'tabular-nums',
                            whiteSpace: 'nowrap',
                          }}
                        >
                          {formatHalalas(payment.total_halalas, locale)}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRiyadhDateTime(payment.paid_at ?? payment.created_at, locale)}</Table.Td>
                        <Table.Td>
                          <NextStep payment={payment} testId="invoice-link" />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
