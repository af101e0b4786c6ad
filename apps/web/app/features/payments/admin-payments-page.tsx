import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TAdminPayment } from '@tawzeef/contract';
import { AdminBackLink } from './admin-back-link.tsx';
import type { TAdminPaymentsData, TAdminResult } from './admin.server.ts';
import { ADMIN_PAYMENT_TABS, type TAdminPaymentTab } from './forms.ts';
import { formatHalalas, formatRiyadhDateTime, paymentReference } from './format.ts';
import { PaymentStatusBadge } from './status-badge.tsx';

function Tabs({ current }: { current: TAdminPaymentTab }) {
  const { t, prefix } = useI18n();
  return (
    <Group gap="xs" component="nav" aria-label={t('pay.admin.tabs')} data-testid="payment-tabs">
      {ADMIN_PAYMENT_TABS.map((tab) => (
        <Button
          key={tab}
          component={Link}
          to={withPrefix(prefix, `/admin/payments?status=${tab}`)}
          variant={tab === current ? 'filled' : 'default'}
          size="sm"
          aria-current={tab === current ? 'page' : undefined}
          data-testid={`tab-${tab}`}
        >
          {t(`pay.admin.tab.${tab}`)}
        </Button>
      ))}
    </Group>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

function Review({ payment, result }: { payment: TAdminPayment; result?: TAdminResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const mine = result && !result.ok && result.id === payment.id ? result : undefined;
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('id') === String(payment.id) && navigation.formData?.get('intent') === intent;
  return (
    <Stack gap="sm">
      {mine && !mine.errors?.reason && (
        <Alert color="red" variant="light" role="alert" data-testid="review-error">
          {mine.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Form method="post">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="id" value={payment.id} />
          <Button type="submit" color="success" fullWidth loading={busy('approve')} data-testid="approve">
            {t('pay.admin.approve')}
          </Button>
        </Form>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="id" value={payment.id} />
          <Stack gap="xs">
            <Textarea
              name="reason"
              label={t('pay.admin.reason')}
              description={t('pay.admin.reasonHint')}
              required
              minLength={3}
              maxLength={500}
              autosize
              minRows={2}
              defaultValue={mine?.values?.reason ?? ''}
              error={mine?.errors?.reason?.[0]}
              data-testid="reject-reason"
            />
            <Button type="submit" color="red" variant="light" loading={busy('reject')} data-testid="reject">
              {t('pay.admin.reject')}
            </Button>
          </Stack>
        </Form>
      </SimpleGrid>
    </Stack>
  );
}

function PaymentCard({ payment, result }: { payment: TAdminPayment; result?: TAdminResult }) {
  const { t, locale, prefix } = useI18n();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="admin-payment" data-payment-id={payment.id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text fw={700} component="bdi" dir="auto">
              {payment.job_title}
            </Text>
            <Text size="sm" c="dimmed">
              <bdi dir="auto">{payment.company_name}</bdi>
            </Text>
          </div>
          <PaymentStatusBadge status={payment.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('pay.admin.amount')}>{formatHalalas(payment.total_halalas, locale)}</Fact>
          <Fact label={t('pay.bank.reference')}>
            <bdi dir="ltr">{paymentReference(payment.id)}</bdi>
          </Fact>
          <Fact label={t('pay.list.method')}>{t(`pay.method.${payment.pay_type}`)}</Fact>
          <Fact label={t('pay.list.date')}>{formatRiyadhDateTime(payment.created_at, locale)}</Fact>
        </SimpleGrid>
        {payment.invoice_file_id ? (
          <Anchor href={withPrefix(prefix, `/admin/payments/${payment.id}/receipt`)} target="_blank" rel="noopener" data-testid="receipt-link">
            {t('pay.admin.receipt')}
          </Anchor>
        ) : null}
        {payment.status === 'rejected' && payment.rejection_reason && (
          <Text size="sm">
            {t('pay.rejected.reason')} <bdi dir="auto">{payment.rejection_reason}</bdi>
          </Text>
        )}
        {payment.status === 'paid' && (
          <Text size="sm" c="dimmed">
            {t('pay.admin.paidOn', { date: formatRiyadhDateTime(payment.paid_at, locale) ?? '' })}
            {payment.invoice_number ? ' · ' : ''}
            {payment.invoice_number && <bdi dir="ltr">{payment.invoice_number}</bdi>}
          </Text>
        )}
        {payment.status === 'awaiting_review' && <Review payment={payment} result={result} />}
      </Stack>
    </Paper>
  );
}

/** /admin/payments: bank transfers by status, those waiting for review first; approve, or reject with a reason. */
export function AdminPaymentsPage({ page, result }: { page: TAdminPaymentsData; result?: TAdminResult }) {
  const { t, prefix } = useI18n();
  useActionToast(result);
  const hasNext = page.page * page.pageSize < page.total;
  const link = (p: number) => withPrefix(prefix, `/admin/payments?status=${page.status}&page=${p}`);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <AdminBackLink />
          <Title order={1}>{t('page.admin-payments')}</Title>
          <Text c="dimmed">{t('pay.admin.intro')}</Text>
        </div>
        <Tabs current={page.status} />
        {page.items.length === 0 ? (
          <Paper withBorder p="lg" data-testid="admin-payments-empty">
            <Text>{page.status === 'awaiting_review' ? t('pay.admin.emptyReview') : t('pay.admin.empty')}</Text>
          </Paper>
        ) : (
          <Stack gap="md">
            {page.items.map((payment) => (
              <PaymentCard key={payment.id} payment={payment} result={result} />
            ))}
          </Stack>
        )}
        {(page.page > 1 || hasNext) && (
          <Group justify="space-between">
            {page.page > 1 ? (
              <Button component={Link} to={link(page.page - 1)} variant="default">
                {t('pay.admin.previous')}
              </Button>
            ) : (
              <span />
            )}
            {hasNext && (
              <Button component={Link} to={link(page.page + 1)} variant="default">
                {t('pay.admin.next')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
