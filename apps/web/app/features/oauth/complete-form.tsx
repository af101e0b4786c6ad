import { useState } from 'react';
import { PhoneField, RadioField, TextField, buttonLook } from '../../components/plain.tsx';
import { Form, useNavigation } from 'react-router';
import type { TActionResult } from '../../lib/context.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { oauthCompleteSchema } from '../../lib/schema-loaders.ts';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import { completeInput, type TPendingView } from './complete-input.ts';

/** A first external sign-in: only what the account still lacks (job seeker or company, phone, and email if none came). */
export function OAuthCompleteForm({ pending, actionData }: { pending: TPendingView; actionData?: TActionResult & { type?: unknown } }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const [type, setType] = useState(actionData?.type === 'COMPANY' ? 'COMPANY' : 'USER');
  const { onSubmit, errorOf } = useClientValidation(oauthCompleteSchema, (form) => ({ ...completeInput(form), signup_token: 'pending' }), locale, actionData?.errors);
  return (
    <div className="form-card-page">
      <div className="plain-paper form-card auth-card">
        <div className="plain-stack">
          <FormCardHeader title={t('oauth.completeTitle')} subtitle={t('oauth.completeSubtitle')} result={actionData} />
          {pending.email && (
            <p className="plain-text-sm plain-dimmed" data-testid="oauth-email">
              {t('oauth.completeFor', { email: pending.email })}
            </p>
          )}
          <Form method="post" noValidate onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="oauth-complete" />
            {/* The account's kind shows the company's name field for a company (read as it changes). */}
            <div
              className="plain-stack"
              data-gap="sm"
              onChange={(event) => {
                const input = event.target as HTMLInputElement;
                if (input.name === 'type') setType(input.value === 'COMPANY' ? 'COMPANY' : 'USER');
              }}
            >
              <RadioField
                name="type"
                label={t('auth.register.type')}
                defaultValue={type}
                error={errorOf('type')}
                options={[
                  { value: 'USER', label: t('auth.register.typeUser') },
                  { value: 'COMPANY', label: t('auth.register.typeCompany') },
                ]}
                optionTestId={(value) => `oauth-type-${value}`}
              />
              {type === 'COMPANY' && <TextField name="foundation_name" label={t('auth.register.foundationName')} required error={errorOf('foundation_name')} />}
              {pending.needs.includes('email') && <TextField name="email" type="email" label={t('oauth.email')} required dir="ltr" autoComplete="email" error={errorOf('email')} />}
              <PhoneField label={t('auth.register.phone')} description={t('auth.register.phoneHint')} error={errorOf('phone')} />
              <button type="submit" {...buttonLook({ fullWidth: true, loading: navigation.state === 'submitting' })} data-testid="oauth-complete-submit">
                {t('oauth.submit')}
              </button>
            </div>
          </Form>
        </div>
      </div>
    </div>
  );
}
