import { useState, type ReactNode } from 'react';
import { Checkbox, Group, NativeSelect, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { JOB_EXPERIENCE_MAX, JOB_MAX_DAYS, JOB_OPENINGS_MAX, JOB_PUBLISH_REQUIRED, JOB_TEXT_MAX, JOB_TITLE_MAX, JOB_TYPES, QUALIFICATION_TYPES, WORK_PLACES, type TJobOwn, type TLookupItem, type TJobStatus, type TMapSettings, type TScreeningLibraryItem } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatHijri, formatSar } from '../../lib/format.ts';
import { ALIGN_BY_OWN_DIRECTION, LookupSelect } from '../../components/lookup-select.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { parseNumber } from '../../lib/form-data.ts';
import { isFieldEditable, type TJobField } from './job-form.ts';
import { JobFieldValue } from './job-summary.tsx';
import { OccupationSelect } from './occupation-select.tsx';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { lookupSearchOptions, SearchableSelect, type TSearchOptions } from '../../components/searchable-select.tsx';
import { fieldAnchor } from './step-errors.tsx';
import { ScreeningQuestionsFields } from './screening-questions-fields.tsx';
import { MapPicker } from '../../components/map/map-picker.tsx';

export interface TStepProps {
  job: TJobOwn | null;
  status: TJobStatus | undefined;
  valueOf: (name: string) => string;
  errorOf: (name: string) => string | undefined;
  lookups?: { majors: TLookupItem[]; sectors: TLookupItem[]; countries: TLookupItem[]; cities: TLookupItem[]; occupations: TLookupItem[] } | null;
  /** How long a posting may stay open (the deadline's upper bound), from the price. */
  postingDays: number;
  /** The company's library of screening questions (the details step; decision 118). */
  library?: TScreeningLibraryItem[];
  /** The map settings of the job's place picker (the first step; decision 141); null: the coordinates alone. */
  map?: TMapSettings | null;
}

const isPublishField = (field: string) => (JOB_PUBLISH_REQUIRED as readonly string[]).includes(field);

/** A field that cannot change any more (a live job): its value, with the reason. */
function Locked({ field, job, label }: { field: TJobField; job: TJobOwn | null; label: string }) {
  const { t } = useI18n();
  return (
    <div data-testid={`locked-${field}`}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text component="div">{job ? <JobFieldValue field={field} job={job} /> : null}</Text>
      <Text size="xs" c="dimmed">
        {t('jobs.form.lockedNote')}
      </Text>
    </div>
  );
}

/**
 * Shows the input while the job's state lets the company change the field, else the saved value read-only; inside an
 * element the step's error summary links to (fieldAnchor).
 */
function Editable({ field, props, label, children }: { field: TJobField; props: TStepProps; label: string; children: ReactNode }) {
  return <div id={fieldAnchor(field)}>{isFieldEditable(field, props.status) ? children : <Locked field={field} job={props.job} label={label} />}</div>;
}

/** Cities grouped by country (Saudi Arabia first, as the API orders them), each findable by both its names. */
function cityOptions(countries: TLookupItem[], cities: TLookupItem[], locale: 'ar' | 'en'): TSearchOptions {
  return countries
    .map((country) => ({ group: country.name, items: lookupSearchOptions(cities.filter((city) => city.country_id === country.id), locale) }))
    .filter((group) => group.items.length > 0);
}

