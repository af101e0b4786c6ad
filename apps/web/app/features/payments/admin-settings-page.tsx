import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import type { TJobFee, TPrice } from '@tawzeef/contract';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { AdminBackLink } from './admin-back-link.tsx';
import type { TAdminResult } from './admin.server.ts';
import { formatHalalas } from './format.ts';
import { ZJobFeeForm } from './forms.ts';
import { PriceCard } from './price-card.tsx';

/** /admin/settings: the posting fee now, where it comes from, and a form to change it. */
export function AdminSettingsPage({ fee, price, result }: { fee: TJobFee; price: TPrice | null; result?: TAdminResult }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  useActionToast(result);
  const failed = result && !result.ok ? result : undefined;
  const { onSubmit, errorOf } = useClientValidation(ZJobFeeForm, (form) => ({ fee_sar: form.get('fee_sar') ?? '' }), locale, failed?.errors);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <AdminBackLink />
          <Title order={1}>{t('page.admin-settings')}</Title>
        </div>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="current-fee">
          <Stack gap={4}>
            <Text c="dimmed" size="sm">
              {t('pay.settings.current')}
            </Text>
            <Text fw={700} size="xl" data-testid="fee-value">
              {formatHalalas(fee.fee_halalas, locale)}
            </Text>
            <Text size="sm" data-testid="fee-source">
              {fee.source === 'admin' ? t('pay.settings.fromAdmin') : t('pay.settings.fromConfig')}
            </Text>
          </Stack>
        </Paper>
        {price && <PriceCard amounts={price} vatBasisPoints={price.vat_rate_basis_points} postingDays={price.posting_days} />}
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <FormCardHeader title={t('pay.settings.change')} subtitle={t('pay.settings.note')} result={failed} titleSize="h3" />
            <Form method="post" noValidate onSubmit={onSubmit} data-testid="fee-form">
              <Stack gap="sm">
                <TextInput
                  name="fee_sar"
                  label={t('pay.settings.feeLabel')}
                  description={t('pay.settings.feeHint')}
                  inputMode="decimal"
                  required
                  defaultValue={failed?.values?.fee_sar ?? String(fee.fee_sar)}
                  error={errorOf('fee_sar')}
                  data-testid="fee-input"
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={navigation.state !== 'idle'} data-testid="fee-save">
                    {t('pay.settings.save')}
                  </Button>
                </Group>
              </Stack>
            </Form>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
