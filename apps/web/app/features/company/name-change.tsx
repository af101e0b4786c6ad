import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import type { TCompanyOwn } from '@tawzeef/contract';
import { VerifiedBadge } from '../../components/verified-badge.tsx';
import { useI18n } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';

/** The form that takes back the new names (its button sits in the notice, inside the profile form: `form=`). */
export const WITHDRAW_NAME_FORM = 'withdraw-name-form';
export const WITHDRAW_NAME_INTENT = 'withdraw-name';

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
      <Alert color="warning" variant="light" title={t('company.nameChange.pendingTitle')} data-testid="name-change-pending">
        <Stack gap={6}>
          <Text size="sm">
            {t('company.nameChange.requested')} <Names ar={request.foundation_name_ar} en={request.foundation_name_en} />
            {asked && <> ({t('company.nameChange.askedOn', { date: asked })})</>}
          </Text>
          <Group gap={6} wrap="wrap">
            <Text size="sm">
              {t('company.nameChange.shown')} <Names ar={company.foundation_name_ar} en={company.foundation_name_en} />
            </Text>
            <VerifiedBadge />
          </Group>
          <Text size="sm" c="dimmed">
            {t('company.nameChange.replace')}
          </Text>
          <Group>
            <Button
              type="submit"
              form={WITHDRAW_NAME_FORM}
              name="intent"
              value={WITHDRAW_NAME_INTENT}
              variant="default"
              size="xs"
              loading={navigation.state !== 'idle' && navigation.formData?.get('intent') === WITHDRAW_NAME_INTENT}
              data-testid="name-change-withdraw"
            >
              {t('company.nameChange.withdraw')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (company.name_change_note) {
    return (
      <Alert color="red" variant="light" title={t('company.nameChange.rejectedTitle')} data-testid="name-change-rejected">
        <Text size="sm" dir="auto">
          {company.name_change_note}
        </Text>
      </Alert>
    );
  }
  if (company.verification_status !== 'verified') return null;
  return (
    <Text size="sm" c="dimmed" data-testid="name-change-hint">
      {t('company.nameChange.hint')}
    </Text>
  );
}

/** The withdraw form itself, outside the profile form (forms do not nest); empty but for the button's intent. */
export function WithdrawNameForm() {
  return <Form method="post" id={WITHDRAW_NAME_FORM} hidden />;
}
