import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/index.ts';

function IntentButton({ intent, children, disabled, variant, testId }: { intent: string; children: ReactNode; disabled: boolean; variant?: string; testId: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" fullWidth disabled={disabled} loading={busy} variant={variant} data-testid={testId}>
        {children}
      </Button>
    </Form>
  );
}

/** The two ways to pay, side by side. */
export function PayChoices({ canPay, bankChosen }: { canPay: boolean; bankChosen: boolean }) {
  const { t } = useI18n();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder p="md" data-testid="choice-online">
        <Stack gap="sm" h="100%" justify="space-between">
          <div>
            <Text fw={700}>{t('pay.online.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('pay.online.text')}
            </Text>
          </div>
          <IntentButton intent="online" disabled={!canPay} testId="pay-online">
            {t('pay.online.button')}
          </IntentButton>
        </Stack>
      </Paper>
      <Paper withBorder p="md" data-testid="choice-bank" style={bankChosen ? { borderColor: 'var(--mantine-color-primary-6)' } : undefined}>
        <Stack gap="sm" h="100%" justify="space-between">
          <div>
            <Text fw={700}>{t('pay.bank.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('pay.bank.text')}
            </Text>
          </div>
          {bankChosen ? (
            <Text size="sm" fw={600} c="primary.8">
              {t('pay.bank.chosen')}
            </Text>
          ) : (
            <IntentButton intent="bank" disabled={!canPay} variant="light" testId="pay-bank">
              {t('pay.bank.button')}
            </IntentButton>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
