import { Form, useNavigation } from 'react-router';
import { PlainLink } from '../../components/plain-link.tsx';
import { APPLICATION_COVER_NOTE_MAX, type TCvFileEntry, type TJobViewerState, type TProfileRequirement, type TScreeningQuestionPublic } from '@tawzeef/contract';
import { ScreeningFields } from './screening-fields.tsx';
import { useI18n } from '../../i18n/index.ts';
import { formatDay, formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TJobPageActionResult, TJobPageData } from './job-page.server.ts';
import { MyMatch } from '../../components/match-score.tsx';
import { ProfileGaps } from './profile-gaps.tsx';
import { SelectField, TextAreaField, badgeLook, buttonLook } from '../../components/plain.tsx';

/**
 * A job seeker's part of the apply card (decision 067): apply with a cover note, or the application's stage; the
 * match score; save. Visitors never need it, so it is not in the job page's first load: apply-card.tsx fetches it for
 * a job seeker (the server renders it at once, and the browser hydrates it when it arrives).
 */
function SaveButton({ saved }: { saved: boolean }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === (saved ? 'unsave' : 'save');
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={saved ? 'unsave' : 'save'} />
      <button type="submit" {...buttonLook({ variant: 'default', fullWidth: true, loading: busy })} aria-pressed={saved} data-testid="save-job">
        {saved ? t('jobPage.unsave') : t('jobPage.save')}
      </button>
    </Form>
  );
}

/** The seeker's application to this job: when they applied and its stage, or that they withdrew it. */
function ApplicationState({ application }: { application: NonNullable<TJobViewerState['application']> }) {
  const { t, locale, prefix } = useI18n();
  return (
    <div className="plain-stack" data-gap="sm" data-testid="job-application">
      {application.withdrawn_at ? (
        <p className="plain-text-sm">{t('jobPage.withdrawn')}</p>
      ) : (
        <>
          <p className="plain-text-sm">{t('jobPage.appliedOn', { date: formatDay(application.created_at, locale)?.gregorian ?? '' })}</p>
          <div className="plain-row">
            <span className="plain-text-sm plain-dimmed">{t('jobPage.stageLabel')}</span>
            <span
              {...badgeLook({ color: application.stage === 'rejected' ? 'gray' : application.stage === 'hired' ? 'success' : 'primary', size: 'md' })}
              data-testid="application-stage"
              data-stage={application.stage}
            >
              {t(`enum.stage.${application.stage}`)}
            </span>
          </div>
        </>
      )}
      <PlainLink className="plain-link plain-text-sm plain-strong" to={withPrefix(prefix, '/my-applications')}>
        {t('jobPage.myApplications')}
      </PlainLink>
    </div>
  );
}

/**
 * Apply in one step, with an optional cover note (its field error and text kept after a refusal). While the
 * profile lacks what applying needs (decision 024), the button is disabled and says what is missing, with links.
 */
/**
 * Which CV file goes with the application (decision 132): a choice when the seeker keeps several, the default first;
 * with one file, a line naming it; with none, nothing.
 */
function CvFileChoice({ files, result }: { files: readonly TCvFileEntry[]; result?: TJobPageActionResult }) {
  const { t, prefix } = useI18n();
  const [only] = files;
  if (!only) return null;
  // An option holds text only: each name is isolated (FSI … PDI), so an Arabic name keeps its place on an English page.
  const isolated = (text: string) => `\u2068${text}\u2069`;
  const nameOf = (file: TCvFileEntry) => (file.label ? `${isolated(file.label)} (${isolated(file.original_name)})` : isolated(file.original_name));
  if (files.length === 1) {
    return (
      <p className="plain-text-sm plain-dimmed" data-testid="apply-cv-file">
        {t('jobPage.cvFileSent')} <bdi>{nameOf(only)}</bdi>
      </p>
    );
  }
  return (
    <div className="plain-stack" data-gap="xs">
      <SelectField
        name="cv_file_id"
        label={t('jobPage.cvFile')}
        options={files.map((file) => ({ value: String(file.id), label: file.is_default ? t('jobPage.cvFileDefault', { name: nameOf(file) }) : nameOf(file) }))}
        defaultValue={result?.values?.cv_file_id ?? String(only.id)}
        error={result?.errors?.cv_file_id?.[0]}
        data-testid="apply-cv-choice"
      />
      <PlainLink className="plain-link plain-text-sm" to={withPrefix(prefix, '/profile/files')}>
        {t('jobPage.cvFilesManage')}
      </PlainLink>
    </div>
  );
}

function ApplyForm({ result, missing, questions, cvFiles }: { result?: TJobPageActionResult; missing: readonly TProfileRequirement[]; questions: readonly TScreeningQuestionPublic[]; cvFiles: readonly TCvFileEntry[] }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const applying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'apply';
  return (
    <Form method="post" noValidate data-testid="apply-form">
      <input type="hidden" name="intent" value="apply" />
      <div className="plain-stack" data-gap="sm">
        {missing.length > 0 && <ProfileGaps missing={missing} />}
        <p className="plain-text-sm plain-dimmed" hidden={missing.length > 0}>
          {t('jobPage.applyOneStep')}
        </p>
        {missing.length === 0 && <ScreeningFields questions={questions} values={result?.values} errors={result?.errors} />}
        {missing.length === 0 && <CvFileChoice files={cvFiles} result={result} />}
        {missing.length === 0 && (
          <TextAreaField
            name="cover_note"
            label={t('jobPage.coverNote')}
            description={t('jobPage.coverNoteHint', { max: formatInteger(APPLICATION_COVER_NOTE_MAX, locale) ?? '' })}
            defaultValue={result?.values?.cover_note ?? ''}
            maxLength={APPLICATION_COVER_NOTE_MAX}
            rows={3}
            className="apply-cover-note"
            error={result?.errors?.cover_note?.[0]}
            dir="auto"
          />
        )}
        <button
          type="submit"
          {...buttonLook({ size: 'md', fullWidth: true, loading: applying })}
          disabled={missing.length > 0}
          aria-describedby={missing.length > 0 ? 'profile-gaps' : undefined}
          data-testid="apply-button"
        >
          {t('jobPage.apply')}
        </button>
      </div>
    </Form>
  );
}

/** The card's body for a job seeker: the application's state, or the form; then the match and the save button. */
export function SeekerApply({ page, result }: { page: TJobPageData; result?: TJobPageActionResult }) {
  const { viewer } = page.job;
  return (
    <>
      {viewer?.application ? <ApplicationState application={viewer.application} /> : <ApplyForm result={result} missing={page.preview?.missing_profile ?? []} questions={page.job.screening_questions} cvFiles={page.preview?.cv_files ?? []} />}
      {page.preview && <MyMatch match={page.preview.match} profileRatio={page.profileRatio} />}
      {viewer && <SaveButton saved={viewer.is_saved} />}
    </>
  );
}
