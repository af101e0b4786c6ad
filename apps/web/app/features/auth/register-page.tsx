import { useState, type ReactNode } from 'react';
import { CheckboxField, PasswordField, PhoneField, SelectField, TextField, buttonLook } from '../../components/plain.tsx';
import { SimpleGrid } from '../../components/grid.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { HEAR_BY } from '@tawzeef/contract';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import type { TActionResult } from '../../lib/context.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { registerSchema } from '../../lib/schema-loaders.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { registerInput } from './forms.ts';
import type { TAccountType } from './register.server.ts';

function TypeOption({ value, checked, onSelect, title, hint }: { value: TAccountType; checked: boolean; onSelect: (v: TAccountType) => void; title: string; hint: string }) {
  return (
    <label className="plain-paper plain-pad type-option" data-testid={`type-${value}`}>
      {/* Spans only: a <label> holds phrasing content (valid HTML, issue 18). */}
      <span className="type-option__row">
        <input type="radio" name="type" value={value} checked={checked} onChange={() => onSelect(value)} />
        <span>
          <span className="type-option__title">{title}</span>
          <span className="type-option__hint">{hint}</span>
        </span>
      </span>
    </label>
  );
}

/** Registration of a job seeker or a company (the type chosen first; a failed submission keeps it); `externalSignIn` under the form. */
export function RegisterPage({ page, result, externalSignIn }: { page: { type: TAccountType; invitation?: string | null; email?: string }; result?: TActionResult & { type?: unknown }; externalSignIn: ReactNode }) {
  const { t, prefix, locale } = useI18n();
  const navigation = useNavigation();
  const returnedType = result && 'type' in result ? (result.type as TAccountType) : undefined;
  const [type, setType] = useState<TAccountType>(returnedType ?? page.type);
  const { onSubmit, errorOf } = useClientValidation(registerSchema, registerInput, locale, result?.errors);
  useActionToast(result);
  return (
    <div className="form-card-page" data-size="sm">
      <div className="plain-paper form-card">
        <div className="plain-stack">
          <FormCardHeader title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} result={result} />
          <Form method="post" noValidate onSubmit={onSubmit}>
            <div className="plain-stack" data-gap="sm">
              {page.invitation ? (
                // Through an invitation link (decision 116): a company account joining that company, no name of its own.
                <>
                  <input type="hidden" name="type" value="COMPANY" />
                  <input type="hidden" name="invitation" value={page.invitation} />
                </>
              ) : (
                <fieldset className="type-options">
                <legend className="type-options__legend">{t('auth.register.type')}</legend>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <TypeOption value="USER" checked={type === 'USER'} onSelect={setType} title={t('auth.register.typeUser')} hint={t('auth.register.typeUserHint')} />
                  <TypeOption value="COMPANY" checked={type === 'COMPANY'} onSelect={setType} title={t('auth.register.typeCompany')} hint={t('auth.register.typeCompanyHint')} />
                </SimpleGrid>
                </fieldset>
              )}
              {type === 'COMPANY' && !page.invitation && (
                <TextField name="foundation_name" label={t('auth.register.foundationName')} required autoComplete="organization" error={errorOf('foundation_name')} />
              )}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextField name="first_name" label={t('auth.register.firstName')} required autoComplete="given-name" error={errorOf('first_name')} />
                <TextField name="last_name" label={t('auth.register.lastName')} required autoComplete="family-name" error={errorOf('last_name')} />
              </SimpleGrid>
              <TextField name="email" type="email" label={t('auth.register.email')} required autoComplete="email" dir="ltr" defaultValue={page.email || undefined} error={errorOf('email')} />
              <PhoneField label={t('auth.register.phone')} description={t('auth.register.phoneHint')} error={errorOf('phone')} />
              <PasswordField
                name="password"
                label={t('auth.register.password')}
                description={t('auth.register.passwordHint')}
                autoComplete="new-password"
                error={errorOf('password')}
              />
              <PasswordField name="password_confirmation" label={t('auth.register.passwordConfirmation')} autoComplete="new-password" error={errorOf('password_confirmation')} />
              <SelectField
                name="hear_by_id"
                label={t('auth.register.hearBy')}
                error={errorOf('hear_by_id')}
                options={[{ value: '', label: t('auth.register.hearBy.none') }, ...HEAR_BY.map((v) => ({ value: v, label: t(`auth.register.hearBy.${v}`) }))]}
              />
              <CheckboxField
                name="accept_terms"
                required
                data-testid="register-accept-terms"
                error={errorOf('accept_terms')}
                label={t('sitePages.accept.label')
                  .split(/(\{terms\}|\{privacy\})/)
                  .map((part) =>
                    part === '{terms}' || part === '{privacy}' ? (
                      <Link key={part} className="plain-link" to={withPrefix(prefix, part === '{terms}' ? '/terms-conditions' : '/privacy-policy')} target="_blank">
                        {t(part === '{terms}' ? 'sitePages.accept.terms' : 'sitePages.accept.privacy')}
                      </Link>
                    ) : (
                      part
                    ),
                  )}
              />
              <button type="submit" {...buttonLook({ fullWidth: true, loading: navigation.state === 'submitting' })} data-testid="register-submit">
                {t('auth.register.submit')}
              </button>
            </div>
          </Form>
          {externalSignIn}
          <p className="plain-text-sm">
            {t('auth.register.haveAccount')}{' '}
            <Link className="plain-link" to={withPrefix(prefix, '/login')}>
              {t('nav.login')}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
