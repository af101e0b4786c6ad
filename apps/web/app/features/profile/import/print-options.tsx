import { Anchor, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { PRINT_DETAILS, type TCompanyView, type TPrintOptions } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { useActionToast } from '../../../lib/app-effects.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import type { TActionResult } from '../../../lib/context.ts';

/**
 * The printed CV's personal details (decision 038): all off until the seeker ticks them; never printed itself. A
 * detail hidden from companies cannot be printed (decision 086): its box is off and says where to show it.
 */
export function PrintOptionsForm({ options, shown, result }: { options: TPrintOptions; shown: TCompanyView; result?: TActionResult }) {
  const { t, prefix } = useI18n();
  const busy = useNavigation().formData?.get('intent') === 'print-options';
  useActionToast(result);
  return (
    <Paper withBorder p="md" className="print-hidden" data-testid="print-options">
      <Form method="post">
        <input type="hidden" name="intent" value="print-options" />
        <Stack gap="xs">
          <div>
            <Text fw={700}>{t('cv.printOptions.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('cv.printOptions.hint')}
            </Text>
          </div>
          <Group gap="md">
            {PRINT_DETAILS.map((detail) => {
              const name = `print_${detail}` as const;
              return <Checkbox key={detail} name={name} label={t(`cv.printOptions.${name}`)} defaultChecked={options[name]} disabled={!shown[detail]} />;
            })}
          </Group>
          {PRINT_DETAILS.some((detail) => !shown[detail]) && (
            <Text size="sm" c="dimmed" data-testid="print-options-hidden">
              {t('cv.printOptions.hiddenFromCompanies')}{' '}
              <Anchor component={Link} to={withPrefix(prefix, '/profile/privacy')} underline="always">{t('cv.printOptions.privacyLink')}</Anchor>
            </Text>
          )}
          <Group>
            <Button type="submit" variant="light" loading={busy}>
              {t('cv.printOptions.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
