import { Anchor, Badge, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Grid, SimpleGrid } from '../../components/grid.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { ALERT_FREQUENCIES, JOB_TYPES, MESSAGE_CHANNEL_NAMES, NEAR_RADIUS_DEFAULT_KM, QUALIFICATION_TYPES, WORK_PLACES, ZAlertInput, type TJobAlert, type TMessageChannelName, type TWorkPlace } from '@tawzeef/contract';
import { PageShell } from '../../components/page-shell.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatDay, formatInteger, formatSar } from '../../lib/format.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { FormKeyField } from '../../components/form-key.tsx';
import type { TAlertsPage, TAlertsResult } from './alerts.server.ts';
import { ALERT_NEAR_KEEP, ALERT_NEAR_NAMES, alertFormInput, PHONE_CHANNELS_FORM, phoneChannelField, type TAlertFormValues } from './form-input.ts';
import { ChannelsCard } from './channels-card.tsx';
import './alerts.css';
import type { TNamedItem } from '../../lib/page-lists.tsx';

/**
 * The place an alert's search is near (decision 141), in the page's language: "Within 25 km of Riyadh", or of a
 * point; null when it has none. `city`: the name of `near_city`.
 */
function usePlaceLabel() {
  const { t, locale } = useI18n();
  return (filters: Record<string, string | number | boolean | undefined>, city: string | null): string | null => {
    const km = formatInteger(Number(filters.radius_km ?? NEAR_RADIUS_DEFAULT_KM), locale) ?? '';
    if (filters.near_city !== undefined && filters.near_city !== '') return t('alerts.item.nearCity', { km, city: city ?? '' });
    if (filters.near_lat !== undefined && filters.near_lat !== '' && filters.near_lng !== undefined) return t('alerts.item.nearPoint', { km, lat: `\u2066${String(filters.near_lat)}`, lng: `${String(filters.near_lng)}\u2069` });
    return null;
  };
}

/** The alert's filters as short labels, each named in the page's language. */
function useFilterLabels() {
  const { t, locale } = useI18n();
  const placeLabel = usePlaceLabel();
  return (alert: TJobAlert): string[] => {
    const f = alert.filters;
    const labels: Array<string | null> = [
      placeLabel(f, alert.labels.near_city),
      alert.labels.city,
      typeof f.work_place === 'string' ? t(`enum.work_place.${f.work_place as TWorkPlace}`) : null,
      alert.labels.major,
      alert.labels.sector,
      typeof f.job_type === 'string' ? t(`enum.job_type.${f.job_type as (typeof JOB_TYPES)[number]}`) : null,
      typeof f.qualification === 'string' ? t(`enum.qualification_type.${f.qualification as (typeof QUALIFICATION_TYPES)[number]}`) : null,
      typeof f.salary_min === 'number' ? t('alerts.item.salaryMin', { amount: formatSar(f.salary_min, locale) ?? '' }) : null,
      typeof f.salary_max === 'number' ? t('alerts.item.salaryMax', { amount: formatSar(f.salary_max, locale) ?? '' }) : null,
      typeof f.experience === 'number' ? t('alerts.item.experience', { years: f.experience }) : null,
      f.saudi_only === true ? t('alerts.item.saudiOnly') : null,
    ];
    return labels.filter((label): label is string => Boolean(label));
  };
}

