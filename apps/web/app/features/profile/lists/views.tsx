import { Badge, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { SimpleGrid } from '../../../components/grid.tsx';
import { COURSE_TYPES, LANGUAGE_LEVELS, QUALIFICATION_TYPES, SKILL_LEVELS } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { languageName, languageOptions } from '../import/language-name.ts';
import { DateText, Fact, LevelBar } from './display.tsx';
import { formatInteger, formatMonth, formatSar, monthNames } from '../../../lib/format.ts';
import type { TListKey } from './specs.ts';
import { AttachmentField, AttachmentLink, ItemTitle, Paragraph, choose, type TListView } from './view-parts.tsx';

const qualification: TListView<'qualification'> = {
  nameOf: (item) => item.study_field,
  Fields(props) {
    const { t, locale } = useI18n();
    const { values, errorOf } = props;
    return (
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            name="qualification_type"
            label={t('cv.qualification.type')}
            required
            defaultValue={values.qualification_type}
            error={errorOf('qualification_type')}
            data={[choose(t('cv.form.choose')), ...QUALIFICATION_TYPES.map((v) => ({ value: v, label: t(`enum.qualification_type.${v}`) }))]}
          />
          <TextInput name="study_field" label={t('cv.qualification.studyField')} required defaultValue={values.study_field} error={errorOf('study_field')} />
          <TextInput name="university" label={t('cv.qualification.university')} required defaultValue={values.university} error={errorOf('university')} />
          <TextInput name="system" label={t('cv.qualification.system')} placeholder={t('cv.qualification.systemHint')} defaultValue={values.system} error={errorOf('system')} />
          <TextInput name="graduation_degree" label={t('cv.qualification.degree')} placeholder={t('cv.qualification.degreeHint')} defaultValue={values.graduation_degree} error={errorOf('graduation_degree')} />
        </SimpleGrid>
        <fieldset className="plain-fieldset">
          <legend>
            <Text fw={500} size="sm">
              {t('cv.qualification.when')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('cv.qualification.whenHint')}
            </Text>
          </legend>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt={4}>
            <TextInput type="date" name="graduation_date" label={t('cv.qualification.date')} defaultValue={values.graduation_date} error={errorOf('graduation_date')} />
            <TextInput
              name="graduated_year"
              label={t('cv.qualification.year')}
              inputMode="numeric"
              maxLength={4}
              placeholder={t('cv.qualification.yearPlaceholder')}
              defaultValue={values.graduated_year}
              error={errorOf('graduated_year')}
            />
            <NativeSelect
              name="graduated_month"
              label={t('cv.qualification.month')}
              defaultValue={values.graduated_month}
              error={errorOf('graduated_month')}
              data={[choose(t('cv.form.none')), ...monthNames(locale).map((name, i) => ({ value: String(i + 1), label: name }))]}
            />
          </SimpleGrid>
        </fieldset>
        <Textarea name="description" label={t('cv.qualification.description')} autosize minRows={2} maxRows={8} defaultValue={values.description} error={errorOf('description')} />
        <AttachmentField {...props} list="qualification" label={t('cv.qualification.file')} />
      </Stack>
    );
  },
  Card({ item, page }) {
    const { t, locale } = useI18n();
    return (
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light" tt="none">{t(`enum.qualification_type.${item.qualification_type}`)}</Badge>
        </Group>
        <ItemTitle>{item.study_field}</ItemTitle>
        <Text size="sm">
          <bdi>{item.university}</bdi>
        </Text>
        <Fact label={t('cv.qualification.graduated')}>
          {item.graduation_date ? <DateText value={item.graduation_date} /> : formatMonth(item.graduated_year, item.graduated_month, locale)}
        </Fact>
        <Fact label={t('cv.qualification.system')}>{item.system && <bdi>{item.system}</bdi>}</Fact>
        <Fact label={t('cv.qualification.degree')}>{item.graduation_degree && <bdi>{item.graduation_degree}</bdi>}</Fact>
        <Paragraph>{item.description}</Paragraph>
        <AttachmentLink id={item.graduation_file_id} page={page} label={t('cv.qualification.file')} />
      </Stack>
    );
  },
};

const experience: TListView<'personal-exp'> = {
  nameOf: (item) => item.job_title,
  Fields({ values, errorOf, page }) {
    const { t } = useI18n();
    return (
      <Stack gap="sm" className="experience-fields">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput name="job_title" label={t('cv.experience.jobTitle')} required defaultValue={values.job_title} error={errorOf('job_title')} />
          <TextInput name="company_name" label={t('cv.experience.company')} required defaultValue={values.company_name} error={errorOf('company_name')} />
          <NativeSelect
            name="foundation_major_id"
            label={t('cv.experience.major')}
            defaultValue={values.foundation_major_id}
            error={errorOf('foundation_major_id')}
            data={[choose(t('cv.form.none')), ...page.majors.map((m) => ({ value: String(m.id), label: m.name }))]}
          />
          <TextInput
            name="foundation_members_count"
            label={t('cv.experience.members')}
            inputMode="numeric"
            defaultValue={values.foundation_members_count}
            error={errorOf('foundation_members_count')}
          />
          <TextInput type="date" name="start_date" label={t('cv.experience.start')} required defaultValue={values.start_date} error={errorOf('start_date')} />
          <TextInput type="date" name="end_date" label={t('cv.experience.end')} className="end-date-field" defaultValue={values.end_date} error={errorOf('end_date')} />
        </SimpleGrid>
        <Checkbox name="is_current" label={t('cv.experience.current')} defaultChecked={values.is_current === 'on'} className="is-current-field" />
        <TextInput
          name="latest_salary"
          label={t('cv.experience.salary')}
          description={t('cv.experience.salaryHint')}
          inputMode="decimal"
          rightSection={<Text size="xs" c="dimmed">{t('cv.currency')}</Text>}
          rightSectionWidth={48}
          defaultValue={values.latest_salary}
          error={errorOf('latest_salary')}
        />
        <Textarea name="job_description" label={t('cv.experience.description')} autosize minRows={3} maxRows={10} defaultValue={values.job_description} error={errorOf('job_description')} />
      </Stack>
    );
  },
  Card({ item, page }) {
    const { t, locale } = useI18n();
    const major = page.majors.find((m) => m.id === item.foundation_major_id)?.name;
    return (
      <Stack gap={4}>
        <ItemTitle>{item.job_title}</ItemTitle>
        <Text size="sm" fw={500}>
          <bdi>{item.company_name}</bdi>
          {major && (
            <Text span c="dimmed" size="sm">
              {' · '}
              {major}
            </Text>
          )}
        </Text>
        <Text size="sm" c="dimmed" className="date-range">
          <DateText value={item.start_date} />
          {' – '}
          {item.is_current || !item.end_date ? t('cv.experience.present') : <DateText value={item.end_date} />}
        </Text>
        <Fact label={t('cv.experience.members')}>{formatInteger(item.foundation_members_count, locale)}</Fact>
        <Fact label={t('cv.experience.salary')}>{formatSar(item.latest_salary, locale)}</Fact>
        <Paragraph>{item.job_description}</Paragraph>
      </Stack>
    );
  },
};

const skills: TListView<'skills'> = {
  nameOf: (item) => item.skill_name,
  Fields({ values, errorOf }) {
    const { t } = useI18n();
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput name="skill_name" label={t('cv.skills.name')} required defaultValue={values.skill_name} error={errorOf('skill_name')} />
        <NativeSelect
          name="level"
          label={t('cv.skills.level')}
          required
          defaultValue={values.level}
          error={errorOf('level')}
          data={[choose(t('cv.form.choose')), ...SKILL_LEVELS.map((v) => ({ value: v, label: t(`enum.skill_level.${v}`) }))]}
        />
      </SimpleGrid>
    );
  },
  Card({ item }) {
    return (
      <Stack gap={6}>
        <ItemTitle>{item.skill_name}</ItemTitle>
        <LevelBar level={item.level} />
      </Stack>
    );
  },
};

