import type { ReactNode } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { formatHalalas, gatewayReason, paymentReference } from './format.ts';
import type { TReturnData } from './payments.server.ts';

function Go({ to, children, variant = 'default', testId }: { to: string; children: ReactNode; variant?: string; testId?: string }) {
  const { prefix } = useI18n();
  return (
    <Button component={Link} to={withPrefix(prefix, to)} variant={variant} data-testid={testId}>
      {children}
    </Button>
  );
}

/** /payments/return: what the gateway's answer means, after the server checked it. */
export function ReturnPage({ page }: { page: TReturnData }) {
  const { t, locale } = useI18n();
  const { payment } = page;
  const isPaid = payment?.status === 'paid';
  const isWaiting = payment?.status === 'awaiting_review';
  return (
    <Container size="sm" py="xl">
      <Paper withBorder className="pad-md-xl">
        <Stack gap="md" data-testid="payment-result" data-status={payment?.status ?? 'unknown'}>
          <Title order={1} size="h2">
            {isPaid ? t('pay.return.paidTitle') : isWaiting ? t('pay.review.title') : t('pay.return.failedTitle')}
          </Title>
          {payment && (
            <Text>
              <Text component="bdi" dir="auto" fw={600}>
                {payment.job_title ?? payment.package_name}
              </Text>{' '}
              · {formatHalalas(payment.total_halalas, locale)} · <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                {paymentReference(payment.id)}
              </bdi>
            </Text>
          )}
          {isPaid && payment ? (
            <>
              <Alert color="success" variant="light" data-testid="payment-success">
                {payment.subject === 'package'
                  ? t('pkg.return.paidText', { count: payment.package_posts ?? 0 })
                  : payment.subject === 'feature'
                    ? t('feature.return.paidText')
                    : t('pay.return.paidText')}
              </Alert>
              <Group gap="sm">
                {payment.subject === 'package' ? (
                  <Go to="/payments#credits" variant="filled" testId="to-credits">
                    {t('pkg.links.credits')}
                  </Go>
                ) : (
                  <Go to={`/jobs/${payment.job_id}`} variant="filled" testId="to-job">
                    {t('pay.links.job')}
                  </Go>
                )}
                <Go to={`/invoices/${payment.id}`} variant="light" testId="to-invoice">
                  {t('pay.links.invoice')}
                </Go>
                <Go to="/company-jobs" testId="to-dashboard">
                  {t('pay.links.dashboard')}
                </Go>
              </Group>
            </>
          ) : isWaiting ? (
            <>
              <Text>{t('pay.review.text')}</Text>
              <Group>
                <Go to="/company-jobs">{t('pay.links.dashboard')}</Go>
              </Group>
            </>
          ) : (
            <>
              <Alert color={payment?.status === 'pending' ? 'warning' : 'red'} variant="light" role="alert" data-testid="payment-failure">
                <Stack gap={4}>
                  <Text size="sm">{payment?.status === 'pending' ? t('pay.return.pendingText') : t('pay.return.failedText')}</Text>
                  {page.gatewayMessage && payment?.status === 'failed' && (
                    // The gateway's own words are in its language: the page says what they mean in the page's.
                    <Text size="sm" data-testid="gateway-reason">
                      {t(`pay.gateway.${gatewayReason(page.gatewayMessage)}`)}
                    </Text>
                  )}
                  {page.error && <Text size="sm">{page.error}</Text>}
                </Stack>
              </Alert>
              <Group gap="sm">
                {payment && (
                  <Go to={payment.job_id === null ? '/payments#packages' : `/checkout/${payment.job_id}`} variant="filled" testId="try-again">
                    {t('pay.return.tryAgain')}
                  </Go>
                )}
                <Go to="/company-jobs">{t('pay.links.dashboard')}</Go>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
