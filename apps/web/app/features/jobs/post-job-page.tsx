import { Alert, Anchor, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { JOB_MAX_DAYS, ZJobDraftInput, type TJobStatus } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useMemberCan, useMemberRole } from '../../lib/company-access.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { BasicsStep, DeadlineInput, DetailsStep, TermsStep, type TStepProps } from './job-fields.tsx';
import { JOB_STEPS, formStatusOf, isEditableStatus, isFieldEditable, isStepComplete, jobInput, jobValues, stepInput } from './job-form.ts';
import { FormKeyField } from '../../components/form-key.tsx';
import { HiddenByReportsNotice, JobReviewNotice } from '../moderation/index.ts';
import { JobSummary, MissingFields, StatusBadge } from './job-summary.tsx';
import type { TPostJobData } from './post-job.server.ts';
import type { TPostJobResult } from './post-job-types.ts';
import { PriceCard, PublishBlockers } from './publish-notices.tsx';
import { SaudiOnlyHint } from './saudi-only-hint.tsx';
import { StepErrorSummary } from './step-errors.tsx';
import { LeaveDialog, useUnsavedChanges } from './unsaved-changes.tsx';
import type { FormEvent } from 'react';
import './jobs.css';

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

function StepButtons({ step, canPay, status }: { step: number; canPay: boolean; status: TJobStatus | undefined }) {
  const { t } = useI18n();
  const mayPay = useMemberCan()('billing');
  const isReview = step === JOB_STEPS.length;
  const isLive = status === 'active';
  // Held for review (decision 032): its changes are saved, never sent to payment from here.
  const isHeld = status === 'held';
  const back = useBusy('back');
  const save = useBusy('save');
  const next = useBusy('next');
  const submit = useBusy('submit');
  return (
    <Group justify="space-between" gap="sm" className="post-job__buttons">
      {step > 1 ? (
        <Button type="submit" name="intent" value="back" variant="default" loading={back} data-testid="step-back">
          {t('jobs.form.back')}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {(!isReview || !isLive) && (
          <Button type="submit" name="intent" value="save" variant={isReview && isHeld ? 'filled' : 'light'} loading={save} data-testid="save-draft">
            {isLive || isHeld || status === 'awaiting_payment' ? t('jobs.form.saveChanges') : t('jobs.form.saveDraft')}
          </Button>
        )}
        {!isReview && (
          <Button type="submit" name="intent" value="next" loading={next} data-testid="step-next">
            {t('jobs.form.next')}
          </Button>
        )}
        {isReview && isLive && (
          <Button type="submit" name="intent" value="save" loading={save} data-testid="save-draft">
            {t('jobs.form.done')}
          </Button>
        )}
        {isReview && !isLive && !isHeld && (
          // A member who may not pay sends the job to wait for an owner (decision 148), never to a checkout refused to them.
          <Button type="submit" name="intent" value="submit" loading={submit} disabled={!canPay} data-testid={mayPay ? 'continue-payment' : 'submit-for-owner'}>
            {t(mayPay ? 'jobs.form.continuePayment' : 'access.ownerPays.submit')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** Awaiting review, expired or closed: nothing to edit; what the company can do instead. */
function ReadOnlyJob({ data, result }: { data: TPostJobData; result?: TPostJobResult }) {
  const { t, prefix, locale } = useI18n();
  const mayPay = useMemberCan()('billing');
  const job = data.job!;
  const renewing = useBusy('renew');
  const { errorOf } = useClientValidation(ZJobDraftInput, () => ({}), locale, result?.errors);
  const canRenew = job.status === 'expired' || job.status === 'closed';
  return (
    <Stack gap="lg">
      {job.status === 'awaiting_review' && (
        <Alert color="orange" variant="light" title={t('jobs.readonly.reviewTitle')} data-testid="readonly-notice">
          {t('jobs.readonly.review')}{' '}
          {mayPay && (
            <Anchor component={Link} to={withPrefix(prefix, '/payments')}>
              {t('jobs.dashboard.payments')}
            </Anchor>
          )}
        </Alert>
      )}
      {canRenew && (
        <Paper withBorder p="md" data-testid="readonly-notice">
          <Stack gap="sm">
            <Text fw={700}>{t(job.status === 'expired' ? 'jobs.readonly.expiredTitle' : 'jobs.readonly.closedTitle')}</Text>
            <Text size="sm">{t('jobs.readonly.renew')}</Text>
            <PublishBlockers blockers={data.blockers} />
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="renew" />
              <Group align="flex-end" gap="sm">
                <DeadlineInput
                  defaultValue={typeof result?.values?.deadline === 'string' ? result.values.deadline : ''}
                  error={errorOf('deadline')}
                  label={t('jobs.renew.deadline')}
                  maxDays={data.price?.posting_days}
                />
                <Button type="submit" loading={renewing} data-testid="renew-submit">
                  {t('jobs.renew.submit')}
                </Button>
              </Group>
            </Form>
            <PriceCard price={data.price} />
          </Stack>
        </Paper>
      )}
      <JobSummary job={job} editable={false} />
    </Stack>
  );
}

/** Said to a member who prepares jobs but may not pay for them (decision 148): who pays, by name, and what happens next. */
function OwnerPays({ owners }: { owners: string }) {
  const { t } = useI18n();
  const role = useMemberRole();
  return (
    <Alert color="blue" variant="light" title={t('access.ownerPays.title')} data-testid="owner-pays">
      {t('access.ownerPays.body', { role: role ? t(`team.role.${role}`) : '', owners })}
    </Alert>
  );
}

/** The multi-step form of a new job or of one that may still change (draft, awaiting payment, live). */
function JobForm({ data, result }: { data: TPostJobData; result?: TPostJobResult }) {
  const { t, locale, prefix } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const { job, step } = data;
  // The rules of the state the form follows: a held job is edited as live (paid) or waiting for payment.
  const status = formStatusOf(job);
  const saved = job ? jobInput(job) : null;
  const mine = result && !result.ok && result.step === step ? result : undefined;
  const { onSubmit, errorOf, errors, refusals } = useClientValidation(ZJobDraftInput, (form) => stepInput(form, step, saved, status), locale, mine?.errors);
  // What is typed is kept: the step saves when the company moves on, and leaving it otherwise asks first (section 5).
  const unsaved = useUnsavedChanges();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (!event.defaultPrevented) unsaved.markClean();
  };
  const stepHref = job ? (to: number) => `${withPrefix(prefix, `/post-job/${job.id}`)}?step=${to}` : null;
  const hasFieldErrors = Object.keys(errors).length > 0;
  const savedValues = jobValues(job);
  // The sector comes from the company profile until the company picks another (decision 041).
  if (!savedValues.sector_id && data.companySectorId) savedValues.sector_id = String(data.companySectorId);
  const valueOf = (name: string): string => {
    const value = mine?.values ? (mine.values[name] ?? '') : savedValues[name];
    return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  };
  const props: TStepProps = { job, status, valueOf, errorOf, lookups: data.lookups, postingDays: data.price?.posting_days ?? JOB_MAX_DAYS, library: data.library, map: data.map };
  const isReview = step === JOB_STEPS.length;
  const canPay = !!job && job.missing_fields.length === 0 && (data.blockers?.length ?? 0) === 0;

  return (
    <Stack gap="lg">
      <Stepper
        active={step - 1}
        onStepClick={job ? (index) => void navigate(`${withPrefix(prefix, `/post-job/${job.id}`)}?step=${index + 1}`) : undefined}
        size="sm"
        className="post-job__stepper"
        data-testid="post-job-stepper"
      >
        {JOB_STEPS.map((name, index) => {
          // A step behind the current one is ticked only when its required fields are valid (decision 041).
          const complete = isStepComplete(name, job);
          const unfinished = index + 1 < step && !complete;
          return (
            <Stepper.Step
              key={name}
              label={t(`jobs.step.${name}`)}
              description={unfinished ? t('jobs.step.unfinished') : undefined}
              completedIcon={unfinished ? index + 1 : undefined}
              color={unfinished ? 'orange' : undefined}
              allowStepSelect={!!job && index + 1 !== step}
              data-testid={`stepper-${name}`}
              data-complete={complete ? 'true' : 'false'}
            />
          );
        })}
      </Stepper>

      {job && <JobReviewNotice job={job} />}
      {job && <HiddenByReportsNotice job={job} />}
      {job?.status === 'active' && (
        <Alert color="blue" variant="light" data-testid="active-notice">
          {t('jobs.form.activeNotice')}
        </Alert>
      )}
      {job?.status === 'awaiting_payment' && data.owners === null && (
        <Alert color="yellow" variant="light" data-testid="awaiting-payment-notice">
          {t('jobs.form.awaitingPaymentNotice')}{' '}
          <Anchor component={Link} to={withPrefix(prefix, `/checkout/${job!.id}`)}>
            {t('jobs.dashboard.pay')}
          </Anchor>
        </Alert>
      )}
      {data.owners !== null && status !== 'active' && job?.status !== 'held' && <OwnerPays owners={data.owners} />}

      <Paper withBorder className="pad-md-xl">
        <Form method="post" noValidate onSubmit={submit} onInput={unsaved.markDirty} onChange={unsaved.markDirty} key={`${step}-${location.key}`} data-testid={`post-job-step-${step}`}>
          {/* Enter in a field means "Next" (the first submit button is the form's default). */}
          <button type="submit" name="intent" value={isReview ? 'save' : 'next'} className="post-job__default" tabIndex={-1} aria-hidden="true" />
          <input type="hidden" name="step" value={step} />
          {isReview && <FormKeyField formKey={data.formKey} />}
          <Stack gap="lg">
            <div>
              <Title order={2} size="h3">
                {t(`jobs.step.${JOB_STEPS[step - 1]!}`)}
              </Title>
              <Text c="dimmed" size="sm">
                {isReview && status === 'active'
                  ? t('jobs.step.review.introLive')
                  : isReview && data.owners !== null
                    ? t('access.ownerPays.reviewIntro')
                    : t(`jobs.step.${JOB_STEPS[step - 1]!}.intro`)}
              </Text>
            </div>
            {/* Field errors in a summary linking to each field (with and without JavaScript); any other refusal as a line. */}
            <StepErrorSummary errors={errors} step={step} refusals={refusals} serverErrors={mine?.errors} stepHref={stepHref} title={mine?.message || undefined} />
            {mine && !hasFieldErrors && (
              <Text c="red.8" role="alert" data-testid="form-error">
                {mine.message}
              </Text>
            )}
            <SaudiOnlyHint job={job} canMark={isFieldEditable('saudi_only', status)} />
            {step === 1 && <BasicsStep {...props} />}
            {step === 2 && <DetailsStep {...props} />}
            {step === 3 && <TermsStep {...props} />}
            {isReview && job && (
              <Stack gap="md">
                <MissingFields job={job} errors={mine?.errors} />
                <JobSummary job={job} editable />
                {status !== 'active' && <PriceCard price={data.price} />}
                {status !== 'active' && <PublishBlockers blockers={data.blockers} />}
              </Stack>
            )}
            {!isReview && (
              <Text size="xs" c="dimmed">
                {t('jobs.form.asteriskNote')}
              </Text>
            )}
            <StepButtons step={step} canPay={canPay} status={job?.status} />
          </Stack>
        </Form>
      </Paper>
      <LeaveDialog blocker={unsaved.blocker} />
    </Stack>
  );
}

export function PostJobPage({ data, result }: { data: TPostJobData; result?: TPostJobResult }) {
  const { t, prefix } = useI18n();
  useActionToast(result);
  const { job } = data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Group gap="sm">
              <Title order={1}>{!job || job.status === 'draft' ? t('page.post-job') : isEditableStatus(job.status) ? t('jobs.form.editTitle') : t('jobs.form.detailsTitle')}</Title>
              {job && <StatusBadge status={job.status} />}
            </Group>
            <Text c="dimmed">{job ? <bdi>{job.title}</bdi> : t('jobs.form.newIntro')}</Text>
          </div>
          <Anchor component={Link} to={withPrefix(prefix, '/company-jobs')} data-testid="to-dashboard">
            {t('page.company-jobs')}
          </Anchor>
        </Group>
        {job && !isEditableStatus(job.status) ? <ReadOnlyJob data={data} result={result} /> : <JobForm data={data} result={result} />}
      </Stack>
    </Container>
  );
}
