import { useState } from 'react';
import { Group, NativeSelect, Radio, TextInput, Textarea } from '@mantine/core';
import { SimpleGrid } from '../../../components/grid.tsx';
import { DESIRED_JOB_TYPES, NOTICE_PERIODS, ZJobRequired } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { ALIGN_BY_OWN_DIRECTION } from '../../../components/lookup-select.tsx';
import { formatNoticePeriod } from './format.ts';
import { formatSar } from '../../../lib/format.ts';
import { jobRequiredInput } from './forms.ts';
import { parseNumber } from '../../../lib/form-data.ts';
import { SectionCard, useSectionForm, type TFieldValues, type TSectionResult } from './section-form.tsx';
import { CvSalaryHint } from '../../salaries/index.ts';

export function JobRequiredForm({ saved, result }: { saved: TFieldValues; result?: TSectionResult }) {
  const { t, locale } = useI18n();
  const { onSubmit, errorOf, valueOf } = useSectionForm(ZJobRequired, jobRequiredInput, saved, result);
  const [salary, setSalary] = useState(valueOf('expected_salary'));
  const amount = parseNumber(salary);
  const preview = amount !== null && Number.isFinite(amount) && amount > 0 ? t('profile.job.salaryPreview', { amount: formatSar(amount, locale) ?? '' }) : undefined;
  return (
    <SectionCard title={t('page.profile.job-required')} subtitle={t('profile.job.subtitle')} result={result} onSubmit={onSubmit} testId="job-required-form">
      <TextInput
        name="job_role_title"
        dir="auto"
        styles={ALIGN_BY_OWN_DIRECTION}
        label={t('profile.job.job_role_title')}
        placeholder={t('profile.job.jobRoleTitleHint')}
        required
        autoComplete="organization-title"
        defaultValue={valueOf('job_role_title')}
        error={errorOf('job_role_title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          name="expected_salary"
          label={t('profile.job.expected_salary')}
          description={preview ?? ' '}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="decimal"
          dir="ltr"
          styles={ALIGN_BY_OWN_DIRECTION}
          value={salary}
          onChange={(event) => setSalary(event.currentTarget.value)}
          error={errorOf('expected_salary')}
          data-testid="expected-salary"
        />
        <NativeSelect
          name="notice_period"
          label={t('profile.job.notice_period')}
          description={t('profile.job.noticePeriodHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          defaultValue={valueOf('notice_period')}
          error={errorOf('notice_period')}
          data={[{ value: '', label: t('profile.form.choose') }, ...NOTICE_PERIODS.map((n) => ({ value: String(n), label: formatNoticePeriod(t, locale, n) }))]}
        />
      </SimpleGrid>
      <CvSalaryHint jobTitle={valueOf('job_role_title')} />
      <Radio.Group name="job_type" label={t('profile.job.job_type')} defaultValue={valueOf('job_type')} error={errorOf('job_type')}>
        <Group gap="lg" mt={6}>
          {DESIRED_JOB_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`enum.job_type.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Textarea
        name="job_target"
        dir="auto"
        styles={ALIGN_BY_OWN_DIRECTION}
        label={t('profile.job.job_target')}
        description={t('profile.job.jobTargetHint')}
        autosize
        minRows={3}
        maxLength={500}
        defaultValue={valueOf('job_target')}
        error={errorOf('job_target')}
      />
    </SectionCard>
  );
}