function AlertCard({ alert, confirming, phoneOn }: { alert: TJobAlert; confirming: boolean; phoneOn: readonly TMessageChannelName[] }) {
  const { t, locale, prefix } = useI18n();
  const filterLabels = useFilterLabels()(alert);
  const day = (value: string | null) => formatDay(value, locale)?.gregorian ?? '';
  const base = withPrefix(prefix, '/job-alerts');
  return (
    <Paper withBorder className="alert-card pad-md-lg" data-testid={`alert-${alert.id}`} data-paused={alert.is_paused}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" className="alert-card-title">
            {alert.open_keys ? <bdi dir="auto">{alert.open_keys}</bdi> : t('alerts.item.noKeywords')}
          </Title>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" color="gray">
              {t(`enum.alert_frequency.${alert.frequency}`)}
            </Badge>
            <Badge variant="light" color={alert.is_paused ? 'yellow' : 'green'} data-testid="alert-state">
              {t(alert.is_paused ? 'alerts.state.paused' : 'alerts.state.active')}
            </Badge>
          </Group>
        </Group>
        {filterLabels.length > 0 && (
          <Group gap={6} data-testid="alert-filters">
            {filterLabels.map((label) => (
              <Badge key={label} variant="outline" color="primary" radius="sm" tt="none" fw={500}>
                {label}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {t('alerts.item.sentTo', { email: `\u2068${alert.email}\u2069` })} · {alert.locale === 'ar' ? t('alerts.language.ar') : t('alerts.language.en')}
        </Text>
        {/* The seeker's channels on for alerts that this alert also uses (decision 144). */}
        {alert.phone_channels.some((channel) => phoneOn.includes(channel)) && (
          <Text size="sm" c="dimmed" data-testid="alert-phone-channels-line">
            {t('alerts.item.alsoBy', { channels: alert.phone_channels.filter((channel) => phoneOn.includes(channel)).map((channel) => t(`alerts.form.phoneChannel.${channel}`)).join(t('alerts.item.channelsSeparator')) })}
          </Text>
        )}
        <Text size="sm" c="dimmed" data-testid="alert-last-sent">
          {alert.last_sent_at ? t('alerts.item.lastSent', { date: day(alert.last_sent_at) }) : t('alerts.item.neverSent')}
          {!alert.is_paused && <> · {t('alerts.item.nextDue', { date: day(alert.next_due_at) })}</>}
        </Text>
        {confirming ? (
          <Form method="post" action={base} data-testid="alert-delete-confirm">
            <input type="hidden" name="id" value={alert.id} />
            <Stack gap="xs" className="alert-confirm">
              <Text fw={600} role="alert">
                {t('alerts.delete.confirm')}
              </Text>
              <Group gap="xs">
                <Button type="submit" name="intent" value="delete-confirmed" color="red" size="xs" data-testid="alert-delete-yes">
                  {t('alerts.delete.yes')}
                </Button>
                <Button component={Link} to={base} variant="default" size="xs">
                  {t('alerts.delete.no')}
                </Button>
              </Group>
            </Stack>
          </Form>
        ) : (
          <Form method="post" action={base}>
            <input type="hidden" name="id" value={alert.id} />
            <Group gap="xs" mt={4}>
              <Button component={Link} to={`${base}?edit=${alert.id}#alert-form`} variant="light" size="xs" data-testid="alert-edit">
                {t('alerts.item.edit')}
              </Button>
              <Button type="submit" name="intent" value={alert.is_paused ? 'resume' : 'pause'} variant="default" size="xs" data-testid="alert-toggle">
                {t(alert.is_paused ? 'alerts.item.resume' : 'alerts.item.pause')}
              </Button>
              <Button type="submit" name="intent" value="delete" variant="subtle" color="red" size="xs" data-testid="alert-delete">
                {t('alerts.item.delete')}
              </Button>
              <Anchor component={Link} to={`${withPrefix(prefix, '/find-jobs')}${alert.search_query ? `?${alert.search_query}` : ''}`} size="sm" ms="auto">
                {t('alerts.item.seeJobs')}
              </Anchor>
            </Group>
          </Form>
        )}
      </Stack>
    </Paper>
  );
}

function Select({ name, label, options, value, error, any }: { name: string; label: string; options: Array<{ value: string; label: string }>; value?: string; error?: string; any?: string }) {
  return (
    <NativeSelect
      name={name}
      label={label}
      defaultValue={value ?? ''}
      error={error}
      data={[...(any !== undefined ? [{ value: '', label: any }] : []), ...options]}
      data-testid={`alert-${name}`}
    />
  );
}

function AlertForm({ page, result }: { page: TAlertsPage; result?: TAlertsResult }) {
  const { t, locale, prefix } = useI18n();
  const navigation = useNavigation();
  const failed = result && !result.ok && (result.intent === 'create' || result.intent === 'update') ? result : undefined;
  const editing = failed?.intent === 'update' ? (failed.id ?? null) : page.editing;
  const values: TAlertFormValues = failed?.values ?? page.initial;
  const { onSubmit, errorOf } = useClientValidation(ZAlertInput, alertFormInput, locale, failed?.errors);
  const filterError = (name: string) => errorOf(`filters.${name}`);
  const options = (items: TNamedItem[]) => items.map((item) => ({ value: String(item.id), label: item.name }));
  const base = withPrefix(prefix, '/job-alerts');
  const place = usePlaceLabel()(values, page.cities.find((city) => String(city.id) === values.near_city)?.name ?? null);
  return (
    <Paper withBorder id="alert-form" className="alert-form-card pad-md-lg" data-testid="alert-form-card">
      {/* A new key per alert: the uncontrolled fields start from that alert's values. */}
      <Form method="post" action={editing ? `${base}?edit=${editing}` : base} noValidate onSubmit={onSubmit} key={editing ?? 'new'} data-testid="alert-form">
        <input type="hidden" name="intent" value={editing ? 'update' : 'create'} />
        {!editing && <FormKeyField formKey={page.formKey} />}
        {editing && <input type="hidden" name="id" value={editing} />}
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3">
              {t(editing ? 'alerts.form.editTitle' : 'alerts.form.createTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {page.fromSearch ? t('alerts.form.fromSearch') : t('alerts.form.subtitle')}
            </Text>
          </div>
          {failed && (
            <Text c="red.8" role="alert" data-testid="form-error">
              {failed.message}
            </Text>
          )}
          <TextInput name="open_keys" label={t('alerts.form.keywords')} description={t('alerts.form.keywordsHint')} defaultValue={values.open_keys ?? ''} error={errorOf('open_keys')} maxLength={200} data-testid="alert-open_keys" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              name="frequency"
              label={t('alerts.form.frequency')}
              value={values.frequency ?? 'weekly'}
              error={errorOf('frequency')}
              options={ALERT_FREQUENCIES.map((f) => ({ value: f, label: t(`enum.alert_frequency.${f}`) }))}
            />
            <Select
              name="locale"
              label={t('alerts.form.language')}
              value={values.locale ?? locale}
              error={errorOf('locale')}
              options={[
                { value: 'ar', label: t('alerts.language.ar') },
                { value: 'en', label: t('alerts.language.en') },
              ]}
            />
          </SimpleGrid>
          <TextInput name="email" type="email" label={t('alerts.form.email')} description={t('alerts.form.emailHint')} defaultValue={values.email ?? ''} error={errorOf('email')} dir="ltr" data-testid="alert-email" />
          <Text fw={600} mt="xs">
            {t('alerts.form.filters')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select name="city_id" label={t('alerts.form.city')} any={t('alerts.form.anyCity')} value={values.city_id} error={filterError('city_id')} options={options(page.cities)} />
            <Select name="major_id" label={t('alerts.form.major')} any={t('alerts.form.anyMajor')} value={values.major_id} error={filterError('major_id')} options={options(page.majors)} />
            <Select name="sector_id" label={t('alerts.form.sector')} any={t('alerts.form.anySector')} value={values.sector_id} error={filterError('sector_id')} options={options(page.sectors)} />
            <Select
              name="job_type"
              label={t('alerts.form.jobType')}
              any={t('alerts.form.anyJobType')}
              value={values.job_type}
              error={filterError('job_type')}
              options={JOB_TYPES.map((type) => ({ value: type, label: t(`enum.job_type.${type}`) }))}
            />
            <Select
              name="work_place"
              label={t('alerts.form.workPlace')}
              any={t('alerts.form.anyWorkPlace')}
              value={values.work_place ?? (values.remote === 'true' || values.remote === '1' ? 'remote' : undefined)}
              error={filterError('work_place')}
              options={WORK_PLACES.map((place) => ({ value: place, label: t(`enum.work_place.${place}`) }))}
            />
            <Select
              name="qualification"
              label={t('alerts.form.qualification')}
              any={t('alerts.form.anyQualification')}
              value={values.qualification}
              error={filterError('qualification')}
              options={QUALIFICATION_TYPES.map((q) => ({ value: q, label: t(`enum.qualification_type.${q}`) }))}
            />
            <TextInput name="salary_min" label={t('alerts.form.salaryMin')} inputMode="numeric" defaultValue={values.salary_min ?? ''} error={filterError('salary_min')} />
            <TextInput name="salary_max" label={t('alerts.form.salaryMax')} inputMode="numeric" defaultValue={values.salary_max ?? ''} error={filterError('salary_max')} />
            {/* After the salary pair, which stays side by side: its long label wraps with nothing beside it. */}
            <TextInput name="experience" label={t('alerts.form.experience')} inputMode="numeric" defaultValue={values.experience ?? ''} error={filterError('experience')} />
          </SimpleGrid>
          {/* The place of the search the alert was made from (decision 141): kept while ticked, in hidden fields. */}
          {place && (
            <div data-testid="alert-near">
              {ALERT_NEAR_NAMES.map((name) => values[name] && <input key={name} type="hidden" name={name} value={values[name]} />)}
              <Checkbox name={ALERT_NEAR_KEEP} value="1" label={t('alerts.form.keepPlace', { place })} defaultChecked error={filterError('near_city') ?? filterError('near_lat') ?? filterError('near_lng') ?? filterError('radius_km')} />
            </div>
          )}
          {/* Jobs MHRSD reserves for Saudi nationals (decision 084), as /find-jobs's filter: `1` when ticked, left out otherwise. */}
          <Checkbox
            name="saudi_only"
            value="1"
            label={t('alerts.form.saudiOnly')}
            defaultChecked={values.saudi_only === '1' || values.saudi_only === 'true'}
            error={filterError('saudi_only')}
            data-testid="alert-saudi_only"
          />
          {/* Which of the seeker's SMS and WhatsApp channels also carry this alert (decision 144). */}
          {page.channels && (
            <div data-testid="alert-phone-channels">
              <input type="hidden" name={PHONE_CHANNELS_FORM} value="1" />
              <Text fw={600} mt="xs">
                {t('alerts.form.phoneChannels')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('alerts.form.phoneChannelsHint')}
              </Text>
              <Group gap="md" mt={4}>
                {MESSAGE_CHANNEL_NAMES.map((channel) => (
                  <Checkbox
                    key={channel}
                    name={phoneChannelField(channel)}
                    value="1"
                    label={t(`alerts.form.phoneChannel.${channel}`)}
                    defaultChecked={editing || failed ? values[phoneChannelField(channel)] === '1' : true}
                    data-testid={`alert-${phoneChannelField(channel)}`}
                  />
                ))}
              </Group>
            </div>
          )}
          <Group justify="flex-end" gap="xs">
            {editing && (
              <Button component={Link} to={base} variant="default">
                {t('alerts.form.cancel')}
              </Button>
            )}
            <Button type="submit" loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === (editing ? 'update' : 'create')} data-testid="alert-save">
              {t(editing ? 'alerts.form.save' : 'alerts.form.create')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** /job-alerts: the job seeker's alerts (state, filters, last email), the form to create or edit one, pause, resume, delete. */
export function AlertsPage({ page, result }: { page: TAlertsPage; result?: TAlertsResult }) {
  const { t, prefix } = useI18n();
  useActionToast(result?.confirm ? undefined : result);
  const confirmingId = result?.confirm ? result.id : undefined;
  const phoneOn = page.channels?.channels.filter((channel) => channel.active && channel.alerts).map((channel) => channel.channel) ?? [];
  return (
    <PageShell titleKey="page.job-alerts">
      <Text c="dimmed">{t('alerts.intro')}</Text>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {page.alerts.length === 0 ? (
              <Paper withBorder p="lg" data-testid="alerts-empty" className="alerts-empty">
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    {t('alerts.empty.title')}
                  </Title>
                  <Text>{t('alerts.empty.text')}</Text>
                  <Anchor component={Link} to={withPrefix(prefix, '/find-jobs')}>
                    {t('alerts.empty.search')}
                  </Anchor>
                </Stack>
              </Paper>
            ) : (
              <>
                <Text size="sm" c="dimmed" data-testid="alerts-count">
                  {t('alerts.count', { count: page.alerts.length, limit: page.limit })}
                </Text>
                {page.alerts.map((alert) => (
                  <AlertCard key={alert.id} alert={alert} confirming={confirmingId === alert.id} phoneOn={phoneOn} />
                ))}
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <AlertForm page={page} result={result} />
            {page.channels && <ChannelsCard channels={page.channels} result={result} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}
