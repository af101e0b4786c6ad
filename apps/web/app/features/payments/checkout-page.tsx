import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Container, Grid, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import type { TPayment } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { FileField } from '../../components/file-field.tsx';
import { checkPickedFile } from '../../lib/file-rules.ts';
import { BankAccountCard, LtrValue } from './bank-account-card.tsx';
import type { TCheckoutData, TCheckoutResult } from './checkout.server.ts';
import { formatHalalas, formatRiyadhDateTime, paymentReference } from './format.ts';
import { PriceCard } from './price-card.tsx';

function LinkButton({ to, children, variant = 'default', testId }: { to: string; children: ReactNode; variant?: string; testId?: string }) {
  const { prefix } = useI18n();
  return (
    <Button component={Link} to={withPrefix(prefix, to)} variant={variant} data-testid={testId}>
      {children}
    </Button>
  );
}

/** What still stops the company from paying, each with the way to fix it. */
function Blockers({ blockers }: { blockers: TCheckoutData['blockers'] }) {
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

function IntentButton({ intent, children, disabled, variant, testId }: { intent: string; children: ReactNode; disabled: boolean; variant?: string; testId: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" fullWidth disabled={disabled} loading={busy} variant={variant} data-testid={testId}>
        {children}
      </Button>
    </Form>
  );
}

/** The two ways to pay, side by side. */
function PayChoices({ page, bankChosen }: { page: TCheckoutData; bankChosen: boolean }) {
  const { t } = useI18n();
  const blocked = page.blockers.length > 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder p="md" data-testid="choice-online">
        <Stack gap="sm" h="100%" justify="space-between">
          <div>
            <Text fw={700}>{t('pay.online.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('pay.online.text')}
            </Text>
          </div>
          <IntentButton intent="online" disabled={blocked} testId="pay-online">
            {t('pay.online.button')}
          </IntentButton>
        </Stack>
      </Paper>
      <Paper withBorder p="md" data-testid="choice-bank" style={bankChosen ? { borderColor: 'var(--mantine-color-primary-6)' } : undefined}>
        <Stack gap="sm" h="100%" justify="space-between">
          <div>
            <Text fw={700}>{t('pay.bank.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('pay.bank.text')}
            </Text>
          </div>
          {bankChosen ? (
            <Text size="sm" fw={600} c="primary.8">
              {t('pay.bank.chosen')}
            </Text>
          ) : (
            <IntentButton intent="bank" disabled={blocked} variant="light" testId="pay-bank">
              {t('pay.bank.button')}
            </IntentButton>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

function ReceiptForm({ paymentId, result, disabled }: { paymentId: number | null; result?: TCheckoutResult; disabled: boolean }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string>();
  const serverError = result && !result.ok && result.intent === 'receipt' ? (result.errors?.receipt?.[0] ?? result.message) : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('receipt');
    const picked = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    const problem = picked ? checkPickedFile(picked, 'invoice', locale) : t('pay.bank.chooseReceipt');
    setClientError(problem ?? undefined);
    if (problem) event.preventDefault();
  };
  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} data-testid="receipt-form">
      <input type="hidden" name="intent" value="receipt" />
      {paymentId && <input type="hidden" name="payment_id" value={paymentId} />}
      <Stack gap="sm">
        <FileField name="receipt" kind="invoice" label={t('pay.bank.receipt')} error={clientError ?? serverError} testId="receipt-file" />
        <Group>
          <Button type="submit" disabled={disabled} loading={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'receipt'} data-testid="receipt-submit">
            {t('pay.bank.send')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** Bank transfer: where to send the money, how much, with which reference, then the receipt. */
function BankTransfer({ page, payment, result }: { page: TCheckoutData; payment: TPayment | null; result?: TCheckoutResult }) {
  const { t, locale, prefix } = useI18n();
  const total = payment?.total_halalas ?? page.price.total_halalas;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="bank-transfer">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('pay.bank.stepsTitle')}
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('pay.bank.step1')}</List.Item>
          <List.Item>{t('pay.bank.step2')}</List.Item>
          <List.Item>{t('pay.bank.step3')}</List.Item>
        </List>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Paper bg="var(--mantine-color-primary-0)" p="sm">
            <Text size="sm" c="dimmed">
              {t('pay.bank.amount')}
            </Text>
            <Text fw={700} size="xl" data-testid="bank-amount">
              {formatHalalas(total, locale)}
            </Text>
          </Paper>
          {payment && (
            <Paper bg="var(--mantine-color-primary-0)" p="sm">
              <Text size="sm" c="dimmed">
                {t('pay.bank.reference')}
              </Text>
              <Text size="xl">
                <LtrValue testId="bank-reference">{paymentReference(payment.id)}</LtrValue>
              </Text>
            </Paper>
          )}
        </SimpleGrid>
        {page.banks.length ? (
          <SimpleGrid cols={{ base: 1, md: page.banks.length > 1 ? 2 : 1 }} spacing="sm">
            {page.banks.map((account) => (
              <BankAccountCard key={account.id} account={account} />
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm">{t('pay.bank.none')}</Text>
        )}
        <Anchor component={Link} to={withPrefix(prefix, '/bank-accounts')} size="sm">
          {t('pay.bank.allAccounts')}
        </Anchor>
        <ReceiptForm paymentId={payment?.id ?? null} result={result} disabled={page.blockers.length > 0} />
      </Stack>
    </Paper>
  );
}

function Done({ page }: { page: TCheckoutData }) {
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
          {page.paid && (
            <LinkButton to={`/invoices/${page.paid.id}`} variant="light" testId="to-invoice">
              {t('pay.links.invoice')}
            </LinkButton>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

function UnderReview({ payment }: { payment: TPayment }) {
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

function LastFailure({ payment }: { payment: TPayment }) {
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

/** /checkout/:jobId: the price, and the company pays online or by bank transfer. */
export function CheckoutPage({ page, result }: { page: TCheckoutData; result?: TCheckoutResult }) {
  const { t } = useI18n();
  useActionToast(result);
  const { job, open } = page;
  const bankPayment = open && open.pay_type === 'bank' && open.status === 'pending' ? open : null;
  const showBank = Boolean(bankPayment) || page.lastFailure?.status === 'rejected';
  const amounts = open ?? page.price;
  let body: ReactNode;
  if (job.status === 'active' || job.status === 'expired' || job.status === 'closed') body = <Done page={page} />;
  else if (job.status === 'draft')
    body = (
      <Alert color="gray" variant="light" title={t('pay.checkout.draftTitle')} data-testid="checkout-draft">
        <Stack gap="sm">
          <Text size="sm">{t('pay.checkout.draftText')}</Text>
          <Group>
            <LinkButton to={`/post-job/${job.id}`}>{t('pay.links.editJob')}</LinkButton>
          </Group>
        </Stack>
      </Alert>
    );
  else if (job.status === 'awaiting_review' && open) body = <UnderReview payment={open} />;
  else
    body = (
      <Stack gap="md">
        {page.lastFailure && <LastFailure payment={page.lastFailure} />}
        {page.blockers.length > 0 && <Blockers blockers={page.blockers} />}
        <Title order={2} size="h3">
          {t('pay.checkout.choose')}
        </Title>
        <PayChoices page={page} bankChosen={Boolean(bankPayment)} />
        {showBank && <BankTransfer page={page} payment={bankPayment} result={result} />}
      </Stack>
    );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('page.payment')}</Title>
          <Text c="dimmed">
            {t('pay.checkout.forJob')}{' '}
            <Text component="bdi" dir="auto" fw={600} c="var(--mantine-color-text)" data-testid="checkout-job-title">
              {job.title}
            </Text>
          </Text>
        </div>
        {result && !result.ok && result.intent !== 'receipt' && (
          <Alert color="red" variant="light" role="alert" data-testid="form-error">
            {result.message}
          </Alert>
        )}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            {body}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <PriceCard amounts={amounts} vatBasisPoints={page.price.vat_rate_basis_points} postingDays={page.price.posting_days} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
