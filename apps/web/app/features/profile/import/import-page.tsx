import { useEffect, useId, useState } from 'react';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Input, NativeSelect, Paper, PasswordInput, Progress, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { SimpleGrid } from '../../../components/grid.tsx';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { CV_IMPORT_MAX_BYTES, CV_IMPORT_MAX_PAGES, MEGABYTE, type TCvDraft } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { useActionToast } from '../../../lib/app-effects.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { cardSummary, draftCards, isSectionKind, type TDraftCard, type TDraftField, type TSavedValues } from './draft-parts.ts';
import type { TImportResult } from './import-route.server.ts';
import './import.css';

const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What happens while the file is read (decision 152): a PDF of several pages takes seconds (7.2 s measured for one),
 * so the page says what it is doing and for how long, in a live region that screen readers announce.
 */
function ReadingNotice() {
  const { t, locale } = useI18n();
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Alert color="blue" variant="light" role="status" aria-live="polite" data-testid="import-reading">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('cvImport.reading')}
        </Text>
        <Text size="sm">{t('cvImport.readingHint')}</Text>
        <Progress value={100} animated striped aria-hidden="true" size="sm" />
        {seconds > 0 && (
          <Text size="xs" c="dimmed" data-testid="import-reading-seconds">
            {t('cvImport.readingFor', { seconds: new Intl.NumberFormat(locale).format(seconds) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** Step one: choose the file (a native input: it works without JavaScript). */
function UploadForm({ result }: { result?: TImportResult }) {
  const { t, locale } = useI18n();
  const id = `cv-file-${useId()}`;
  const busy = useNavigation().formData?.get('intent') === 'read';
  const error = result && !result.ok ? (result.errors?.file?.[0] ?? result.message) : undefined;
  return (
    <Paper withBorder className="pad-md-lg">
      <Form method="post" encType="multipart/form-data" noValidate>
        <input type="hidden" name="intent" value="read" />
        <Stack gap="md">
          <Input.Wrapper
            label={t('cvImport.file')}
            description={t('cvImport.fileHint', { mb: new Intl.NumberFormat(locale).format(CV_IMPORT_MAX_BYTES / MEGABYTE), pages: new Intl.NumberFormat(locale).format(CV_IMPORT_MAX_PAGES) })}
            error={error}
            id={id}
            errorProps={{ 'data-testid': 'import-error' }}
          >
            <Input component="input" type="file" id={id} name="file" accept={ACCEPT} required error={error} classNames={{ input: 'file-field' }} data-testid="import-file" />
          </Input.Wrapper>
          <Group>
            <Button type="submit" loading={busy} data-testid="import-read">
              {t('cvImport.read')}
            </Button>
          </Group>
          {busy && <ReadingNotice />}
        </Stack>
      </Form>
    </Paper>
  );
}

function FieldInput({ field, value, uncertain, error }: { field: TDraftField; value: string; uncertain: boolean; error?: string }) {
  const { t } = useI18n();
  const label = (
    <Group gap={6} component="span" wrap="nowrap" display="inline-flex">
      <span>{field.label}</span>
      {uncertain && (
        <Badge size="xs" color="orange" variant="light" tt="none" data-testid="uncertain-badge">
          {t('cvImport.check')}
        </Badge>
      )}
    </Group>
  );
  const description = uncertain ? t('cvImport.checkHint') : field.hint;
  const common = { name: field.name, label, description, error, required: field.required, className: uncertain ? 'draft-uncertain' : undefined, 'data-uncertain': uncertain || undefined };
  switch (field.kind) {
    case 'textarea':
      return <Textarea {...common} defaultValue={value} autosize minRows={2} maxRows={8} />;
    case 'select':
      return <NativeSelect {...common} defaultValue={value} data={field.options ?? []} />;
    case 'checkbox':
      return <Checkbox name={field.name} label={field.label} defaultChecked={value === 'on'} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="current-password" />;
    case 'date':
      return <TextInput {...common} type="date" defaultValue={value} />;
    case 'number':
      return <TextInput {...common} inputMode="numeric" defaultValue={value} />;
    default:
      return <TextInput {...common} defaultValue={value} />;
  }
}

interface TCardProps {
  card: TDraftCard;
  draftJson: string;
  saved: string[];
  skipped: string[];
  /** The page's own answer, when it was about this card (forms sent without JavaScript). */
  pageResult?: TImportResult;
}

/** One part of the draft: its fields to correct, marked where the reading was unsure, then Save or Skip. */
function DraftCardForm({ card, draftJson, saved, skipped, pageResult }: TCardProps) {
  const { t } = useI18n();
  const fetcher = useFetcher<TImportResult>();
  const [undone, setUndone] = useState(false);
  const failure = pageResult?.intent === 'save-all' ? pageResult.failures?.[card.part] : undefined;
  const result = fetcher.data ?? (failure ? { ok: false, intent: 'save' as const, message: failure.message, errors: failure.errors } : pageResult?.part === card.part ? pageResult : undefined);
  useActionToast(fetcher.data && fetcher.data.intent === 'save' ? fetcher.data : undefined);
  const isSaved = saved.includes(card.part) || (result?.intent === 'save' && result.ok);
  const isSkipped = !undone && (skipped.includes(card.part) || (result?.intent === 'skip' && result.ok));
  const values = result && !result.ok && result.values ? { ...card.values, ...result.values } : card.values;
  const errorOf = (name: string) => (result && !result.ok ? result.errors?.[name]?.[0] : undefined);
  const busy = fetcher.state !== 'idle';
  const titleId = `${card.part}-title`;

  if (isSaved || isSkipped) {
    return (
      <Paper withBorder p="md" className="draft-card draft-card--done" data-testid={`draft-${card.part}`} data-state={isSaved ? 'saved' : 'skipped'} aria-labelledby={titleId}>
        <Group justify="space-between" gap="sm">
          <Text fw={600} id={titleId}>
            {card.title}: <bdi data-testid="draft-summary">{cardSummary(card)}</bdi>
          </Text>
          <Group gap="xs">
            <Badge color={isSaved ? 'green' : 'gray'} variant="light" tt="none">
              {t(isSaved ? 'cvImport.saved' : 'cvImport.skipped')}
            </Badge>
            {isSkipped && (
              <Button variant="subtle" size="xs" onClick={() => setUndone(true)}>
                {t('cvImport.undo')}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper withBorder className="draft-card pad-md-lg" data-testid={`draft-${card.part}`} aria-labelledby={titleId}>
      <fetcher.Form method="post" noValidate data-draft-form="">
        <input type="hidden" name="part" value={card.part} />
        <input type="hidden" name="draft" value={draftJson} />
        <input type="hidden" name="saved" value={saved.join(',')} />
        <input type="hidden" name="skipped" value={skipped.filter((part) => part !== card.part).join(',')} />
        {Object.entries(card.hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Stack gap="sm">
          <Title order={3} size="h4" id={titleId}>
            {card.title}
          </Title>
          {result && !result.ok && result.message && (
            <Alert color="red" variant="light" role="alert">
              {result.message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {card.fields.map((field) => (
              <div key={field.name} className={field.kind === 'textarea' ? 'draft-wide' : undefined}>
                <FieldInput field={field} value={values[field.name] ?? ''} uncertain={card.uncertain.includes(field.name)} error={errorOf(field.name)} />
              </div>
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" name="intent" value="save" loading={busy && fetcher.formData?.get('intent') === 'save'} data-testid="draft-save">
              {t('cvImport.save')}
            </Button>
            <Button type="submit" name="intent" value="skip" variant="default" disabled={busy} data-testid="draft-skip">
              {t('cvImport.skip')}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}

const GROUPS = ['experiences', 'qualifications', 'skills', 'courses', 'languages'] as const;

/**
 * "Save all" (decision 152). With JavaScript it sends every open card's own form, so that the corrections typed in
 * them are saved and each card answers for itself; without, the page's action saves every part as it was read.
 */
function SaveAll({ draftJson, saved, skipped }: { draftJson: string; saved: string[]; skipped: string[] }) {
  const { t } = useI18n();
  const busy = useNavigation().formData?.get('intent') === 'save-all';
  return (
    <Form
      method="post"
      data-testid="import-save-all-form"
      onSubmit={(event) => {
        const forms = [...document.querySelectorAll<HTMLFormElement>('form[data-draft-form]')];
        if (forms.length === 0) return;
        event.preventDefault();
        for (const form of forms) form.requestSubmit(form.querySelector<HTMLButtonElement>('button[value="save"]'));
      }}
    >
      <input type="hidden" name="intent" value="save-all" />
      <input type="hidden" name="draft" value={draftJson} />
      <input type="hidden" name="saved" value={saved.join(',')} />
      <input type="hidden" name="skipped" value={skipped.join(',')} />
      <Group gap="sm" align="center">
        <Button type="submit" loading={busy} data-testid="import-save-all">
          {t('cvImport.saveAll')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('cvImport.saveAllHint')}
        </Text>
      </Group>
    </Form>
  );
}

/** Step two: the draft, section by section; nothing is saved until the person saves a part. */
function Review({ draft, savedValues, result }: { draft: TCvDraft; savedValues: TSavedValues; result: TImportResult }) {
  const { t, locale, prefix } = useI18n();
  const cards = draftCards(draft, savedValues, t, locale);
  const draftJson = JSON.stringify(draft);
  const props = { draftJson, saved: result.saved ?? [], skipped: result.skipped ?? [], pageResult: result.intent === 'read' ? undefined : result };
  const single = cards.filter((card) => isSectionKind(card.kind));
  useActionToast(result.intent === 'save-all' ? result : undefined);
  return (
    <Stack gap="lg" data-testid="import-review">
      <div>
        <Title order={2}>{t('cvImport.review.title')}</Title>
        <Text c="dimmed">{t('cvImport.review.hint')}</Text>
      </div>
      {cards.length > 0 && <SaveAll draftJson={draftJson} saved={props.saved} skipped={props.skipped} />}
      {cards.length === 0 && (
        <Alert color="yellow" variant="light" data-testid="import-nothing">
          {t('cvImport.nothing')}
        </Alert>
      )}
      {single.map((card) => (
        <DraftCardForm key={card.part} card={card} {...props} />
      ))}
      {GROUPS.map((group) => {
        const items = cards.filter((card) => card.kind === group);
        if (!items.length) return null;
        return (
          <section key={group} aria-label={t(`cvImport.group.${group}`)}>
            <Title order={2} size="h3" mb="sm">
              {t(`cvImport.group.${group}`)}
            </Title>
            <Stack gap="sm">
              {items.map((card) => (
                <DraftCardForm key={card.part} card={card} {...props} />
              ))}
            </Stack>
          </section>
        );
      })}
      <Group gap="sm">
        <Button component={Link} to={withPrefix(prefix, '/profile')} data-testid="import-done">
          {t('cvImport.done')}
        </Button>
        <Anchor component={Link} to={withPrefix(prefix, '/profile/import')} reloadDocument>
          {t('cvImport.another')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /profile/import: read a CV file into a draft, then review and save it part by part (decision 038). */
export function ImportPage({ saved, result }: { saved: TSavedValues; result?: TImportResult }) {
  const { t } = useI18n();
  useActionToast(result && result.intent === 'read' ? result : undefined);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('page.profile.import')}</Title>
        <Text c="dimmed">{t('cvImport.intro')}</Text>
      </div>
      {result?.draft ? <Review draft={result.draft} savedValues={saved} result={result} /> : <UploadForm result={result} />}
    </Stack>
  );
}
