import { Text, TextInput } from '@mantine/core';
import { useI18n } from '../../i18n/index.ts';
import { ALIGN_BY_OWN_DIRECTION } from '../../components/lookup-select.tsx';
import { Grid } from '../../components/grid.tsx';
import { Section } from './profile-section.tsx';

type TFieldProps = { valueOf: (name: string) => string; errorOf: (name: string) => string | undefined };

/** A number of the national address: digits read left to right, Arabic-Indic ones accepted (the contract reads them). */
function AddressNumber({ name, label, description, maxLength, valueOf, errorOf }: TFieldProps & { name: string; label: string; description: string; maxLength: number }) {
  return (
    <TextInput
      name={name}
      label={label}
      description={description}
      inputMode="numeric"
      autoComplete={name === 'postal_code' ? 'postal-code' : 'off'}
      dir="ltr"
      styles={ALIGN_BY_OWN_DIRECTION}
      maxLength={maxLength}
      defaultValue={valueOf(name)}
      error={errorOf(name)}
      data-testid={name.replace(/_/g, '-')}
    />
  );
}

/**
 * The company's VAT registration: with a VAT number its invoices are standard tax invoices that carry its name, its
 * national address and the number (decisions 026, 198). The national address is in ZATCA's parts (BR-KSA-63), the
 * city being the profile's; the server requires them with a VAT number. The one line a company gave before (its
 * `invoice_address`) is shown while the parts are not given: its invoices carry it until then.
 */
export function TaxFields({ valueOf, errorOf, previousLine }: TFieldProps & { previousLine: string | null }) {
  const { t } = useI18n();
  const numbers = { valueOf, errorOf };
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
      <div role="group" aria-labelledby="national-address-title" data-testid="national-address">
        <Text id="national-address-title" fw={600}>
          {t('company.field.nationalAddress')}
        </Text>
        <Text size="sm" c="dimmed" mb="sm" data-testid="national-address-hint">
          {t('company.field.nationalAddressHint', { section: t('company.section.about') })}
        </Text>
        <Grid gutter="md">
          {/* The two words side by side and the three numbers after, so that each row's fields line up (a number has its hint). */}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput name="street" label={t('company.field.street')} autoComplete="address-line1" maxLength={127} defaultValue={valueOf('street')} error={errorOf('street')} data-testid="street" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput name="district" label={t('company.field.district')} maxLength={127} defaultValue={valueOf('district')} error={errorOf('district')} data-testid="district" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <AddressNumber name="building_number" label={t('company.field.buildingNumber')} description={t('company.field.buildingNumberHint')} maxLength={8} {...numbers} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <AddressNumber name="additional_number" label={t('company.field.additionalNumber')} description={t('company.field.additionalNumberHint')} maxLength={8} {...numbers} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <AddressNumber name="postal_code" label={t('company.field.postalCode')} description={t('company.field.postalCodeHint')} maxLength={10} {...numbers} />
          </Grid.Col>
        </Grid>
        {previousLine && (
          <Text size="sm" mt="sm" data-testid="previous-invoice-address">
            {t('company.field.previousAddress')} <bdi dir="auto">{previousLine}</bdi>
            <br />
            {t('company.field.previousAddressNext')}
          </Text>
        )}
      </div>
    </Section>
  );
}
