import { Badge, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import { PIPELINE_NOTE_MAX, PIPELINE_RATINGS, type TApplicant, type TApplicationNote } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';
import { FormKeyField } from '../../components/form-key.tsx';
import type { TItemResult } from './applications.server.ts';
import { RequirementsBadge } from './screening-answers.tsx';
import { useMemberCan } from '../../lib/company-access.ts';

/** The field error of one of this applicant's pipeline forms, as the action answered it. */
function fieldError(result: TItemResult | undefined, applicant: TApplicant, intent: string, field: string): string | undefined {
  if (!result || result.ok || result.id !== applicant.id || result.intent !== intent) return undefined;
  return result.errors?.[field]?.[0] ?? result.message;
}

const busyWith = (navigation: ReturnType<typeof useNavigation>, id: number, intent: string) =>
  navigation.state === 'submitting' && navigation.formData?.get('id') === String(id) && navigation.formData?.get('intent') === intent;

/** The applicant's tags and rating as badges (the list's card and the board's). */
export function PipelineMarks({ applicant }: { applicant: TApplicant }) {
  const { t } = useI18n();
  const { average } = applicant.rating;
  return (
    <Group gap={6} wrap="wrap" data-testid="pipeline-marks">
      <RequirementsBadge applicant={applicant} />
      {average !== null && (
        <Badge variant="light" color="yellow" tt="none" data-testid="rating-badge" aria-label={t('pipeline.rating.average', { average })}>
          ★ {average}
        </Badge>
      )}
      {applicant.tags.map((tag) => (
        <Badge key={tag} variant="outline" color="gray" tt="none" data-testid="tag-badge">
          <bdi>{tag}</bdi>
        </Badge>
      ))}
      {applicant.notes_count > 0 && (
        <Text size="xs" c="dimmed" data-testid="notes-count">
          {t('pipeline.notes.count', { count: applicant.notes_count })}
        </Text>
      )}
    </Group>
  );
}

/** Rating 1–5 by the acting account: five buttons of one form (works without JavaScript), the pressed one is theirs. */
function RatingForm({ applicant, result }: { applicant: TApplicant; result?: TItemResult }) {
  const { t } = useI18n();
  const { mine, average } = applicant.rating;
  const error = fieldError(result, applicant, 'rating', 'rating');
  return (
    <Form method="post" preventScrollReset data-testid="rating-form">
      <input type="hidden" name="intent" value="rating" />
      <input type="hidden" name="id" value={applicant.id} />
      <fieldset className="pipeline-fieldset">
        <legend>
          <Text size="sm" fw={600} component="span">
            {t('pipeline.rating.label')}
          </Text>
        </legend>
        <Group gap={4} wrap="wrap">
          {PIPELINE_RATINGS.map((n) => (
            <Button key={n} type="submit" name="rating" value={n} size="compact-sm" variant={mine !== null && n <= mine ? 'filled' : 'default'} color="yellow" aria-pressed={mine === n} aria-label={t('pipeline.rating.star', { count: n })} data-testid={`rate-${n}`}>
              ★
            </Button>
          ))}
          {mine !== null && (
            <Button type="submit" name="rating" value="clear" size="compact-sm" variant="subtle" data-testid="rate-clear">
              {t('pipeline.rating.clear')}
            </Button>
          )}
          <Text size="xs" c="dimmed">
            {average === null ? t('pipeline.rating.none') : t('pipeline.rating.average', { average })}
          </Text>
        </Group>
      </fieldset>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Form>
  );
}

function TagsForm({ applicant, companyTags, result }: { applicant: TApplicant; companyTags: string[]; result?: TItemResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const listId = `tags-${applicant.id}`;
  return (
    <Form method="post" preventScrollReset data-testid="tags-form">
      <input type="hidden" name="intent" value="tags" />
      <input type="hidden" name="id" value={applicant.id} />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          name="tags"
          label={t('pipeline.tags.label')}
          description={t('pipeline.tags.hint')}
          defaultValue={applicant.tags.join(', ')}
          key={applicant.tags.join(',')}
          list={listId}
          size="sm"
          style={{ flex: '1 1 14rem' }}
          error={fieldError(result, applicant, 'tags', 'tags')}
          data-testid="tags-input"
        />
        <Button type="submit" size="sm" variant="default" loading={busyWith(navigation, applicant.id, 'tags')} data-testid="tags-save">
          {t('pipeline.tags.save')}
        </Button>
      </Group>
      <datalist id={listId}>
        {companyTags.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
    </Form>
  );
}

function NotesSection({ applicant, notes, formKey, result }: { applicant: TApplicant; notes: TApplicationNote[]; formKey: string | null; result?: TItemResult }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  return (
    <section aria-labelledby={`notes-${applicant.id}`} data-testid="notes">
      <Text id={`notes-${applicant.id}`} fw={600} size="sm" component="h3" m={0}>
        {t('pipeline.notes.title')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('pipeline.notes.private')}
      </Text>
      {/* Keyed by the latest note: once a note is saved the form is a new one, its box empty (a second click cannot save it again). */}
      <Form key={notes[0]?.id ?? 0} method="post" preventScrollReset noValidate data-testid="note-form">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="id" value={applicant.id} />
        <FormKeyField formKey={formKey} />
        <Textarea name="note" label={t('pipeline.notes.label')} autosize minRows={2} maxRows={8} maxLength={PIPELINE_NOTE_MAX} required error={fieldError(result, applicant, 'note', 'note')} data-testid="note-input" />
        <Button type="submit" size="sm" mt="xs" loading={busyWith(navigation, applicant.id, 'note')} data-testid="note-add">
          {t('pipeline.notes.add')}
        </Button>
      </Form>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('pipeline.notes.empty')}
        </Text>
      ) : (
        <Stack gap="xs" mt="sm" component="ol" className="pipeline-notes">
          {notes.map((note) => (
            <Paper key={note.id} component="li" withBorder p="sm" data-testid="note">
              <Text size="sm" dir="auto" className="app-note">
                {note.note}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                <time dateTime={note.created_at}>
                  {t('pipeline.notes.by', { author: note.author?.name ?? t('pipeline.notes.formerMember'), date: `${formatDay(note.created_at, locale)?.gregorian ?? ''} ${note.created_at.slice(11, 16)}` })}
                </time>
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}

/** The company's private pipeline on an opened applicant (decision 111): rating, tags and notes. */
export function PipelinePanel(props: { applicant: TApplicant; notes: TApplicationNote[]; companyTags: string[]; formKey: string | null; result?: TItemResult }) {
  // Tags are the recruiters' (applicants:write); notes and ratings every reader's (applicants:annotate, decision 116).
  const can = useMemberCan();
  return (
    <Paper withBorder p="md" radius="sm" data-testid="pipeline-panel">
      <Stack gap="md">
        <RatingForm applicant={props.applicant} result={props.result} />
        {can('applicants:write') && <TagsForm applicant={props.applicant} companyTags={props.companyTags} result={props.result} />}
        <NotesSection applicant={props.applicant} notes={props.notes} formKey={props.formKey} result={props.result} />
      </Stack>
    </Paper>
  );
}
