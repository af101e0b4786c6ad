import { Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { countedSearchOptions, SearchableSelect } from '../../components/searchable-select.tsx';
import { CANDIDATE_ACTIVE_WITHIN, CANDIDATE_EXPERIENCE_CHOICES, CANDIDATE_NOTICE_CHOICES, DESIRED_JOB_TYPES, NOTICE_IMMEDIATE, QUALIFICATION_TYPES } from '@tawzeef/contract';
import { useI18n, type TTranslate } from '../../i18n/index.ts';
import { formatMonthCount, formatSar, formatYearCount } from '../../lib/format.ts';
import { countedOptions, countLabel, FiltersPanel, nameIn } from '../../components/filters-panel.tsx';
import { CANDIDATE_FILTERS, candidateHref, type TCandidateParam } from './candidate-params.ts';
import type { TCandidateSearchPage } from './candidate-search.server.ts';

/** What an active filter says on its removable chip. */
export function candidateFilterLabel(name: TCandidateParam, value: string, page: TCandidateSearchPage, t: TTranslate, locale: 'ar' | 'en'): string {
  switch (name) {
    case 'city_id':
      return nameIn(page.cities, value);
    case 'major_id':
      return nameIn(page.majors, value);
    case 'occupation_id':
      return nameIn(page.occupations, value);
    case 'job_id':
      return t('candidates.filters.jobChip', {
        title: page.jobs.find((job) => String(job.id) === value)?.title ?? page.result.meta.job?.title ?? value,
      });
    case 'skills':
      return t('candidates.filters.skillsChip', { skills: value });
    case 'experience_min':
      return t('candidates.filters.experienceFromChip', {
        years: formatYearCount(Number(value), locale),
      });
    case 'experience_max':
      return Number(value) === 0
        ? t('candidates.filters.noExperience')
        : t('candidates.filters.experienceToChip', {
            years: formatYearCount(Number(value), locale),
          });
    case 'qualification':
      return t('candidates.filters.qualificationChip', {
        qualification: t(`enum.qualification_type.${value}` as 'enum.qualification_type.bachelor'),
      });
    case 'salary_min':
      return t('candidates.filters.salaryFromChip', {
        amount: formatSar(Number(value), locale) ?? value,
      });
    case 'salary_max':
      return t('candidates.filters.salaryToChip', {
        amount: formatSar(Number(value), locale) ?? value,
      });
    case 'notice_max':
      return value === '0'
        ? t('profile.job.noticeImmediate')
        : t('candidates.filters.noticeChip', {
            months: formatMonthCount(Number(value), locale),
          });
    case 'job_type':
      return t(`enum.job_type.${value}` as 'enum.job_type.full_time');
    case 'active_within':
      return t(`candidates.active.${value}` as 'candidates.active.7');
    default:
      return value;
  }
}

/** The side panel (a drawer on phones, the same as /find-jobs's): every filter but the words and the city. */
export function CandidateFilters({ page, path, form }: { page: TCandidateSearchPage; path: string; /** The id of the search form the fields belong to. */ form: string }) {
  const { t, locale } = useI18n();
  const { params, result } = page;
  const facets = result.total_capped ? null : result.facets;
  // A dimension already filtered shows no counts: they would be those of its chosen value only.
  const countsFor = (name: TCandidateParam, list: Array<{ id: number; name: string; count: number }>) => (facets && !params[name] ? list : null);
  const jobTypeCounts = facets && !params.job_type ? new Map(facets.job_type.map((facet) => [facet.value, facet.count])) : null;
  const qualificationCounts = facets && !params.qualification ? new Map(facets.qualification.map((facet) => [facet.value, facet.count])) : null;
  const withCount = (label: string, count: number | undefined | null) => countLabel(label, count ?? null, locale);
  const years = (value: string) => formatYearCount(Number(value), locale);
  return (
    <FiltersPanel form={form} clearHref={CANDIDATE_FILTERS.some((name) => params[name]) ? candidateHref(path, { q: params.q }) : null}>
      {page.jobs.length > 0 && (
        <NativeSelect
          form={form}
          name="job_id"
          label={t('candidates.filters.job')}
          defaultValue={params.job_id ?? ''}
          data={[
            { value: '', label: t('candidates.filters.anyJob') },
            ...page.jobs.map((job) => ({
              value: String(job.id),
              label: job.title,
            })),
          ]}
          data-testid="filter-job"
        />
      )}
      <SearchableSelect
        form={form}
        name="occupation_id"
        label={t('candidates.filters.occupation')}
        defaultValue={params.occupation_id ?? ''}
        emptyLabel={t('candidates.filters.anyOccupation')}
        options={countedSearchOptions(page.occupations, countsFor('occupation_id', facets?.occupation ?? []), locale)}
        testId="filter-occupation"
      />
      <NativeSelect
        form={form}
        name="major_id"
        label={t('candidates.filters.major')}
        defaultValue={params.major_id ?? ''}
        data={countedOptions(page.majors, countsFor('major_id', facets?.major ?? []), t('search.filters.anyMajor'), locale)}
      />
      <TextInput
        form={form}
        name="skills"
        label={t('candidates.filters.skills')}
        description={t('candidates.filters.skillsHint')}
        defaultValue={params.skills ?? ''}
        maxLength={300}
      />
      <Group grow gap="xs" align="flex-start">
        <NativeSelect
          form={form}
          name="experience_min"
          label={t('candidates.filters.experienceMin')}
          defaultValue={params.experience_min ?? ''}
          data={[
            { value: '', label: t('candidates.filters.anyExperience') },
            ...CANDIDATE_EXPERIENCE_CHOICES.map((value) => ({
              value,
              label: years(value),
            })),
          ]}
        />
        <NativeSelect
          form={form}
          name="experience_max"
          label={t('candidates.filters.experienceMax')}
          defaultValue={params.experience_max ?? ''}
          data={[
            { value: '', label: t('candidates.filters.anyExperience') },
            { value: '0', label: t('candidates.filters.noExperience') },
            ...CANDIDATE_EXPERIENCE_CHOICES.map((value) => ({
              value,
              label: years(value),
            })),
          ]}
        />
      </Group>
      <NativeSelect
        form={form}
        name="qualification"
        label={t('candidates.filters.qualification')}
        defaultValue={params.qualification ?? ''}
        data={[
          { value: '', label: t('search.filters.anyQualification') },
          ...QUALIFICATION_TYPES.map((type) => ({
            value: type,
            label: withCount(t(`enum.qualification_type.${type}`), qualificationCounts ? (qualificationCounts.get(type) ?? 0) : null),
          })),
        ]}
      />
      <Group grow gap="xs" align="flex-start">
        <TextInput
          form={form}
          name="salary_min"
          inputMode="numeric"
          autoComplete="off"
          label={t('candidates.filters.salaryMin')}
          defaultValue={params.salary_min ?? ''}
        />
        <TextInput
          form={form}
          name="salary_max"
          inputMode="numeric"
          autoComplete="off"
          label={t('candidates.filters.salaryMax')}
          defaultValue={params.salary_max ?? ''}
        />
      </Group>
      <NativeSelect
        form={form}
        name="notice_max"
        label={t('candidates.filters.notice')}
        defaultValue={params.notice_max ?? ''}
        data={[
          { value: '', label: t('candidates.filters.anyNotice') },
          ...CANDIDATE_NOTICE_CHOICES.map((months) => ({
            value: months,
            label: Number(months) === NOTICE_IMMEDIATE ? t('profile.job.noticeImmediate') : formatMonthCount(Number(months), locale),
          })),
        ]}
      />
      <Radio.Group name="job_type" label={t('candidates.filters.jobType')} defaultValue={params.job_type ?? ''}>
        <Stack gap={6} mt={6}>
          <Radio form={form} value="" label={t('search.filters.anyJobType')} />
          {DESIRED_JOB_TYPES.map((type) => (
            <Radio form={form} key={type} value={type} label={withCount(t(`enum.job_type.${type}`), jobTypeCounts ? (jobTypeCounts.get(type) ?? 0) : null)} />
          ))}
        </Stack>
      </Radio.Group>
      <NativeSelect
        form={form}
        name="active_within"
        label={t('candidates.filters.active')}
        defaultValue={params.active_within ?? ''}
        data={[
          { value: '', label: t('candidates.filters.anyActive') },
          ...CANDIDATE_ACTIVE_WITHIN.map((days) => ({
            value: days,
            label: t(`candidates.active.${days}`),
          })),
        ]}
      />
      <Text size="xs" c="dimmed">
        {t('candidates.fairness')}
      </Text>
    </FiltersPanel>
  );
}
