import { Alert, Anchor, Text } from '@mantine/core';
import type { TCompanyOwn } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';

/**
 * A company with a VAT number that gave its invoice address as one line only (decision 202, the API's
 * `lacks_national_address`, by decision 198's rule): its tax invoices carry that line, and ZATCA asks for the national
 * address in parts. Shown at the top of its profile, the company's landing page, with a link to the section.
 */
export function NationalAddressNotice({ company }: { company: Pick<TCompanyOwn, 'lacks_national_address'> }) {
  const { t } = useI18n();
  if (!company.lacks_national_address) return null;
  return (
    <Alert color="warning" variant="light" title={t('company.addressNotice.title')} data-testid="national-address-notice">
      <Text size="sm">{t('company.addressNotice.body')}</Text>
      <Anchor href="#company-tax" size="sm" fw={600} mt={6} display="inline-block" data-testid="national-address-notice-link">
        {t('company.addressNotice.action')}
      </Anchor>
    </Alert>
  );
}
