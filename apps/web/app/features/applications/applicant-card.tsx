import { Box, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import type { TApplicant, TApplicantDetail, TApplicationNote } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';
import type { TItemResult } from './applications.server.ts';
import { CvSnapshot } from './cv-snapshot.tsx';
import { MatchReasons, MatchScore } from '../../components/match-score.tsx';
import { StageBadge, StageTimeline } from './stage-progress.tsx';
import './applications.css';
import { MessageButton } from '../messages/index.ts';
import { BULK_FORM_ID } from './bulk-bar.tsx';
import { PipelineMarks, PipelinePanel } from './pipeline-panel.tsx';
import { ScreeningAnswers } from './screening-answers.tsx';
import { useMemberCan } from '../../lib/company-access.ts';

/** The stage change of one applicant (a select of the stages it may go to): the list's card and the board's. */
export function StageForm({ applicant }: { applicant: TApplicant }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(applicant.id);
  if (applicant.next_stages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('applicants.final')}
      </Text>
    );
  }
  return (
    <Form method="post" data-testid="stage-form">
      <input type="hidden" name="intent" value="stage" />
      <input type="hidden" name="id" value={applicant.id} />
      <Group gap="xs" align="flex-end">
        <NativeSelect
          name="stage"
          size="xs"
          label={t('applicants.moveTo')}
          data={applicant.next_stages.map((stage) => ({ value: stage, label: t(`enum.company_stage.${stage}`) }))}
          data-testid="stage-select"
        />
        <Button type="submit" size="xs" loading={busy} data-testid="stage-submit">
          {t('applicants.move')}
        </Button>
      </Group>
    </Form>
  );
}

/** One applicant of the list: score and reasons, cover note, stage form, and (when opened) the CV and history. */
export function ApplicantCard(props: {
  applicant: TApplicant;
  detail: TApplicantDetail | null;
  openTo: string;
  closeTo: string;
  cvTo: string;
  /** The applicant's CV as a PDF (decision 121). */
  cvPdfTo: string;
  profileTo: string | null;
  result?: TItemResult;
  /** The company's pipeline on the opened applicant (decision 111). */
  pipeline: { notes: TApplicationNote[]; companyTags: string[]; formKey: string | null };
}) {
  const { applicant, detail, openTo, closeTo, cvTo, cvPdfTo, profileTo, result, pipeline } = props;
  const { t, locale } = useI18n();
  const can = useMemberCan();
  const failed = result && !result.ok && result.id === applicant.id ? result.message : null;
  return (
    <Paper withBorder className="pad-md-lg" component="article" data-testid="applicant" data-application-id={applicant.id} data-stage={applicant.stage}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          {can('applicants:write') && <Checkbox name="ids" value={applicant.id} form={BULK_FORM_ID} aria-label={t('pipeline.select', { name: applicant.name })} mt={6} data-testid="applicant-select" />}
          <Box miw={0} style={{ flex: 1 }}>
            <Text fw={700} size="lg" data-testid="applicant-name">
              <bdi>{applicant.name}</bdi>
            </Text>
            {applicant.headline && (
              <Text size="sm" c="dimmed">
                <bdi>{applicant.headline}</bdi>
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('applicants.appliedOn', { date: formatDay(applicant.created_at, locale)?.gregorian ?? '' })}
            </Text>
            <PipelineMarks applicant={applicant} />
          </Box>
          <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
            <MatchScore score={applicant.match_score} />
            <StageBadge stage={applicant.stage} company />
          </Stack>
        </Group>
        <details>
          <summary>
            <Text component="span" size="sm" fw={500}>
              {t('applicants.matchTitle')}
            </Text>
          </summary>
          <MatchReasons reasons={applicant.match_reasons} voice="company" />
        </details>
        <ScreeningAnswers applicant={applicant} />
        <div>
          <Text size="sm" fw={500}>
            {t('applicants.coverNote')}
          </Text>
          <Text size="sm" dir="auto" className="app-note" c={applicant.cover_note ? undefined : 'dimmed'}>
            {applicant.cover_note ?? t('applicants.noCoverNote')}
          </Text>
        </div>
        <Group gap="sm" justify="space-between" align="flex-end">
          {can('applicants:write') ? <StageForm applicant={applicant} /> : <span />}
          <Group gap="xs">
            <Button component="a" href={cvPdfTo} size="xs" variant="default" data-testid="cv-pdf">
              {t('applicants.cvPdf')}
            </Button>
            {applicant.has_cv_file && (
              <Button component="a" href={cvTo} size="xs" variant="default" data-testid="cv-file">
                {t('applicants.cvFile')}
              </Button>
            )}
            {applicant.seeker_id !== null && can('messages') && <MessageButton seekerId={applicant.seeker_id} jobId={applicant.job_id} />}
            {profileTo && can('candidates') && (
              <Button component={Link} to={profileTo} size="xs" variant="default" data-testid="applicant-profile">
                {t('applications.employee.open')}
              </Button>
            )}
            <Button component={Link} to={detail ? closeTo : openTo} preventScrollReset size="xs" variant="light" data-testid="applicant-open">
              {t(detail ? 'applicants.close' : 'applicants.open')}
            </Button>
          </Group>
        </Group>
        {failed && (
          <Text size="sm" c="red.8" role="alert">
            {failed}
          </Text>
        )}
        {detail && <PipelinePanel applicant={detail} notes={pipeline.notes} companyTags={pipeline.companyTags} formKey={pipeline.formKey} result={result} />}
        {detail && (
          <Paper bg="var(--mantine-color-gray-0)" p="md" radius="sm">
            <Stack gap="md">
              <Group gap="lg" wrap="wrap">
                <Text size="sm">
                  <bdi dir="ltr">{detail.email}</bdi>
                </Text>
                {detail.phone && (
                  <Text size="sm">
                    <bdi dir="ltr">{detail.phone}</bdi>
                  </Text>
                )}
              </Group>
              <CvSnapshot detail={detail} />
              {!detail.cv_file && (
                <Text size="sm" c="dimmed">
                  {t('applicants.noCvFile')}
                </Text>
              )}
              <div>
                <Text fw={600} size="sm">
                  {t('applicants.history')}
                </Text>
                <StageTimeline events={detail.events} company />
              </div>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
