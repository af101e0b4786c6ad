import { Form, useNavigation } from 'react-router';
import type { TCompanyOwn } from '@tawzeef/contract';
import { PlainAlert, buttonLook } from '../../components/plain.tsx';
import { VerifiedBadge } from '../../components/verified-badge.tsx';
import { useI18n } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';

/** The form that takes back the new names (its button sits in the notice, inside the profile form: `form=`). */
export const WITHDRAW_NAME_FORM = 'withdraw-name-form';
export const WITHDRAW_NAME_INTENT = 'withdraw-name';

/** Mantine's gap={6} of the notice's stack and rows (its plain classes' gaps are the theme's spacings). */
const GAP_6 = { gap: 'calc(0.375rem * var(--mantine-scale))' };

/** “Arabic” / “English”, each in its own direction. */
function Names({ ar, en }: { ar: string; en: string | null }) {
  return (
    <>
      <bdi dir="auto">{ar}</bdi>
      {en && (
        <>
          {' / '}
          <bdi dir="auto">{en}</bdi>
        </>
      )}
    </>
  );
}

/**
 * Beside the name fields of a verified company (decision 085): the new names waiting for an administrator, the
 * verified names visitors keep seeing until then, and a button to take the request back; or why the last request
 * was not approved; or, with neither, that a new name is reviewed before it shows.
 */
export function NameChangeNotice({ company }: { company: TCompanyOwn }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const request = company.name_change;
  if (request) {
    const asked = formatDay(request.requested_at, locale)?.gregorian;
    return (
      <PlainAlert color="warning" data-testid="name-change-pending">
        <p className="plain-alert__title">{t('company.nameChange.pendingTitle')}</p>
        <div className="plain-stack" style={GAP_6}>
          <p className="plain-text-sm">
            {t('company.nameChange.requested')} <Names ar={request.foundation_name_ar} en={request.foundation_name_en} />
            {asked && <> ({t('company.nameChange.askedOn', { date: asked })})</>}
          </p>
          <div className="plain-row" style={GAP_6}>
            <p className="plain-text-sm">
              {t('company.nameChange.shown')} <Names ar={company.foundation_name_ar} en={company.foundation_name_en} />
            </p>
            <VerifiedBadge />
          </div>
          <p className="plain-text-sm plain-dimmed">{t('company.nameChange.replace')}</p>
          <div className="plain-row">
            <button
              type="submit"
              form={WITHDRAW_NAME_FORM}
              name="intent"
              value={WITHDRAW_NAME_INTENT}
              {...buttonLook({ variant: 'default', size: 'xs', loading: navigation.state !== 'idle' && navigation.formData?.get('intent') === WITHDRAW_NAME_INTENT })}
              data-testid="name-change-withdraw"
            >
              {t('company.nameChange.withdraw')}
            </button>
          </div>
        </div>
      </PlainAlert>
    );
  }
  if (company.name_change_note) {
    return (
      <PlainAlert color="red" data-testid="name-change-rejected">
        <p className="plain-alert__title">{t('company.nameChange.rejectedTitle')}</p>
        <p className="plain-text-sm" dir="auto">
          {company.name_change_note}
        </p>
      </PlainAlert>
    );
  }
  if (company.verification_status !== 'verified') return null;
  return (
    <p className="plain-text-sm plain-dimmed" data-testid="name-change-hint">
      {t('company.nameChange.hint')}
    </p>
  );
}

/** The withdraw form itself, outside the profile form (forms do not nest); empty but for the button's intent. */
export function WithdrawNameForm() {
  return <Form method="post" id={WITHDRAW_NAME_FORM} hidden />;
}
