import { Button, Group } from '@mantine/core';
import { useI18n } from '../../i18n/index.ts';

/**
 * Download buttons of a list (decision 122): CSV for Excel and an Excel workbook, with the list's current filters
 * (`query`, the page's own search string). Plain links to the web's export routes: they work without JavaScript.
 */
export function ExportButtons({ base, query = '' }: { base: string; query?: string }) {
  const { t } = useI18n();
  return (
    <Group gap="xs" wrap="wrap" data-testid="export-buttons" aria-label={t('exports.label')} role="group">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} component="a" href={`${base}/${format}${query}`} download size="xs" variant="default" data-testid={`export-${format}`}>
          {t(format === 'csv' ? 'exports.csv' : 'exports.xlsx')}
        </Button>
      ))}
    </Group>
  );
}
