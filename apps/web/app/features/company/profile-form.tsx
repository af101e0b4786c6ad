import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { PhoneField } from '../../components/plain.tsx';
import { Alert, Anchor, Avatar, Button, Checkbox, Group, Input, NativeSelect, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Grid } from '../../components/grid.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { useMemberCan, useMemberRole } from '../../lib/company-access.ts';
import { COMPANY_SIZES, WORKING_TYPES, ZCompanyProfileInput, type TFileKind } from '@tawzeef/contract';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { FileLimits } from '../../components/file-field.tsx';
import { acceptOf, checkPickedFile } from '../../lib/file-rules.ts';
import '../../components/file-field.css';
import { ALIGN_BY_OWN_DIRECTION, LookupSelect } from '../../components/lookup-select.tsx';
import { lookupSearchOptions, SearchableSelect } from '../../components/searchable-select.tsx';
import { MapPicker } from '../../components/map/map-picker.tsx';
import { NameChangeNotice, WithdrawNameForm } from './name-change.tsx';
import { companyProfileInput } from './profile-input.ts';
import type { TCompanyProfileData, TCompanyProfileResult } from './profile.server.ts';
import { PublishChecklist, VerificationCard } from './verification-card.tsx';
import { Section } from './profile-section.tsx';
import { TaxFields } from './tax-fields.tsx';
import { NationalAddressNotice } from './national-address-notice.tsx';
import './company.css';

/** A native file input (works without JavaScript) with the kind's limits and the error. */
function FilePicker({ name, kind, label, error, onPick, testId }: { name: string; kind: TFileKind; label: string; error?: string; onPick?: (file: File | null) => void; testId: string }) {
  return (
    <Input.Wrapper label={label} description={<FileLimits kind={kind} />} error={error} errorProps={{ 'data-testid': `${testId}-error` }}>
      <Input
        component="input"
        type="file"
        name={name}
        accept={acceptOf(kind)}
        error={error}
        classNames={{ input: 'file-field' }}
        data-testid={testId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onPick?.(event.currentTarget.files?.[0] ?? null)}
      />
    </Input.Wrapper>
  );
}

/** The logo: the saved one or a preview of the one just chosen, with a box to remove it. */
function LogoField({ savedUrl, fileId, error, onError }: { savedUrl: string | null; fileId: string; error?: string; onError: (message: string | undefined) => void }) {
  const { t, locale } = useI18n();
  const [preview, setPreview] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const onPick = (file: File | null) => {
    const problem = file ? checkPickedFile(file, 'logo', locale) : null;
    onError(problem ?? undefined);
    setPreview(file && !problem ? URL.createObjectURL(file) : null);
    if (file) setRemoving(false);
  };
  const shown = preview ?? (removing ? null : savedUrl);
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <Avatar src={shown} alt={shown ? t('company.field.logoAlt') : t('company.field.logoNone')} size={88} radius="md" data-testid="logo-preview" />
      <Stack gap={6} style={{ flex: 1, minInlineSize: 0 }}>
        <input type="hidden" name="logo_file_id" value={fileId} />
        <FilePicker name="logo" kind="logo" label={t('company.field.logo')} error={error} onPick={onPick} testId="logo-file" />
        {fileId && !preview && (
          <Checkbox name="remove_logo" value="1" size="xs" label={t('company.field.removeLogo')} checked={removing} onChange={(event) => setRemoving(event.currentTarget.checked)} />
        )}
      </Stack>
    </Group>
  );
}

