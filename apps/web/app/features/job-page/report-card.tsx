import { Button, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import { JOB_REPORT_NOTE_MAX, JOB_REPORT_REASONS } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';

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
    <Paper withBorder className="pad-md-lg" radius="md" component="section" data-testid="report-job">
      <details className="report-job" open={mine ? true : undefined}>
        <summary className="report-job__summary">
          <Text span fw={600}>
            {t('report.title')}
          </Text>
        </summary>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="report" />
          <Stack gap="sm" mt="sm">
            <Text size="sm" c="dimmed">
              {t('report.intro')}
            </Text>
            <Radio.Group
              name="reason"
              label={t('report.reason')}
              withAsterisk
              defaultValue={mine?.values?.reason}
              error={mine?.errors?.reason?.[0]}
              errorProps={{ 'data-testid': 'report-reason-error' }}
              data-testid="report-reasons"
            >
              <Stack gap={6} mt={6}>
                {JOB_REPORT_REASONS.map((reason) => (
                  <Radio key={reason} value={reason} label={t(`report.reason.${reason}`)} data-testid={`report-reason-${reason}`} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              name="note"
              label={t('report.note')}
              maxLength={JOB_REPORT_NOTE_MAX}
              autosize
              minRows={2}
              defaultValue={mine?.values?.note ?? ''}
              error={mine?.errors?.note?.[0]}
              data-testid="report-note"
            />
            <Button type="submit" variant="light" color="red" loading={busy} data-testid="report-submit">
              {t('report.submit')}
            </Button>
          </Stack>
        </Form>
      </details>
    </Paper>
  );
}
