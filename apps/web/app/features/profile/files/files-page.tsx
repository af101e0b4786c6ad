import { useState, type FormEvent } from 'react';
import { Anchor, Avatar, Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { SimpleGrid } from '../../../components/grid.tsx';
import { Form, useNavigation } from 'react-router';
import { CV_FILE_LABEL_MAX, MAX_CV_FILES, type TFileKind } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { useActionToast } from '../../../lib/app-effects.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { formatBytes } from '../../../lib/format.ts';
import { DateText } from '../lists/display.tsx';
import { PrintCvLink } from '../print/print-link.tsx';
import { FileField } from '../../../components/file-field.tsx';
import type { TCvSlotFile, TFilesActionResult, TFilesPageData, TProfileSlot, TSlotFile } from './files-route.server.ts';
import { checkPickedFile } from '../../../lib/file-rules.ts';

/** The address the page uses for one of the person's files: public for a photo when known, else through the web server. */
export function ownFileUrl(prefix: string, file: Pick<TSlotFile, 'id' | 'url'>): string {
  return file.url ?? withPrefix(prefix, `/profile/file/${file.id}`);
}


function UploadForm({ slot, kind, label, result, hasFile, children }: { slot: TProfileSlot; kind: TFileKind; label: string; result?: TFilesActionResult; hasFile: boolean; children?: React.ReactNode }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string>();
  const serverError = result && !result.ok && result.intent === slot ? (result.errors?.file?.[0] ?? result.message) : undefined;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === slot;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('file');
    const picked = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    const problem = picked ? checkPickedFile(picked, kind, locale) : t('cv.files.chooseFirst');
    setClientError(problem ?? undefined);
    if (problem) event.preventDefault();
  };
  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} data-testid={`${slot}-upload-form`}>
      <input type="hidden" name="intent" value={slot} />
      <Stack gap="sm">
        <FileField name="file" kind={kind} label={label} error={clientError ?? serverError} testId={`${slot}-file`} />
        {children}
        <Group>
          <Button type="submit" loading={busy} data-testid={`${slot}-upload`}>
            {slot === 'cv' ? t('cv.files.add') : hasFile ? t('cv.files.replace') : t('cv.files.upload')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function RemoveForm({ slot, label }: { slot: TProfileSlot; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === `remove-${slot}`;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={`remove-${slot}`} />
      <Button type="submit" variant="subtle" color="red" size="xs" loading={busy} data-testid={`${slot}-remove`}>
        {label}
      </Button>
    </Form>
  );
}

/** A button that acts on one CV file (make it the default, or delete it), as a plain form. */
function CvFileAction({ intent, file, label, color, testId }: { intent: 'cv-default' | 'cv-delete'; file: TCvSlotFile; label: string; color?: string; testId: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData.get('file_id') === String(file.id);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="file_id" value={file.id} />
      <Button type="submit" variant="subtle" color={color} size="xs" loading={busy} data-testid={testId}>
        {label}
      </Button>
    </Form>
  );
}

/** The owner's own name for one CV file, changed in place (a plain form, opened from its summary). */
function CvFileRename({ file, result }: { file: TCvSlotFile; result?: TFilesActionResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'cv-rename' && navigation.formData.get('file_id') === String(file.id);
  const failed = result && !result.ok && result.intent === 'cv-rename' && result.fileId === file.id ? result : undefined;
  return (
    <details open={Boolean(failed)} data-testid="cv-rename">
      <summary>{t('cv.files.rename')}</summary>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="cv-rename" />
        <input type="hidden" name="file_id" value={file.id} />
        <Group gap="xs" align="flex-end" wrap="wrap" mt="xs">
          <TextInput
            name="label"
            label={t('cv.files.label')}
            description={t('cv.files.labelHint')}
            defaultValue={file.label ?? ''}
            maxLength={CV_FILE_LABEL_MAX}
            error={failed ? (failed.errors?.label?.[0] ?? failed.message) : undefined}
            data-testid="cv-rename-label"
          />
          <Button type="submit" variant="light" size="sm" loading={busy} data-testid="cv-rename-save">
            {t('cv.files.renameSave')}
          </Button>
        </Group>
      </Form>
    </details>
  );
}

/** One CV file: its name (a download), its own name for it, size and date, whether it is the default, and its actions. */
function CvFileRow({ file, result }: { file: TCvSlotFile; result?: TFilesActionResult }) {
  const { t, locale, prefix } = useI18n();
  const name = file.label ?? file.name;
  return (
    <Paper withBorder p="sm" data-testid="cv-entry" data-default={file.isDefault || undefined}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Anchor href={ownFileUrl(prefix, file)} fw={500} data-testid="cv-download" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{file.name}</bdi>
          </Anchor>
          {file.isDefault && (
            <Badge variant="light" data-testid="cv-default-badge">
              {t('cv.files.default')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {file.label && (
            <>
              <bdi>{file.label}</bdi>
              {' · '}
            </>
          )}
          {formatBytes(file.size, locale)}
          {file.createdAt && (
            <>
              {' · '}
              {t('cv.files.uploadedOn')} <DateText value={file.createdAt} />
            </>
          )}
        </Text>
        <Group gap="xs">
          {!file.isDefault && <CvFileAction intent="cv-default" file={file} label={t('cv.files.makeDefault')} testId="cv-make-default" />}
          <CvFileAction intent="cv-delete" file={file} label={t('cv.files.removeNamed', { name })} color="red" testId="cv-remove" />
        </Group>
        <CvFileRename file={file} result={result} />
      </Stack>
    </Paper>
  );
}

/** /profile/files: the profile photo (uploaded, replaced or removed) and up to three CV files, one the default (decision 132). */
export function FilesPage({ page, result }: { page: TFilesPageData; result?: TFilesActionResult }) {
  const { t, prefix } = useI18n();
  useActionToast(result);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>{t('cv.files.title')}</Title>
          <Text c="dimmed">{t('cv.files.intro')}</Text>
        </div>
        <PrintCvLink />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder className="pad-md-lg" data-testid="photo-card">
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('cv.files.photo')}
            </Title>
            <Group gap="md" wrap="nowrap" align="center">
              <Avatar src={page.photo ? ownFileUrl(prefix, page.photo) : null} alt={page.photo ? t('cv.files.photoAlt') : undefined} size={96} radius="50%" data-testid="photo-preview" />
              <Stack gap={4}>
                <Text size="sm">{page.photo ? t('cv.files.photoShown') : t('cv.files.noPhoto')}</Text>
                {page.photo && <RemoveForm slot="photo" label={t('cv.files.removePhoto')} />}
              </Stack>
            </Group>
            <UploadForm slot="photo" kind="photo" label={t('cv.files.choosePhoto')} result={result} hasFile={Boolean(page.photo)} />
          </Stack>
        </Paper>
        <Paper withBorder className="pad-md-lg" data-testid="cv-card">
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('cv.files.cv')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('cv.files.several', { max: MAX_CV_FILES })}
            </Text>
            {page.cvFiles.length ? (
              <Stack gap="xs" data-testid="cv-current">
                {page.cvFiles.map((file) => (
                  <CvFileRow key={file.id} file={file} result={result} />
                ))}
              </Stack>
            ) : (
              <Text size="sm">{t('cv.files.noCv')}</Text>
            )}
            {page.cvFiles.length < MAX_CV_FILES ? (
              <UploadForm slot="cv" kind="cv" label={t('cv.files.chooseCv')} result={result} hasFile={page.cvFiles.length > 0}>
                <TextInput
                  name="label"
                  label={t('cv.files.label')}
                  description={t('cv.files.labelHint')}
                  maxLength={CV_FILE_LABEL_MAX}
                  error={result && !result.ok && result.intent === 'cv' ? result.errors?.label?.[0] : undefined}
                  data-testid="cv-label"
                />
                {page.cvFiles.length > 0 && <Checkbox name="is_default" label={t('cv.files.asDefault')} data-testid="cv-as-default" />}
              </UploadForm>
            ) : (
              <Text size="sm" data-testid="cv-full">
                {t('cv.files.full', { max: MAX_CV_FILES })}
              </Text>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
