import { Checkbox, Image, Input, Stack } from '@mantine/core';
import type { TAdminRecord } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { FileLimits } from '../../components/file-field.tsx';
import { acceptOf } from '../../lib/file-rules.ts';
import type { TFormField } from './resource-form.ts';

/** The record's public address of an image field's file: its `<base>_url` field (`cover_file_id` → `cover_url`). */
export function imageUrl(record: TAdminRecord | null, name: string): string | null {
  const value = record?.[`${name.replace(/_file_id$|_id$/, '')}_url`];
  return typeof value === 'string' && value ? value : null;
}

/**
 * A field of kind `image`: the current image (its id kept in a hidden input, with a box to remove it) and a file input
 * for a new one, which the console uploads before saving the record (image-uploads.server.ts).
 */
export function ImageField({ field, label, error, current, url }: { field: TFormField; label: string; error?: string | undefined; current: string; url: string | null }) {
  const { t } = useI18n();
  const kind = field.fileKind ?? 'cover';
  return (
    <Stack gap={6}>
      <input type="hidden" name={field.name} value={current} />
      <Input.Wrapper label={label} description={<FileLimits kind={kind} />} error={error}>
        <Input component="input" type="file" name={`${field.name}_upload`} accept={acceptOf(kind)} aria-label={t('admin.form.image.upload')} error={error} data-testid={`${field.name}-upload`} />
      </Input.Wrapper>
      {current && url && <Image src={url} alt={t('admin.form.image.current')} maw={240} radius="sm" />}
      {current && field.nullable && <Checkbox name={`${field.name}_remove`} value="true" label={t('admin.form.image.remove')} />}
    </Stack>
  );
}
