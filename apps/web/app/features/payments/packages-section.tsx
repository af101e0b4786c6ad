import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import type { TPackage, TPayment, TPostingCredits } from '@tawzeef/contract';
import { SimpleGrid } from '../../components/grid.tsx';
import { FileField } from '../../components/file-field.tsx';
import { FormKeyField } from '../../components/form-key.tsx';
import { useI18n } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';
import { BankAccountCard, LtrValue } from './bank-account-card.tsx';
import { formatHalalas, paymentReference } from './format.ts';
import { PackageCard } from './package-card.tsx';
import type { TPackagesResult, TPaymentsData } from './payments.server.ts';

/** The company's posting credits (decision 130): how many it can spend now, and each purchase's left and last day. */
export function CreditsCard({ credits }: { credits: TPostingCredits }) {
  const { t, locale } = useI18n();
  const day = (value: string | null) => formatDay(value, locale)?.gregorian ?? '';
  return (
    <Paper withBorder className="pad-md-lg" id="credits" data-testid="credits">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {t('pkg.credits.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('pkg.credits.intro')}
            </Text>
          </div>
          <Text fw={700} size="xl" data-testid="credits-available">
            {t('pkg.credits.available', { count: credits.available })}
          </Text>
        </Group>
        {credits.next_expiry && <Text size="sm">{t('pkg.credits.nextExpiry', { date: day(credits.next_expiry) })}</Text>}
        {credits.credits.length > 0 && (
          <Stack gap={4}>
            {credits.credits.map((credit) => (
              <Group key={credit.id} justify="space-between" gap="xs" data-testid="credit-row">
                <Text size="sm" component="bdi" dir="auto">
                  {credit.package_name}
                </Text>
                <Group gap="xs">
                  <Text size="sm">{t('pkg.credits.left', { remaining: credit.remaining, posts: credit.posts })}</Text>
                  {credit.expired ? (
                    <Badge color="gray" variant="light">
                      {t('pkg.credits.expired', { date: day(credit.expires_on) })}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('pkg.credits.until', { date: day(credit.expires_on) })}
                    </Text>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function BuyButtons({ pack }: { pack: TPackage }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData?.get('package_id') === String(pack.id);
  return (
    <Group gap="xs">
      <Form method="post">
        <FormKeyField formKey={null} />
        <input type="hidden" name="intent" value="buy-online" />
        <input type="hidden" name="package_id" value={pack.id} />
        <Button type="submit" loading={busy('buy-online')} data-testid={`buy-online-${pack.id}`}>
          {t('pkg.buy.online')}
        </Button>
      </Form>
      <Form method="post">
        <FormKeyField formKey={null} />
        <input type="hidden" name="intent" value="buy-bank" />
        <input type="hidden" name="package_id" value={pack.id} />
        <Button type="submit" variant="default" loading={busy('buy-bank')} data-testid={`buy-bank-${pack.id}`}>
          {t('pkg.buy.bank')}
        </Button>
      </Form>
    </Group>
  );
}

/** A package bought by bank transfer, waiting for the receipt: the amount, the reference, the accounts and the form. */
function TransferWaiting({ payment, data, result }: { payment: TPayment; data: TPaymentsData; result?: TPackagesResult }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const error = result && !result.ok && result.intent === 'receipt' ? (result.errors?.receipt?.[0] ?? result.message) : undefined;
  return (
    <Paper withBorder className="pad-md-lg" data-testid="package-transfer">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {payment.subject === 'feature' ? t('feature.transfer.title', { name: payment.job_title ?? '' }) : t('pkg.transfer.title', { name: payment.package_name ?? '' })}
        </Title>
        <Text size="sm">
          {t('pay.bank.amount')}: <strong>{formatHalalas(payment.total_halalas, locale)}</strong> · {t('pay.bank.reference')}: <LtrValue>{paymentReference(payment.id)}</LtrValue>
        </Text>
        <SimpleGrid cols={{ base: 1, md: data.bankAccounts.length > 1 ? 2 : 1 }} spacing="sm">
          {data.bankAccounts.map((account) => (
            <BankAccountCard key={account.id} account={account} />
          ))}
        </SimpleGrid>
        <Form method="post" encType="multipart/form-data" data-testid="package-receipt-form">
          <input type="hidden" name="intent" value="receipt" />
          <input type="hidden" name="payment_id" value={payment.id} />
          <Stack gap="sm">
            <FileField name="receipt" kind="invoice" label={t('pay.bank.receipt')} error={error} testId="package-receipt-file" />
            <Group>
              <Button type="submit" loading={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'receipt'}>
                {t('pay.bank.send')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}

/** /payments#packages: the packages for sale (decision 130), bought online or by bank transfer. */
export function PackagesSection({ data, result }: { data: TPaymentsData; result?: TPackagesResult }) {
  const { t } = useI18n();
  // A package's or a featured period's (decision 135) transfer: both are bought from this page's forms or the job's.
  const waiting = data.payments.filter((p) => (p.subject === 'package' || p.subject === 'feature') && p.pay_type === 'bank' && p.status === 'pending');
  if (data.packages.length === 0 && waiting.length === 0) return null;
  return (
    <Stack gap="sm" id="packages" data-testid="packages">
      <div>
        <Title order={2} size="h4">
          {t('pkg.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pkg.intro')}
        </Text>
      </div>
      {waiting.map((payment) => (
        <TransferWaiting key={payment.id} payment={payment} data={data} result={result} />
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {data.packages.map((pack) => (
          <PackageCard key={pack.id} pack={pack}>
            <BuyButtons pack={pack} />
          </PackageCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
