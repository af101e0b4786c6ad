import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import { phoneRun, ZConfirmPhoneChange, type TPhoneChange } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useClientValidation } from '../../lib/forms.ts';
import type { TPhoneChangeResult } from './phone-change.server.ts';

const codeInput = (form: FormData) => ({ code: String(form.get('code') ?? '') });

/** A Saudi mobile number as people write it (05...), others in international form. */
const localPhone = (e164: string) => (/^\+9665\d{8}$/.test(e164) ? `0${e164.slice(4)}` : e164);

/** Seconds left before "send again", counted down on the page from what the API said at the last load. */
function useCountdown(pending: TPhoneChange): number {
  const [source, setSource] = useState(pending);
  const [left, setLeft] = useState(pending.resend_in);
  // A new answer of the API (after "send again", or a new number) starts the count again.
  if (source !== pending) {
    setSource(pending);
    setLeft(pending.resend_in);
  }
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setLeft((now) => Math.max(0, now - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return left;
}

/**
 * A new phone number waiting for its code (decision 046): where the code went, the field for it, "send again"
 * once the cooldown is over, and a way to drop the change. The current number stays in use meanwhile. The page
 * shows the toast of `result` (the box is gone once the change is confirmed or dropped).
 */
export function PhoneChangeBox({ pending, current, result }: { pending: TPhoneChange; current: string; result?: TPhoneChangeResult }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const mine = result?.intent?.startsWith('phone-') ? result : undefined;
  const { onSubmit, errorOf } = useClientValidation(ZConfirmPhoneChange, codeInput, locale, mine?.intent === 'phone-confirm' ? mine.errors : undefined);
  const left = useCountdown(pending);
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  if (!pending.phone) return null;
  // The numbers read left to right inside Arabic text.
  const isolate = (phone: string) => phoneRun(localPhone(phone));
  return (
    <Alert color="blue" variant="light" title={t('profile.phoneChange.title')} data-testid="phone-change">
      <Stack gap="sm">
        <Text size="sm" data-testid="phone-change-sent">
          {t('profile.phoneChange.sent', { phone: isolate(pending.phone), current: isolate(current) })}
        </Text>
        <Form method="post" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="phone-confirm" />
          <Group align="flex-end" wrap="nowrap" gap="sm">
            <TextInput
              name="code"
              label={t('profile.phoneChange.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              dir="ltr"
              maw={220}
              style={{ flex: 1 }}
              error={errorOf('code')}
              data-testid="phone-change-code"
            />
            <Button type="submit" className="mt-0-xs-25" loading={busy('phone-confirm')} data-testid="phone-change-confirm">
              {t('profile.phoneChange.confirm')}
            </Button>
          </Group>
        </Form>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('profile.phoneChange.notReceived')}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Form method="post">
              <input type="hidden" name="intent" value="phone-resend" />
              <Button type="submit" variant="default" size="sm" disabled={left > 0} loading={busy('phone-resend')} data-testid="phone-change-resend">
                {left > 0 ? t('profile.phoneChange.resendIn', { seconds: left }) : t('profile.phoneChange.resend')}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="phone-cancel" />
              <Button type="submit" variant="subtle" color="gray" size="sm" loading={busy('phone-cancel')} data-testid="phone-change-cancel">
                {t('profile.phoneChange.cancel')}
              </Button>
            </Form>
          </Group>
        </Group>
      </Stack>
    </Alert>
  );
}
