import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import type { TFeatureOption } from '@tawzeef/contract';
import { SimpleGrid } from '../../components/grid.tsx';
import { FormKeyField } from '../../components/form-key.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { useI18n } from '../../i18n/index.ts';
import type { TActionResult } from '../../lib/context.ts';
import { formatDay } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { formatHalalas } from './format.ts';
import type { TFeatureData } from './feature.server.ts';

/** One featuring period: its days, the price with VAT, and the two ways to pay (plain forms: they work without JavaScript). */
function OptionCard({ option }: { option: TFeatureOption }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData?.get('option_id') === String(option.id);
  return (
    <Paper withBorder p="md" radius="md" data-testid="feature-option" data-option-id={option.id}>
      <Stack gap={6}>
        <Text fw={700}>{t('feature.option.days', { count: option.days })}</Text>
        <Text fw={700} size="lg">
          {formatHalalas(option.total_halalas, locale)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('pkg.card.vat', { fee: formatHalalas(option.fee_halalas, locale), vat: formatHalalas(option.vat_halalas, locale) })}
        </Text>
        <Group gap="xs">
          {(['online', 'bank'] as const).map((intent) => (
            <Form method="post" key={intent}>
              <FormKeyField formKey={null} />
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="option_id" value={option.id} />
              <Button type="submit" variant={intent === 'online' ? 'filled' : 'default'} loading={busy(intent)} data-testid={`feature-${intent}-${option.id}`}>
                {t(intent === 'online' ? 'pkg.buy.online' : 'pkg.buy.bank')}
              </Button>
            </Form>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** /company-jobs/:id/feature (decision 135): feature a live job for a period, paid like a post. */
export function FeaturePage({ data, result }: { data: TFeatureData; result?: TActionResult }) {
  const { t, locale, prefix } = useI18n();
  const { job, options } = data;
  const live = job.status === 'active';
  const until = job.featured_until ? formatDay(job.featured_until, locale)?.gregorian : null;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('feature.title')}
          </Title>
          <Text component="bdi" dir="auto" fw={600}>
            {job.title}
          </Text>
        </div>
        <Text size="sm">{t('feature.intro')}</Text>
        {until && (
          <Alert color="yellow" variant="light" data-testid="feature-until">
            {t('feature.until', { date: until })}
          </Alert>
        )}
        {result && !result.ok && (
          <Alert color="red" variant="light" role="alert" data-testid="feature-error">
            {result.message}
          </Alert>
        )}
        {!live ? (
          <Alert color="warning" variant="light" role="alert" data-testid="feature-not-live">
            {t('feature.notLive')}
          </Alert>
        ) : options.length === 0 ? (
          <Text c="dimmed">{t('feature.none')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {options.map((option) => (
              <OptionCard key={option.id} option={option} />
            ))}
          </SimpleGrid>
        )}
        <PlainLink to={withPrefix(prefix, '/company-jobs')}>{t('pay.links.dashboard')}</PlainLink>
      </Stack>
    </Container>
  );
}
