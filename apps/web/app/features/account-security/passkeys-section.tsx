import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { PASSKEY_NAME_MAX, type TPasskey } from '@tawzeef/contract';
import { PlainAlert, TextField, buttonLook } from '../../components/plain.tsx';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { PasskeyButton } from '../auth/index.ts';
import type { TAccountSecurityResult } from './account-security.server.ts';
import { wallTime } from './wall-time.ts';

/**
 * The account's passkeys (decision 165): each with its name and dates, a rename form and a remove button (plain
 * forms); a name and the button that lets the device make a new one (it needs JavaScript, as WebAuthn does).
 */
export function PasskeysSection({ passkeys, required, result }: { passkeys: TPasskey[]; required: boolean; result?: TAccountSecurityResult | undefined }) {
  const { t, locale, prefix } = useI18n();
  const navigation = useNavigation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const busy = (intent: string, id: number) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData.get('passkey') === String(id);
  const errorOf = (intent: string, id?: number) => (result?.intent === intent && (id === undefined || result.passkey === id) ? result.errors?.name?.[0] : undefined);
  return (
    <section className="plain-paper pad-md-lg plain-stack" aria-labelledby="passkeys-title" data-testid="passkeys">
      <h2 id="passkeys-title" className="plain-title" data-size="h3">
        {t('security.passkeys.title')}
      </h2>
      <p className="plain-dimmed">{t('security.passkeys.intro')}</p>
      {required && passkeys.length === 0 && (
        <PlainAlert color="blue" data-testid="passkeys-admin">
          {t('security.passkeys.adminCounts')}
        </PlainAlert>
      )}
      {passkeys.length === 0 ? (
        <p className="plain-text-sm plain-dimmed" data-testid="passkeys-none">
          {t('security.passkeys.none')}
        </p>
      ) : (
        <ul className="account-security__sessions">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="account-security__session account-security__passkey" data-testid="passkey">
              <div className="plain-stack" data-gap="xs">
                <p className="account-security__device" data-testid="passkey-name">
                  <bdi>{passkey.name}</bdi>
                </p>
                <p className="plain-text-sm plain-dimmed">
                  <time dateTime={passkey.created_at}>{t('security.passkeys.added', { date: wallTime(passkey.created_at, locale) })}</time>
                  {' · '}
                  {passkey.last_used_at ? (
                    <time dateTime={passkey.last_used_at}>{t('security.passkeys.lastUsed', { date: wallTime(passkey.last_used_at, locale) })}</time>
                  ) : (
                    t('security.passkeys.neverUsed')
                  )}
                </p>
                <details className="account-security__rename">
                  <summary className="plain-link plain-text-sm">{t('security.passkeys.rename')}</summary>
                  <Form method="post" noValidate className="account-security__form">
                    <input type="hidden" name="intent" value="passkey-rename" />
                    <input type="hidden" name="passkey" value={passkey.id} />
                    <TextField
                      name="name"
                      label={t('security.passkeys.renameLabel', { name: passkey.name })}
                      defaultValue={passkey.name}
                      maxLength={PASSKEY_NAME_MAX}
                      required
                      error={errorOf('passkey-rename', passkey.id)}
                      data-testid="passkey-rename-name"
                    />
                    <button type="submit" {...buttonLook({ variant: 'outline', loading: busy('passkey-rename', passkey.id) })} data-testid="passkey-rename">
                      {t('security.passkeys.save')}
                    </button>
                  </Form>
                </details>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="passkey-remove" />
                <input type="hidden" name="passkey" value={passkey.id} />
                <button type="submit" aria-label={t('security.passkeys.removeLabel', { name: passkey.name })} {...buttonLook({ danger: true, variant: 'outline', loading: busy('passkey-remove', passkey.id) })} data-testid="passkey-remove">
                  {t('security.passkeys.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <div className="account-security__form">
        <TextField
          name="name"
          label={t('security.passkeys.name')}
          description={t('security.passkeys.nameHint')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          maxLength={PASSKEY_NAME_MAX}
          required
          error={nameError ?? errorOf('passkey-add')}
          data-testid="passkey-add-name"
        />
        <PasskeyButton
          ceremony="register"
          action={withPrefix(prefix, '/account-security')}
          fields={{ intent: 'passkey-add', name }}
          before={() => {
            if (name.trim()) return true;
            setNameError(t('security.passkeys.nameRequired'));
            return false;
          }}
          variant="filled"
          testId="passkey-add"
        >
          {t('security.passkeys.add')}
        </PasskeyButton>
      </div>
    </section>
  );
}