export function BasicsStep(props: TStepProps) {
  const { t, locale } = useI18n();
  const { valueOf, errorOf, lookups } = props;
  const hydrated = useHydrated();
  const [workPlace, setWorkPlace] = useState(valueOf('work_place') || 'on_site');
  const isRemote = workPlace === 'remote';
  const label = (field: string) => t(`jobs.field.${field}` as Parameters<typeof t>[0]);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Editable field="title" props={props} label={label('title')}>
          <TextInput name="title" dir="auto" styles={ALIGN_BY_OWN_DIRECTION} label={label('title')} placeholder={t('jobs.field.titleHint')} required maxLength={JOB_TITLE_MAX} defaultValue={valueOf('title')} error={errorOf('title')} />
        </Editable>
        <Editable field="occupation_id" props={props} label={label('occupation_id')}>
          <OccupationSelect
            job={props.job}
            occupations={lookups?.occupations ?? []}
            sectors={lookups?.sectors ?? []}
            label={label('occupation_id')}
            defaultValue={valueOf('occupation_id')}
            error={errorOf('occupation_id')}
          />
        </Editable>
      </SimpleGrid>
      <Editable field="job_type" props={props} label={label('job_type')}>
        <Radio.Group name="job_type" label={label('job_type')} withAsterisk defaultValue={valueOf('job_type')} error={errorOf('job_type')}>
          <Group gap="lg" mt={6}>
            {JOB_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`enum.job_type.${type}`)} />
            ))}
          </Group>
        </Radio.Group>
      </Editable>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Editable field="work_place" props={props} label={label('work_place')}>
          <Radio.Group name="work_place" label={label('work_place')} withAsterisk value={workPlace} onChange={setWorkPlace} error={errorOf('work_place')}>
            <Group gap="lg" mt={6}>
              {WORK_PLACES.map((place) => (
                <Radio key={place} value={place} label={t(`enum.work_place.${place}`)} data-testid={`work-place-${place}`} />
              ))}
            </Group>
          </Radio.Group>
        </Editable>
        <Editable field="city_id" props={props} label={label('city_id')}>
          <SearchableSelect
            name="city_id"
            label={label('city_id')}
            description={hydrated && isRemote ? t('jobs.field.cityRemote') : t('jobs.field.cityHint')}
            disabled={hydrated && isRemote}
            defaultValue={valueOf('city_id')}
            error={errorOf('city_id')}
            emptyLabel={t('jobs.form.choose')}
            options={cityOptions(lookups?.countries ?? [], lookups?.cities ?? [], locale)}
            testId="city-select"
          />
        </Editable>
      </SimpleGrid>
      {/* The job's own place (decision 141), with the company address's picker; a remote job has none. */}
      {!(hydrated && isRemote) && (
        <Editable field="lat" props={props} label={label('lat')}>
          <Stack gap={4} data-testid="job-place">
            <Text size="sm" fw={500}>
              {label('lat')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('jobs.field.placeHint')}
            </Text>
            <MapPicker settings={props.map ?? null} lat={valueOf('lat')} lng={valueOf('lng')} latError={errorOf('lat')} lngError={errorOf('lng')} pickHint={t('jobs.field.placePick')} />
          </Stack>
        </Editable>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Editable field="sector_id" props={props} label={label('sector_id')}>
          <LookupSelect name="sector_id" label={label('sector_id')} withAsterisk items={lookups?.sectors ?? []} emptyLabel={t('jobs.form.choose')} defaultValue={valueOf('sector_id')} error={errorOf('sector_id')} />
        </Editable>
        <Editable field="major_id" props={props} label={label('major_id')}>
          <LookupSelect name="major_id" label={label('major_id')} items={lookups?.majors ?? []} emptyLabel={t('jobs.form.choose')} defaultValue={valueOf('major_id')} error={errorOf('major_id')} />
        </Editable>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Editable field="applicants_num" props={props} label={label('applicants_num')}>
          <TextInput
          name="applicants_num"
          label={label('applicants_num')}
          description={t('jobs.field.applicantsHint', { max: JOB_OPENINGS_MAX })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="numeric"
          dir="ltr"
          styles={ALIGN_BY_OWN_DIRECTION}
          defaultValue={valueOf('applicants_num')}
          error={errorOf('applicants_num')}
        />
        </Editable>
      </SimpleGrid>
      <Editable field="show_company" props={props} label={label('show_company')}>
        <Radio.Group name="show_company" label={label('show_company')} defaultValue={valueOf('show_company') || 'true'} error={errorOf('show_company')}>
          <Stack gap="sm" mt={6}>
            <Radio value="true" label={t('jobs.field.showCompany.true')} description={t('jobs.field.showCompany.trueHint')} data-testid="show-company-true" />
            <Radio value="false" label={t('jobs.field.showCompany.false')} description={t('jobs.field.showCompany.falseHint')} data-testid="show-company-false" />
          </Stack>
        </Radio.Group>
      </Editable>
      <Editable field="saudi_only" props={props} label={label('saudi_only')}>
        <Checkbox
          name="saudi_only"
          value="true"
          label={t('jobs.field.saudiOnly.label')}
          description={t('jobs.field.saudiOnly.hint')}
          defaultChecked={valueOf('saudi_only') === 'true'}
          error={errorOf('saudi_only')}
          data-testid="saudi-only"
        />
      </Editable>
    </Stack>
  );
}

export function DetailsStep(props: TStepProps) {
  const { t } = useI18n();
  const { valueOf, errorOf } = props;
  const label = (field: string) => t(`jobs.field.${field}` as Parameters<typeof t>[0]);
  const textArea = (field: 'duties' | 'qualifications', hint: string) => (
    <Editable field={field} props={props} label={label(field)}>
      <Textarea
        name={field}
        dir="auto"
        styles={ALIGN_BY_OWN_DIRECTION}
        label={label(field)}
        description={hint}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        withAsterisk={isPublishField(field)}
        autosize
        minRows={4}
        maxLength={JOB_TEXT_MAX}
        defaultValue={valueOf(field)}
        error={errorOf(field)}
      />
    </Editable>
  );
  return (
    <Stack gap="md">
      <Editable field="description" props={props} label={label('description')}>
        <RichTextField name="description" label={label('description')} description={t('jobs.field.descriptionHint')} required defaultValue={valueOf('description')} error={errorOf('description')} />
      </Editable>
      {textArea('duties', t('jobs.field.dutiesHint'))}
      {textArea('qualifications', t('jobs.field.qualificationsHint'))}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Editable field="qualification_type" props={props} label={label('qualification_type')}>
          <NativeSelect
            name="qualification_type"
            label={label('qualification_type')}
            defaultValue={valueOf('qualification_type')}
            error={errorOf('qualification_type')}
            data={[{ value: '', label: t('jobs.form.any') }, ...QUALIFICATION_TYPES.map((type) => ({ value: type, label: t(`enum.qualification_type.${type}`) }))]}
          />
        </Editable>
        <Editable field="experience_years" props={props} label={label('experience_years')}>
          <TextInput
            name="experience_years"
            label={label('experience_years')}
            description={t('jobs.field.experienceHint', { max: JOB_EXPERIENCE_MAX })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            inputMode="numeric"
            dir="ltr"
            styles={ALIGN_BY_OWN_DIRECTION}
            defaultValue={valueOf('experience_years')}
            error={errorOf('experience_years')}
          />
        </Editable>
      </SimpleGrid>
      <ScreeningQuestionsFields {...props} library={props.library ?? []} />
    </Stack>
  );
}

function SalaryInput({ name, label, value, onChange, error }: { name: string; label: string; value: string; onChange: (v: string) => void; error?: string }) {
  const { t, locale } = useI18n();
  const amount = parseNumber(value);
  const preview = amount !== null && Number.isFinite(amount) && amount > 0 ? t('jobs.field.salaryPreview', { amount: formatSar(amount, locale) ?? '' }) : t('jobs.field.salaryHint');
  return (
    <TextInput
      name={name}
      label={label}
      description={preview}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      inputMode="decimal"
      dir="ltr"
      styles={ALIGN_BY_OWN_DIRECTION}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      data-testid={name}
    />
  );
}

/** Today and the last day a deadline may be, in Riyadh (the API checks the same bounds). */
function deadlineRange(days: number): { min: string; max: string } {
  const today = new Date(Date.now() + 3 * 3600_000);
  const max = new Date(today.getTime() + days * 86_400_000);
  return { min: today.toISOString().slice(0, 10), max: max.toISOString().slice(0, 10) };
}

export function DeadlineInput({ defaultValue, error, label, description, maxDays = JOB_MAX_DAYS }: { defaultValue: string; error?: string; label: string; description?: string; maxDays?: number }) {
  const { t, locale } = useI18n();
  const [deadline, setDeadline] = useState(defaultValue);
  const hijri = locale === 'ar' ? formatHijri(deadline) : null;
  const hydrated = useHydrated();
  // The bounds depend on today: only once hydrated, so that the server's render matches the browser's.
  const range = hydrated ? deadlineRange(maxDays) : undefined;
  return (
    <div>
      <TextInput
        type="date"
        name="deadline"
        label={label}
        description={description}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        withAsterisk
        min={range?.min}
        max={range?.max}
        value={deadline}
        onChange={(event) => setDeadline(event.currentTarget.value)}
        error={error}
        data-testid="deadline"
      />
      {hijri && (
        <Text size="sm" c="dimmed" mt={4} aria-live="polite" data-testid="deadline-hijri">
          {t('jobs.field.hijri', { date: hijri })}
        </Text>
      )}
    </div>
  );
}

export function TermsStep(props: TStepProps) {
  const { t } = useI18n();
  const { valueOf, errorOf } = props;
  const label = (field: string) => t(`jobs.field.${field}` as Parameters<typeof t>[0]);
  const [from, setFrom] = useState(valueOf('salary_from'));
  const [to, setTo] = useState(valueOf('salary_to'));
  return (
    <Stack gap="md">
      <Editable field="working_hours" props={props} label={label('working_hours')}>
        <TextInput name="working_hours" dir="auto" styles={ALIGN_BY_OWN_DIRECTION} label={label('working_hours')} placeholder={t('jobs.field.workingHoursHint')} withAsterisk maxLength={200} defaultValue={valueOf('working_hours')} error={errorOf('working_hours')} />
      </Editable>
      <Editable field="benefits" props={props} label={label('benefits')}>
        <Textarea
          name="benefits"
          dir="auto"
          styles={ALIGN_BY_OWN_DIRECTION}
          label={label('benefits')}
          description={t('jobs.field.benefitsHint')}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          withAsterisk
          autosize
          minRows={3}
          maxLength={JOB_TEXT_MAX}
          defaultValue={valueOf('benefits')}
          error={errorOf('benefits')}
        />
      </Editable>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Editable field="salary_from" props={props} label={label('salary_from')}>
          <SalaryInput name="salary_from" label={label('salary_from')} value={from} onChange={setFrom} error={errorOf('salary_from')} />
        </Editable>
        <Editable field="salary_to" props={props} label={label('salary_to')}>
          <SalaryInput name="salary_to" label={label('salary_to')} value={to} onChange={setTo} error={errorOf('salary_to')} />
        </Editable>
      </SimpleGrid>
      <Editable field="deadline" props={props} label={label('deadline')}>
        <DeadlineInput defaultValue={valueOf('deadline')} error={errorOf('deadline')} label={label('deadline')} description={t('jobs.field.deadlineHint', { days: props.postingDays })} maxDays={props.postingDays} />
      </Editable>
    </Stack>
  );
}
