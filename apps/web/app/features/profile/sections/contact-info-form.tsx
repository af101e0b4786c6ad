import { TextInput } from '@mantine/core';
import { ZContactInfo } from '@tawzeef/contract';
import { PasswordField } from '../../../components/password-field.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';
import { useI18n } from '../../../i18n/index.ts';
import { ALIGN_BY_OWN_DIRECTION } from '../../../components/lookup-select.tsx';
import { contactInfoInput } from './forms.ts';
import { SectionCard, useSectionForm, type TFieldValues, type TSectionResult } from './section-form.tsx';

export function ContactInfoForm({ saved, result }: { saved: TFieldValues; result?: TSectionResult }) {
  const { t } = useI18n();
  const { onSubmit, errorOf, valueOf } = useSectionForm(ZContactInfo, contactInfoInput, saved, result);
  return (
    <SectionCard title={t('page.profile.contact-info')} subtitle={t('profile.contact.subtitle')} result={result} onSubmit={onSubmit} testId="contact-info-form">
      <TextInput name="email" type="email" label={t('profile.contact.email')} required autoComplete="email" dir="ltr" styles={ALIGN_BY_OWN_DIRECTION} defaultValue={valueOf('email')} error={errorOf('email')} />
      <PhoneField
        label={t('profile.contact.phone')}
        description={t('profile.contact.phoneHint')}
        styles={ALIGN_BY_OWN_DIRECTION}
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
}
