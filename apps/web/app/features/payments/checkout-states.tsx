import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { Form, Link } from 'react-router';
import type { TPayment } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { LtrValue } from './bank-account-card.tsx';
import type { TCheckoutData } from './checkout.server.ts';
import { formatHalalas, formatRiyadhDateTime, paymentReference } from './format.ts';

export function LinkButton({ to, children, variant = 'default', testId }: { to: string; children: ReactNode; variant?: string; testId?: string }) {
  const { prefix } = useI18n();
  return (
    <Button component={Link} to={withPrefix(prefix, to)} variant={variant} data-testid={testId}>
      {children}
    </Button>
  );
}

/** What still stops the company from paying, each with the way to fix it. */
export function Blockers({ blockers }: { blockers: TCheckoutData['publish_blockers'] }) {
  const { t, prefix } = useI18n();
  return (
    <Alert color="warning" variant="light" title={t('pay.blockers.title')} data-testid="pay-blockers">
      <Stack gap="xs">
        <Text size="sm">{t('pay.blockers.intro')}</Text>
        <List size="sm" spacing="xs">
          {blockers.map((blocker) => (
            <List.Item key={blocker} data-testid={`blocker-${blocker}`}>
              <Group gap="xs" wrap="wrap">
                <span>{t(`pay.blockers.${blocker}`)}</span>
                {blocker === 'email_unverified' ? (
                  <Form method="post" action={withPrefix(prefix, '/verify-email')}>
                    <input type="hidden" name="intent" value="resend" />
                    <Button type="submit" size="compact-xs" variant="default">
                      {t('pay.blockers.resendEmail')}
                    </Button>
                  </Form>
                ) : (
                  <Anchor component={Link} to={withPrefix(prefix, '/company-profile')} size="sm">
                    {t('pay.blockers.openProfile')}
                  </Anchor>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

/** The job is live (or was): nothing to pay; links to the dashboard, the job and the invoice. */
export function Done({ page }: { page: TCheckoutData }) {
  const { t } = useI18n();
  const isLive = page.job.status === 'active';
  return (
    <Alert color={isLive ? 'success' : 'gray'} variant="light" title={isLive ? t('pay.checkout.liveTitle') : t('pay.checkout.notDueTitle')} data-testid="checkout-done">
      <Stack gap="sm">
        <Text size="sm">{isLive ? t('pay.checkout.liveText') : t('pay.checkout.notDueText')}</Text>
        <Group gap="sm">
          <LinkButton to="/company-jobs" testId="to-dashboard">
            {t('pay.links.dashboard')}
          </LinkButton>
          {isLive && <LinkButton to={`/jobs/${page.job.id}`}>{t('pay.links.job')}</LinkButton>}
          {page.paid_payment && (
            <LinkButton to={`/invoices/${page.paid_payment.id}`} variant="light" testId="to-invoice">
              {t('pay.links.invoice')}
            </LinkButton>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/** The job is still a draft: it is finished and sent for payment first. */
export function DraftNotice({ jobId }: { jobId: number }) {
  const { t } = useI18n();
  return (
    <Alert color="gray" variant="light" title={t('pay.checkout.draftTitle')} data-testid="checkout-draft">
      <Stack gap="sm">
        <Text size="sm">{t('pay.checkout.draftText')}</Text>
        <Group>
          <LinkButton to={`/post-job/${jobId}`}>{t('pay.links.editJob')}</LinkButton>
        </Group>
      </Stack>
    </Alert>
  );
}

export function UnderReview({ payment }: { payment: TPayment }) {
  const { t, locale } = useI18n();
  return (
    <Alert color="warning" variant="light" title={t('pay.review.title')} data-testid="checkout-review">
      <Stack gap="sm">
        <Text size="sm">{t('pay.review.text')}</Text>
        <Text size="sm">
          {t('pay.bank.amount')}: <strong>{formatHalalas(payment.total_halalas, locale)}</strong> · {t('pay.bank.reference')}: <LtrValue>{paymentReference(payment.id)}</LtrValue>
        </Text>
        <Group gap="sm">
          <LinkButton to="/company-jobs">{t('pay.links.dashboard')}</LinkButton>
          <LinkButton to="/payments" variant="light">
            {t('pay.links.payments')}
          </LinkButton>
        </Group>
      </Stack>
    </Alert>
  );
}

export function LastFailure({ payment }: { payment: TPayment }) {
  const { t, locale } = useI18n();
  const isRejected = payment.status === 'rejected';
  return (
    <Alert color="red" variant="light" title={isRejected ? t('pay.rejected.title') : t('pay.failed.title')} data-testid="checkout-rejected">
      <Stack gap={4}>
        {isRejected && payment.rejection_reason && (
          <Text size="sm">
            {t('pay.rejected.reason')}{' '}
            <Text component="bdi" dir="auto" fw={600} data-testid="rejection-reason">
              {payment.rejection_reason}
            </Text>
          </Text>
        )}
        <Text size="sm">{isRejected ? t('pay.rejected.again') : t('pay.failed.again')}</Text>
        <Text size="xs" c="dimmed">
          {paymentReference(payment.id)} · {formatRiyadhDateTime(payment.created_at, locale)}
        </Text>
      </Stack>
    </Alert>
  );
}