/** /company-profile: the company edits its profile; beside it, its verification and what it still needs to publish. */
export function CompanyProfileForm({ page, result }: { page: TCompanyProfileData; result?: TCompanyProfileResult }) {
  const { t, locale, prefix } = useI18n();
  const navigation = useNavigation();
  const { company } = page;
  const mayChange = useMemberCan()('company:write');
  const role = useMemberRole();
  const { onSubmit: validate, errorOf } = useClientValidation(ZCompanyProfileInput, companyProfileInput, locale, result?.errors);
  const [fileErrors, setFileErrors] = useState<Record<string, string | undefined>>({});
  useActionToast(result && !result.ok ? result : undefined);
  const typed = result && !result.ok ? result.values : undefined;
  const valueOf = (name: string): string => (typed ? (typed[name] ?? '') : (page.saved[name] ?? ''));
  const [address, setAddress] = useState(valueOf('address'));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const commercial = (form.elements.namedItem('commercial_file') as HTMLInputElement | null)?.files?.[0];
    const commercialError = commercial ? checkPickedFile(commercial, 'commercial', locale) : null;
    setFileErrors((current) => ({ ...current, commercial_file_id: commercialError ?? undefined }));
    if (commercialError || fileErrors.logo_file_id) {
      event.preventDefault();
      return;
    }
    validate(event);
  };
  const fileError = (field: string) => fileErrors[field] ?? errorOf(field);
  const commercialId = valueOf('commercial_file_id');
  const commercialName = valueOf('commercial_file_name');
  const sizeOptions = [{ value: '', label: t('profile.form.choose') }, ...COMPANY_SIZES.map((size) => ({ value: size, label: t(`company.size.${size}`) }))];
  const typeOptions = [{ value: '', label: t('profile.form.choose') }, ...WORKING_TYPES.map((type) => ({ value: type, label: t(`company.type.${type}`) }))];

  return (
    <Stack gap="lg">
      <FormCardHeader title={t('page.company-profile')} subtitle={t('company.profile.subtitle')} result={result} />
      {/* Above the columns, so that a phone shows it first (the aside comes before the form there). */}
      <NationalAddressNotice company={company} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          {page.owners !== null && (
            <Alert color="blue" variant="light" mb="lg" title={t('access.profile.title')} data-testid="profile-readonly">
              {t('access.profile.body', { role: role ? t(`team.role.${role}`) : '', owners: page.owners })}
            </Alert>
          )}
          <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} data-testid="company-profile-form">
            {/* A role that may not change the profile reads it with every field disabled (decision 148). */}
            <fieldset disabled={!mayChange} className="company-profile__fields">
            <Stack gap="lg">
              <Section id="company-identity" title={t('company.section.identity')}>
                <TextInput name="foundation_name" label={t('company.field.name')} required defaultValue={valueOf('foundation_name')} error={errorOf('foundation_name')} data-testid="foundation-name" />
                <TextInput
                  name="foundation_name_en"
                  label={t('company.field.nameEn')}
                  dir="ltr"
                  styles={ALIGN_BY_OWN_DIRECTION}
                  defaultValue={valueOf('foundation_name_en')}
                  error={errorOf('foundation_name_en')}
                />
                <NameChangeNotice company={company} />
                <LogoField
                  savedUrl={company.logo_url}
                  fileId={valueOf('logo_file_id')}
                  error={fileError('logo_file_id')}
                  onError={(message) => setFileErrors((current) => ({ ...current, logo_file_id: message }))}
                />
              </Section>
  
              <Section id="commercial-registration" title={t('company.section.registration')} description={t('company.section.registrationHint')}>
                <TextInput
                  name="commercial_number"
                  label={t('company.field.commercialNumber')}
                  description={t('company.field.commercialNumberHint')}
                  inputMode="numeric"
                  dir="ltr"
                  styles={ALIGN_BY_OWN_DIRECTION}
                  maxLength={10}
                  defaultValue={valueOf('commercial_number')}
                  error={errorOf('commercial_number')}
                  data-testid="commercial-number"
                />
                <input type="hidden" name="commercial_file_id" value={commercialId} />
                <input type="hidden" name="commercial_file_name" value={commercialName} />
                {commercialId && (
                  <Text size="sm" data-testid="commercial-current">
                    {t('company.field.commercialCurrent')}{' '}
                    <Anchor href={withPrefix(prefix, `/company-profile/file/${commercialId}`)} target="_blank" rel="noopener" data-testid="commercial-download">
                      <bdi>{commercialName || t('company.field.commercialFile')}</bdi>
                    </Anchor>
                  </Text>
                )}
                <FilePicker
                  name="commercial_file"
                  kind="commercial"
                  label={commercialId ? t('company.field.commercialReplace') : t('company.field.commercialFile')}
                  error={fileError('commercial_file_id')}
                  onPick={() => setFileErrors((current) => ({ ...current, commercial_file_id: undefined }))}
                  testId="commercial-file"
                />
              </Section>
  
              <TaxFields valueOf={valueOf} errorOf={errorOf} previousLine={company.street ? null : company.invoice_address} />

              <Section id="company-about" title={t('company.section.about')} description={t('company.section.aboutHint')}>
                <Textarea name="about_company" label={t('company.field.about')} autosize minRows={4} maxRows={14} defaultValue={valueOf('about_company')} error={errorOf('about_company')} data-testid="about-company" />
                <Grid gutter="md">
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <LookupSelect name="sector_id" label={t('company.field.sector')} items={page.sectors} defaultValue={valueOf('sector_id')} error={errorOf('sector_id')} data-testid="sector" />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <SearchableSelect name="city_id" label={t('company.field.city')} options={lookupSearchOptions(page.cities, locale)} emptyLabel={t('profile.form.choose')} defaultValue={valueOf('city_id')} error={errorOf('city_id')} testId="city" />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <NativeSelect name="members_count" label={t('company.field.size')} data={sizeOptions} defaultValue={valueOf('members_count')} error={errorOf('members_count')} data-testid="members-count" />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <NativeSelect name="working_type" label={t('company.field.type')} data={typeOptions} defaultValue={valueOf('working_type')} error={errorOf('working_type')} data-testid="working-type" />
                  </Grid.Col>
                </Grid>
              </Section>
  
              <Section id="company-contact" title={t('company.section.contact')}>
                <TextInput
                  name="website"
                  type="url"
                  label={t('company.field.website')}
                  placeholder="https://"
                  dir="ltr"
                  styles={ALIGN_BY_OWN_DIRECTION}
                  defaultValue={valueOf('website')}
                  error={errorOf('website')}
                />
                <Grid gutter="md">
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      name="contact_email"
                      type="email"
                      label={t('company.field.contactEmail')}
                      autoComplete="email"
                      dir="ltr"
                      styles={ALIGN_BY_OWN_DIRECTION}
                      defaultValue={valueOf('contact_email')}
                      error={errorOf('contact_email')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <PhoneField name="contact_phone" required={false} label={t('company.field.contactPhone')} defaultValue={valueOf('contact_phone')} error={errorOf('contact_phone')} />
                  </Grid.Col>
                </Grid>
                <TextInput
                  name="email_main_domain"
                  label={t('company.field.emailDomain')}
                  description={t('company.field.emailDomainHint')}
                  placeholder="example.sa"
                  dir="ltr"
                  styles={ALIGN_BY_OWN_DIRECTION}
                  defaultValue={valueOf('email_main_domain')}
                  error={errorOf('email_main_domain')}
                />
              </Section>
  
              <Section id="company-location" title={t('company.section.location')} description={t('company.section.locationHint')}>
                <TextInput
                  name="address"
                  label={t('company.field.address')}
                  value={address}
                  onChange={(event) => setAddress(event.currentTarget.value)}
                  error={errorOf('address')}
                  data-testid="address"
                />
                <MapPicker
                  settings={page.map}
                  lat={valueOf('lat')}
                  lng={valueOf('lng')}
                  latError={errorOf('lat')}
                  lngError={errorOf('lng')}
                  onPlace={(label) => setAddress((current) => (current.trim() ? current : label))}
                />
              </Section>
  
              {mayChange && (
                <Group justify="flex-end" className="company-save">
                  <Button type="submit" size="md" loading={navigation.state === 'submitting'} miw={160} data-testid="company-save">
                    {t('company.profile.save')}
                  </Button>
                </Group>
              )}
            </Stack>
            </fieldset>
          </Form>
          <WithdrawNameForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg" className="company-aside">
            <VerificationCard company={company} />
            <PublishChecklist company={company} />
            <Paper withBorder p="lg">
              <Stack gap={6}>
                <Text size="sm">{t(company.is_public ? 'company.profile.publicHint' : 'company.profile.notPublicYet')}</Text>
                {company.is_public && (
                  <Anchor component={Link} to={withPrefix(prefix, `/company-profile/${company.id}`)} fw={600} data-testid="public-page-link">
                    {t('company.profile.viewPublic')}
                  </Anchor>
                )}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
