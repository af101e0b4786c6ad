import { useState } from 'react';
import { Group, NativeSelect, Radio, TextInput } from '@mantine/core';
import { SimpleGrid } from '../../../components/grid.tsx';
import { HEAR_BY, SEXES, SOCIAL_STATUSES, ZPersonalInfo, type TLookupItem } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { ALIGN_BY_OWN_DIRECTION, LookupSelect } from '../../../components/lookup-select.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { BirthdateField } from './birthdate-field.tsx';
import { lookupSearchOptions, SearchableSelect } from '../../../components/searchable-select.tsx';
import { personalInfoInput } from './forms.ts';
import { FieldGroup, SectionCard, useSectionForm, type TFieldValues, type TSectionResult } from './section-form.tsx';

export interface TPersonalInfoLookups {
  nationalities: TLookupItem[];
  countries: TLookupItem[];
  cities: TLookupItem[];
}

/**
 * The city select. Without JavaScript it lists every city grouped by country; once the page is live it lists only
 * the cities of the chosen country, found by typing either of their names, and forgets a city that is not in it.
 */
function CitySelect({ countries, cities, countryId, value, onChange, error }: { countries: TLookupItem[]; cities: TLookupItem[]; countryId: string; value: string; onChange: (v: string) => void; error?: string }) {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const options = hydrated
    ? lookupSearchOptions(cities.filter((city) => String(city.country_id) === countryId), locale)
    : countries
        .map((country) => ({ group: country.name, items: lookupSearchOptions(cities.filter((city) => city.country_id === country.id), locale) }))
        .filter((group) => group.items.length > 0);
  return (
    <SearchableSelect
      name="city_id"
      label={t('profile.personal.city_id')}
      description={t('profile.personal.cityHint')}
      value={value}
      onChange={onChange}
      disabled={hydrated && !countryId}
      error={error}
      emptyLabel={t('profile.form.choose')}
      options={options}
      testId="city-select"
    />
  );
}

export function PersonalInfoForm({ saved, lookups, result }: { saved: TFieldValues; lookups: TPersonalInfoLookups; result?: TSectionResult }) {
  const { t } = useI18n();
  const { onSubmit, errorOf, valueOf } = useSectionForm(ZPersonalInfo, personalInfoInput, saved, result);
  const [countryId, setCountryId] = useState(valueOf('country_id'));
  const [cityId, setCityId] = useState(valueOf('city_id'));

  const chooseCountry = (next: string) => {
    setCountryId(next);
    const city = lookups.cities.find((c) => String(c.id) === cityId);
    if (city && String(city.country_id) !== next) setCityId('');
  };

  return (
    <SectionCard title={t('page.profile.personal-info')} subtitle={t('profile.personal.subtitle')} result={result} onSubmit={onSubmit} testId="personal-info-form">
      <FieldGroup legend={t('profile.personal.name')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput name="first_name" label={t('profile.personal.first_name')} required autoComplete="given-name" defaultValue={valueOf('first_name')} error={errorOf('first_name')} />
          <TextInput name="last_name" label={t('profile.personal.last_name')} required autoComplete="family-name" defaultValue={valueOf('last_name')} error={errorOf('last_name')} />
        </SimpleGrid>
      </FieldGroup>

      <FieldGroup legend={t('profile.personal.localNames')} description={t('profile.personal.localNamesHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput name="ar_first_name" lang="ar" dir="rtl" styles={ALIGN_BY_OWN_DIRECTION} label={t('profile.personal.ar_first_name')} defaultValue={valueOf('ar_first_name')} error={errorOf('ar_first_name')} />
          <TextInput name="ar_last_name" lang="ar" dir="rtl" styles={ALIGN_BY_OWN_DIRECTION} label={t('profile.personal.ar_last_name')} defaultValue={valueOf('ar_last_name')} error={errorOf('ar_last_name')} />
          <TextInput name="en_first_name" lang="en" dir="ltr" styles={ALIGN_BY_OWN_DIRECTION} label={t('profile.personal.en_first_name')} defaultValue={valueOf('en_first_name')} error={errorOf('en_first_name')} />
          <TextInput name="en_last_name" lang="en" dir="ltr" styles={ALIGN_BY_OWN_DIRECTION} label={t('profile.personal.en_last_name')} defaultValue={valueOf('en_last_name')} error={errorOf('en_last_name')} />
        </SimpleGrid>
      </FieldGroup>

      <FieldGroup legend={t('profile.personal.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BirthdateField defaultValue={valueOf('birthdate')} defaultCalendar={valueOf('birthdate_calendar') === 'hijri' ? 'hijri' : 'gregorian'} error={errorOf('birthdate')} />
          <LookupSelect name="nationality_id" label={t('profile.personal.nationality_id')} items={lookups.nationalities} defaultValue={valueOf('nationality_id')} error={errorOf('nationality_id')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Radio.Group name="sex" label={t('profile.personal.sex')} defaultValue={valueOf('sex')} error={errorOf('sex')}>
            <Group gap="lg" mt={6}>
              {SEXES.map((sex) => (
                <Radio key={sex} value={sex} label={t(`enum.sex.${sex}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group name="social_status" label={t('profile.personal.social_status')} defaultValue={valueOf('social_status')} error={errorOf('social_status')}>
            <Group gap="lg" mt={6}>
              {SOCIAL_STATUSES.map((status) => (
                <Radio key={status} value={status} label={t(`enum.social_status.${status}`)} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <LookupSelect
          name="drive_licence_nationality_id"
          label={t('profile.personal.drive_licence_nationality_id')}
          description={t('profile.personal.driveLicenceHint')}
          items={lookups.nationalities}
          emptyLabel={t('profile.personal.driveLicenceNone')}
          defaultValue={valueOf('drive_licence_nationality_id')}
          error={errorOf('drive_licence_nationality_id')}
        />
      </FieldGroup>

      <FieldGroup legend={t('profile.personal.residence')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <LookupSelect
            name="country_id"
            label={t('profile.personal.country_id')}
            items={lookups.countries}
            value={countryId}
            onChange={(event) => chooseCountry(event.currentTarget.value)}
            error={errorOf('country_id')}
          />
          <CitySelect countries={lookups.countries} cities={lookups.cities} countryId={countryId} value={cityId} onChange={setCityId} error={errorOf('city_id')} />
        </SimpleGrid>
      </FieldGroup>

      <NativeSelect
        name="hear_by_id"
        label={t('profile.personal.hear_by_id')}
        defaultValue={valueOf('hear_by_id')}
        error={errorOf('hear_by_id')}
        data={[{ value: '', label: t('profile.form.choose') }, ...HEAR_BY.map((v) => ({ value: v, label: t(`profile.personal.hear_by_id.${v}`) }))]}
      />
    </SectionCard>
  );
}
