import { useState, type FormEvent } from 'react';
import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../../components/grid.tsx';
import { Form, useNavigation } from 'react-router';
import type { TFileKind } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { useActionToast } from '../../../lib/app-effects.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { formatBytes } from '../../../lib/format.ts';
import { DateText } from '../lists/display.tsx';
import { PrintCvLink } from '../print/print-link.tsx';
import { FileField } from '../../../components/file-field.tsx';
import type { TFilesActionResult, TFilesPageData, TProfileSlot, TSlotFile } from './files-route.server.ts';
import { checkPickedFile } from '../../../lib/file-rules.ts';

/** The address the page uses for one of the person's files: public for a photo when known, else through the web server. */
export function ownFileUrl(prefix: string, file: Pick<TSlotFile, 'id' | 'url'>): string {
  return file.url ?? withPrefix(prefix, `/profile/file/${file.id}`);
}


function UploadForm({ slot, kind, label, result, hasFile }: { slot: TProfileSlot; kind: TFileKind; label: string; result?: TFilesActionResult; hasFile: boolean }) {
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
        <Group>
          <Button type="submit" loading={busy} data-testid={`${slot}-upload`}>
            {hasFile ? t('cv.files.replace') : t('cv.files.upload')}
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

/** /profile/files: the profile photo and the CV file, each uploaded, replaced, downloaded or removed. */
export function FilesPage({ page, result }: { page: TFilesPageData; result?: TFilesActionResult }) {
  const { t, locale, prefix } = useI18n();
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
            {page.cv ? (
              <Stack gap={4} data-testid="cv-current">
                <Anchor href={ownFileUrl(prefix, page.cv)} fw={500} data-testid="cv-download">
                  <bdi>{page.cv.name}</bdi>
                </Anchor>
                <Text size="sm" c="dimmed">
                  {formatBytes(page.cv.size, locale)}
                  {page.cv.createdAt && (
                    <>
                      {' · '}
                      {t('cv.files.uploadedOn')} <DateText value={page.cv.createdAt} />
                    </>
                  )}
                </Text>
                <Group gap="xs">
                  <RemoveForm slot="cv" label={t('cv.files.removeCv')} />
                </Group>
              </Stack>
            ) : (
              <Text size="sm">{t('cv.files.noCv')}</Text>
            )}
            <UploadForm slot="cv" kind="cv" label={t('cv.files.chooseCv')} result={result} hasFile={Boolean(page.cv)} />
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
