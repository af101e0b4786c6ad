import { Form, useNavigation } from 'react-router';
import { JOB_REPORT_NOTE_MAX, JOB_REPORT_REASONS } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { FormKeyField } from '../../components/form-key.tsx';
import { buttonLook, RadioField, TextAreaField } from '../../components/plain.tsx';

export interface TReportFormResult {
  ok: boolean;
  intent: string;
  message?: string;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
}

/**
 * "Report this job" for anyone (decision 032): a reason and an optional note, folded under its title (a disclosure
 * that opens without JavaScript) so the page stays about the job.
 */
export function ReportJobCard({ result }: { result?: TReportFormResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const mine = result && !result.ok && result.intent === 'report' ? result : undefined;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'report';
  return (
    <section className="plain-paper pad-md-lg job-page-card" data-testid="report-job">
      <details className="report-job" open={mine ? true : undefined}>
        <summary className="report-job__summary">
          <span className="job-page-strong">{t('report.title')}</span>
        </summary>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="report" />
          {/* Visitors report too, on a page the page cache may share: the browser makes the key (decision 095). */}
          <FormKeyField formKey={null} />
          <div className="job-page-stack">
            <p className="job-page-dimmed">{t('report.intro')}</p>
            <RadioField
              name="reason"
              label={t('report.reason')}
              required
              defaultValue={mine?.values?.reason}
              error={mine?.errors?.reason?.[0]}
              errorTestId="report-reason-error"
              testId="report-reasons"
              optionTestId={(reason) => `report-reason-${reason}`}
              options={JOB_REPORT_REASONS.map((reason) => ({ value: reason, label: t(`report.reason.${reason}`) }))}
            />
            <TextAreaField name="note" label={t('report.note')} maxLength={JOB_REPORT_NOTE_MAX} defaultValue={mine?.values?.note ?? ''} error={mine?.errors?.note?.[0]} data-testid="report-note" />
            <button type="submit" {...buttonLook({ variant: 'light', danger: true, loading: busy })} data-testid="report-submit">
              {t('report.submit')}
            </button>
          </div>
        </Form>
      </details>
    </section>
  );
}
