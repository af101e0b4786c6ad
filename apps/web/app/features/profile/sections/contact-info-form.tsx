import { Stack, TextInput } from '@mantine/core';
import { PasswordField, PhoneField } from '../../../components/plain.tsx';
import { ZContactInfo, type TPhoneChange } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { ALIGN_BY_OWN_DIRECTION } from '../../../components/lookup-select.tsx';
import { useActionToast } from '../../../lib/app-effects.ts';
import { PhoneChangeBox } from '../phone-change.tsx';
import { contactInfoInput } from './forms.ts';
import { SectionCard, useSectionForm, type TFieldValues, type TSectionResult } from './section-form.tsx';

/** `phoneChange`: a new number waiting for its code (decision 046), shown above the form with its own forms and results. */
export function ContactInfoForm({ saved, phoneChange, result }: { saved: TFieldValues; phoneChange?: TPhoneChange; result?: TSectionResult }) {
  const { t } = useI18n();
  const phoneResult = result?.intent?.startsWith('phone-') ? result : undefined;
  const sectionResult = phoneResult ? undefined : result;
  const { onSubmit, errorOf, valueOf } = useSectionForm(ZContactInfo, contactInfoInput, saved, sectionResult);
  useActionToast(phoneResult);
  // The box has forms of its own: it stands outside the section's form.
  const card = (
    <SectionCard title={t('page.profile.contact-info')} subtitle={t('profile.contact.subtitle')} result={sectionResult} onSubmit={onSubmit} testId="contact-info-form">
      <TextInput name="email" type="email" label={t('profile.contact.email')} required autoComplete="email" dir="ltr" styles={ALIGN_BY_OWN_DIRECTION} defaultValue={valueOf('email')} error={errorOf('email')} />
      <PhoneField
        label={t('profile.contact.phone')}
        description={`${t('profile.contact.phoneHint')} · ${t('profile.contact.phoneChangeHint')}`}
        defaultValue={valueOf('phone')}
        error={errorOf('phone')}
      />
      <PasswordField
        name="current_password"
        label={t('profile.contact.current_password')}
        description={t('profile.contact.passwordHint')}
        autoComplete="current-password"
        required={false}
        error={errorOf('current_password')}
      />
    </SectionCard>
  );
  if (!phoneChange?.phone) return card;
  return (
    <Stack gap="md">
      <PhoneChangeBox pending={phoneChange} current={String(saved.phone ?? '')} result={phoneResult} />
      {card}
    </Stack>
  );
}
