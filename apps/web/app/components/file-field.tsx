import { useId } from 'react';
import { Anchor, Checkbox, Group, Input, Stack, Text } from '@mantine/core';
import type { TFileKind } from '@tawzeef/contract';
import { useI18n } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { formatInteger } from '../lib/format.ts';
import { acceptOf, maxMegabytes, typeRuleMessage } from '../lib/file-rules.ts';
import './file-field.css';

export interface TFileFieldProps {
  /** The file part's name. */
  name: string;
  kind: TFileKind;
  label: string;
  error?: string;
  /** An attachment already stored: kept in a hidden field, with a download link and a "remove" box. */
  current?: { idField: string; id: string; name?: string; removable?: boolean };
  testId?: string;
}

/** The formats and size a kind accepts, as the specification words them. */
export function FileLimits({ kind }: { kind: TFileKind }) {
  const { t, locale } = useI18n();
  const size = formatInteger(maxMegabytes(kind), locale) ?? '';
  return (
    <Text size="sm" c="dimmed" component="span">
      {t('cv.files.limits', { size, rule: typeRuleMessage(kind, locale) })}
    </Text>
  );
}

/**
 * A native file input (it works without JavaScript, inside a multipart form) dressed as a Mantine field: label,
 * the accepted formats and size, and the error.
 */
export function FileField({ name, kind, label, error, current, testId }: TFileFieldProps) {
  const { t, prefix } = useI18n();
  const id = `file-${useId()}`;
  return (
    <Stack gap={6}>
      <Input.Wrapper
        label={label}
        description={<FileLimits kind={kind} />}
        error={error}
        id={id}
        errorProps={testId ? { 'data-testid': `${testId}-error` } : undefined}
      >
        <Input
          component="input"
          type="file"
          id={id}
          name={name}
          accept={acceptOf(kind)}
          error={error}
          classNames={{ input: 'file-field' }}
          data-testid={testId}
        />
      </Input.Wrapper>
      {current && (
        <>
          <input type="hidden" name={current.idField} value={current.id} />
          {/* The name of a file uploaded by a refused submission, to show it again after the next one. */}
          <input type="hidden" name={`${name}_name`} value={current.name ?? ''} />
          {current.id && (
            <Group gap="sm" wrap="wrap">
              <Text size="sm">
                {t('cv.files.current')}{' '}
                <Anchor href={withPrefix(prefix, `/profile/file/${current.id}`)}>
                  <bdi>{current.name || t('cv.files.attachment')}</bdi>
                </Anchor>
              </Text>
              {current.removable && <Checkbox name="remove_file" size="xs" label={t('cv.files.removeAttached')} />}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
