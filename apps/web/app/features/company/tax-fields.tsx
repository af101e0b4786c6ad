import { TextInput, Textarea } from '@mantine/core';
import { useI18n } from '../../i18n/index.ts';
import { ALIGN_BY_OWN_DIRECTION } from '../../components/lookup-select.tsx';
import { Section } from './profile-section.tsx';

/**
 * The company's VAT registration: with a VAT number its invoices are standard tax invoices that carry its name,
 * this address and the number (decision 026). Both optional.
 */
export function TaxFields({ valueOf, errorOf }: { valueOf: (name: string) => string; errorOf: (name: string) => string | undefined }) {
  const { t } = useI18n();
  return (
    <Section id="company-tax" title={t('company.section.tax')} description={t('company.section.taxHint')}>
      <TextInput
        name="vat_number"
        label={t('company.field.vatNumber')}
        description={t('company.field.vatNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        styles={ALIGN_BY_OWN_DIRECTION}
        maxLength={20}
        defaultValue={valueOf('vat_number')}
        error={errorOf('vat_number')}
        data-testid="vat-number"
      />
      <Textarea
        name="invoice_address"
        label={t('company.field.invoiceAddress')}
        description={t('company.field.invoiceAddressHint')}
        autosize
        minRows={2}
        maxRows={4}
        defaultValue={valueOf('invoice_address')}
        error={errorOf('invoice_address')}
        data-testid="invoice-address"
      />
    </Section>
  );
}
