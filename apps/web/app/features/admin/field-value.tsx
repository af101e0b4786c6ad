import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminFieldKind, type TAdminResourceName } from '@tawzeef/contract';
import type { z } from 'zod';
import { ADMIN_RESOURCES } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger, formatSar } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { linkPath, useAdminLabels } from './labels.ts';
import { htmlToText } from '../../lib/rich-text.ts';

const TONES: Record<string, string> = {
  active: 'green',
  verified: 'green',
  paid: 'green',
  sent: 'green',
  suspended: 'red',
  rejected: 'red',
  failed: 'red',
  unpublished: 'red',
  acted: 'red',
  pending: 'yellow',
  awaiting_review: 'yellow',
  awaiting_payment: 'yellow',
  held: 'yellow',
  queued: 'yellow',
  open: 'yellow',
};

/** One field of a record as the console shows it, by the kind the resource table gives it. */
export function FieldValue({ resource, field, value }: { resource: TAdminResourceName; field: string; value: unknown }) {
  const { t, locale, prefix } = useI18n();
  const labels = useAdminLabels();
  const shape = ADMIN_RESOURCES[resource].record.shape as Record<string, z.ZodType>;
  const { kind, resource: target } = adminFieldKind(shape[field]);
  if (value === null || value === undefined || value === '') {
    return (
      <Text span c="dimmed">
        {t('admin.record.empty')}
      </Text>
    );
  }
  switch (kind) {
    case 'datetime':
    case 'date':
      // The API wrote it in the reader's time zone (the Timezone header): its wall-clock part is what they expect.
      return <bdi dir="ltr">{String(value).slice(0, kind === 'date' ? 10 : 16).replace('T', ' ')}</bdi>;
    case 'money':
      return <bdi>{formatSar(Number(value) / 100, locale)}</bdi>;
    case 'percent':
      return <bdi dir="ltr">{`${String(value)} %`}</bdi>;
    case 'number':
      return <>{formatInteger(Number(value), locale) ?? String(value)}</>;
    case 'boolean':
      return <>{value ? t('admin.form.yes') : t('admin.form.no')}</>;
    case 'enum':
      return (
        <Badge variant="light" tt="none" maw="none" color={TONES[String(value)] ?? 'gray'} data-value={String(value)}>
          {labels.value(resource, field, value)}
        </Badge>
      );
    case 'id':
      return target ? (
        <Anchor component={Link} to={withPrefix(prefix, `/admin/${target}/${String(value)}`)}>
          <bdi dir="ltr">#{String(value)}</bdi>
        </Anchor>
      ) : (
        <bdi dir="ltr">{String(value)}</bdi>
      );
    case 'link': {
      const path = linkPath(String(value));
      return path.startsWith('/admin/') ? (
        // A registration or receipt opens in a new tab, read in the browser (served inline and sandboxed, decision 041).
        <Anchor href={withPrefix(prefix, path)} target="_blank" rel="noopener" data-testid={`admin-file-${field}`}>
          {t('admin.record.viewFile')}
        </Anchor>
      ) : (
        <Anchor component={Link} to={withPrefix(prefix, path)}>
          {t('admin.record.openLink')}
        </Anchor>
      );
    }
    case 'json':
      return (
        <pre className="admin-value-pre" dir="ltr" tabIndex={0}>
          {JSON.stringify(value, null, 2)}
        </pre>
      );
    case 'lines':
      return <span className="admin-long-text">{(value as string[]).join('\n')}</span>;
    case 'long_text':
      return <span className="admin-long-text">{String(value)}</span>;
    case 'rich_text':
      // The sanitised HTML read as text: the console shows what it says, the public page how it looks.
      return <span className="admin-long-text">{htmlToText(String(value))}</span>;
    default:
      // A text field whose values are codes (an audit entry's action, a mail's purpose) reads in words (decision 150).
      return <bdi>{labels.named(resource, field, value)}</bdi>;
  }
}
