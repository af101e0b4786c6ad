import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { withPrefix } from '../../lib/locale-path.ts';
import { Grid } from '../../components/grid.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { BankTransfer } from './bank-transfer.tsx';
import type { TCheckoutData, TCheckoutResult } from './checkout.server.ts';
import { Blockers, Done, DraftNotice, LastFailure, UnderReview } from './checkout-states.tsx';
import { PayChoices } from './pay-choices.tsx';
import { PriceCard } from './price-card.tsx';
import { SecondStepOffer } from '../account-security/index.ts';

/** The company has posting credits (decision 130): the job is published with one, without paying. */
function CreditChoice({ count }: { count: number }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  return (
    <Paper withBorder className="pad-md-lg" data-testid="credit-choice">
      <Form method="post">
        <input type="hidden" name="intent" value="credit" />
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('pkg.checkout.title')}
          </Title>
          <Text size="sm">{t('pkg.checkout.text', { count })}</Text>
          <Button type="submit" loading={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'credit'} data-testid="use-credit">
            {t('pkg.checkout.use')}
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}

/** What the page body shows for the job's state and payments, as the API reported them. */
function CheckoutBody({ page, result }: { page: TCheckoutData; result?: TCheckoutResult }) {
  const { t, prefix } = useI18n();
  const { job, open_payment: open, last_failure: lastFailure } = page;
  if (job.status === 'active' || job.status === 'expired' || job.status === 'closed') return <Done page={page} />;
  if (job.status === 'draft') return <DraftNotice jobId={job.id} />;
  if (job.status === 'awaiting_review' && open) return <UnderReview payment={open} />;
  const bankPayment = open && open.pay_type === 'bank' && open.status === 'pending' ? open : null;
  const showBank = Boolean(bankPayment) || lastFailure?.status === 'rejected';
  return (
    <Stack gap="md">
      {lastFailure && <LastFailure payment={lastFailure} />}
      {!page.can_publish && <Blockers blockers={page.publish_blockers} />}
      {page.can_publish && page.credits_available > 0 && <CreditChoice count={page.credits_available} />}
      <Title order={2} size="h3">
        {t('pay.checkout.choose')}
      </Title>
      <PayChoices canPay={page.can_publish} bankChosen={Boolean(bankPayment)} />
      {showBank && <BankTransfer page={page} payment={bankPayment} result={result} />}
      {page.packages_on_sale > 0 && (
        <Anchor component={Link} to={withPrefix(prefix, '/payments#packages')} size="sm" data-testid="to-packages">
          {t('pkg.checkout.buy')}
        </Anchor>
      )}
    </Stack>
  );
}

/** /checkout/:jobId: the price, and the company pays online or by bank transfer. */
export function CheckoutPage({ page, result }: { page: TCheckoutData; result?: TCheckoutResult }) {
  const { t } = useI18n();
  useActionToast(result);
  const amounts = page.open_payment ?? page.price;
  const formError: ReactNode = result && !result.ok && result.intent !== 'receipt' && (
    <Alert color="red" variant="light" role="alert" data-testid="form-error">
      {result.message}
    </Alert>
  );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('page.payment')}</Title>
          <Text c="dimmed">
            {t('pay.checkout.forJob')}{' '}
            <Text component="bdi" dir="auto" fw={600} c="var(--mantine-color-text)" data-testid="checkout-job-title">
              {page.job.title}
            </Text>
          </Text>
        </div>
        {formError}
        {page.second_step_offer && <SecondStepOffer />}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <CheckoutBody page={page} result={result} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <PriceCard amounts={amounts} vatBasisPoints={page.price.vat_rate_basis_points} postingDays={page.service_days} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