const membership: TListView<'membership-info'> = {
  nameOf: (item) => item.role_name,
  Fields({ values, errorOf }) {
    const { t } = useI18n();
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput name="role_name" label={t('cv.membership.role')} placeholder={t('cv.membership.roleHint')} required defaultValue={values.role_name} error={errorOf('role_name')} />
        <TextInput type="date" name="member_from" label={t('cv.membership.from')} required defaultValue={values.member_from} error={errorOf('member_from')} />
      </SimpleGrid>
    );
  },
  Card({ item }) {
    const { t } = useI18n();
    return (
      <Stack gap={4}>
        <ItemTitle>{item.role_name}</ItemTitle>
        <Fact label={t('cv.membership.from')}>
          <DateText value={item.member_from} />
        </Fact>
      </Stack>
    );
  },
};

const courses: TListView<'courses'> = {
  nameOf: (item) => item.title,
  Fields(props) {
    const { t } = useI18n();
    const { values, errorOf } = props;
    return (
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput name="title" label={t('cv.courses.title')} required defaultValue={values.title} error={errorOf('title')} />
          <NativeSelect
            name="type"
            label={t('cv.courses.type')}
            required
            defaultValue={values.type}
            error={errorOf('type')}
            data={[choose(t('cv.form.choose')), ...COURSE_TYPES.map((v) => ({ value: v, label: t(`enum.course_type.${v}`) }))]}
          />
          <TextInput name="total_hours" label={t('cv.courses.hours')} required inputMode="numeric" defaultValue={values.total_hours} error={errorOf('total_hours')} />
        </SimpleGrid>
        <AttachmentField {...props} list="courses" label={t('cv.courses.certificate')} />
      </Stack>
    );
  },
  Card({ item, page }) {
    const { t, locale } = useI18n();
    return (
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light" tt="none">{t(`enum.course_type.${item.type}`)}</Badge>
        </Group>
        <ItemTitle>{item.title}</ItemTitle>
        <Fact label={t('cv.courses.hours')}>{formatInteger(item.total_hours, locale)}</Fact>
        <AttachmentLink id={item.certificate_file_id} page={page} label={t('cv.courses.certificate')} />
      </Stack>
    );
  },
};

const languages: TListView<'languages'> = {
  nameOf: (item, locale) => languageName(item.language, locale),
  Fields({ values, errorOf }) {
    const { t, locale } = useI18n();
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          name="language"
          label={t('cv.languages.language')}
          required
          defaultValue={values.language}
          error={errorOf('language')}
          data={[choose(t('cv.form.choose')), ...languageOptions(locale)]}
        />
        <NativeSelect
          name="level"
          label={t('cv.languages.level')}
          required
          defaultValue={values.level}
          error={errorOf('level')}
          data={[choose(t('cv.form.choose')), ...LANGUAGE_LEVELS.map((v) => ({ value: v, label: t(`cv.languages.level.${v}`) }))]}
        />
      </SimpleGrid>
    );
  },
  Card({ item }) {
    const { t, locale } = useI18n();
    return (
      <Group gap="sm" justify="space-between">
        <ItemTitle>{languageName(item.language, locale)}</ItemTitle>
        <Badge variant="light" tt="none">
          {t(`cv.languages.level.${item.level}`)}
        </Badge>
      </Group>
    );
  },
};

export const LIST_VIEWS: { [K in TListKey]: TListView<K> } = {
  qualification,
  'personal-exp': experience,
  skills,
  'membership-info': membership,
  courses,
  languages,
};
