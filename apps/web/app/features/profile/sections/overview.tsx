import type { ReactNode } from 'react';
import { Anchor, Avatar, Badge, Box, Button, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../../components/grid.tsx';
import { Link, useLocation } from 'react-router';
import { isPublicFileKind, type TAccountProfile, type TCv, type TCvViews } from '@tawzeef/contract';
import { useI18n, type TMessageId } from '../../../i18n/index.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { checklistPath, nextStep, profileChecklist, type TChecklistItem, type TChecklistKey, type TChecklistState } from './checklist.ts';
import { ratioColor } from './format.ts';
import { formatDay, formatInteger, formatPercent } from '../../../lib/format.ts';
import { CompanyLogo } from '../../../components/company-logo.tsx';
import { initialsOf } from '../../../lib/initials.ts';
import { ImportEntry } from '../import/import-entry.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RecommendedJobs, type TRecommendationsShown } from '../../recommendations/index.ts';

export function itemTitle(key: TChecklistKey): TMessageId {
  return key === 'photo' || key === 'cv' ? `profile.section.${key}` : `page.profile.${key}`;
}


/**
 * The photo's address: the public one when the API gives it, else the web server's route for the owner's
 * files (an <img> cannot send the Bearer token). If the image fails to load, the avatar shows the initials.
 */
export function photoUrlOf(cv: TCv | null, prefix: string): string | null {
  const photoId = cv?.photo_file_id;
  if (!photoId) return null;
  const file = cv.files.find((f) => f.id === photoId);
  return file && isPublicFileKind(file.kind) ? file.url : withPrefix(prefix, `/profile/file/${photoId}`);
}

export function cvFileNameOf(cv: TCv | null): string | null {
  const cvId = cv?.cv_file_id;
  return cv?.files.find((f) => f.id === cvId)?.original_name ?? null;
}

function StateIcon({ state }: { state: TChecklistState }) {
  const color = state === 'done' ? 'success' : state === 'missing' ? 'warning' : 'gray';
  return (
    // Not ThemeIcon, which writes its color and radius props as attributes of its <div> (invalid HTML, issue 18).
    <Box
      component="span"
      aria-hidden
      style={{
        display: 'inline-flex',
        flex: 'none',
        alignItems: 'center',
        justifyContent: 'center',
        inlineSize: 26,
        blockSize: 26,
        borderRadius: '50%',
        background: state === 'done' ? `var(--mantine-color-${color}-filled)` : `var(--mantine-color-${color}-light)`,
        color: state === 'done' ? 'var(--mantine-color-white)' : `var(--mantine-color-${color}-light-color)`,
      }}
    >
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {state === 'done' ? <path d="M5 12l5 5L20 7" /> : state === 'missing' ? <path d="M12 6v7M12 18h.01" /> : <path d="M6 12h12" />}
      </svg>
    </Box>
  );
}

function ChecklistRow({ item }: { item: TChecklistItem }) {
  const { t, prefix, locale } = useI18n();
  const stateLabel = t(`profile.status.${item.state}`);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={10} data-testid={`checklist-${item.key}`} data-state={item.state} style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-2)' }}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <StateIcon state={item.state} />
        <Box miw={0}>
          <Anchor component={Link} to={withPrefix(prefix, item.path)} fw={600} c="dark" underline="hover">
            {t(itemTitle(item.key))}
          </Anchor>
          {item.weight > 0 && (
            <Text size="xs" c="dimmed">
              {t('profile.status.weight', { weight: formatPercent(item.weight, locale) })}
            </Text>
          )}
        </Box>
      </Group>
      <Badge color={item.state === 'done' ? 'success' : item.state === 'missing' ? 'warning' : 'gray'} variant="light" tt="none" style={{ flexShrink: 0 }}>
        {stateLabel}
      </Badge>
    </Group>
  );
}

function CompletenessRing({ ratio }: { ratio: number }) {
  const { t, locale } = useI18n();
  const percent = formatPercent(ratio, locale);
  return (
    <Box role="progressbar" aria-valuenow={ratio} aria-valuemin={0} aria-valuemax={100} aria-label={t('profile.completeness.aria', { percent })} data-testid="completeness-ratio" data-ratio={ratio}>
      <RingProgress
        size={148}
        thickness={13}
        roundCaps
        sections={[{ value: ratio, color: ratioColor(ratio) }]}
        label={
          <Text ta="center" fw={700} fz={28} lh={1}>
            {percent}
          </Text>
        }
      />
    </Box>
  );
}

function IdentityCard({ profile }: { profile: TAccountProfile }) {
  const { t, prefix } = useI18n();
  const photo = photoUrlOf(profile.cv, prefix);
  const visible = profile.cv?.is_visible ?? true;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={photo} alt={photo ? t('profile.photo.alt', { name: profile.name }) : undefined} size={72} radius="xl" color="primary" data-testid="profile-photo">
        {initialsOf(profile.name)}
      </Avatar>
      <Stack gap={4} miw={0}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {profile.name}
        </Title>
        <Group gap="xs">
          <Badge color={visible ? 'success' : 'gray'} variant="light" tt="none" data-testid="visibility-badge">
            {t(visible ? 'profile.visibility.visibleShort' : 'profile.visibility.hiddenShort')}
          </Badge>
          <Anchor component={Link} to={withPrefix(prefix, '/profile/privacy')} size="sm">
            {t('profile.visibility.manage')}
          </Anchor>
        </Group>
      </Stack>
    </Group>
  );
}

function NextStep({ item }: { item: TChecklistItem | null }) {
  const { t, prefix, locale } = useI18n();
  if (!item) {
    return (
      <Text fw={600} c="success.8" data-testid="next-step">
        {t('profile.completeness.complete')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" align="flex-start" data-testid="next-step" data-section={item.key}>
      <Text fw={700}>{t('profile.next.title')}</Text>
      <Text>{t('profile.next.text', { section: t(itemTitle(item.key)), weight: formatPercent(item.weight, locale) })}</Text>
      <Button component={Link} to={withPrefix(prefix, item.path)} data-testid="next-step-link">
        {t('profile.next.cta')}
      </Button>
    </Stack>
  );
}

function FileCard({ id, title, done, children }: { id: 'photo' | 'cv'; title: string; done: boolean; children: ReactNode }) {
  const { t, prefix } = useI18n();
  return (
    <Paper withBorder p="md" data-testid={`card-${id}`}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text fw={700}>{title}</Text>
        <Badge color={done ? 'success' : 'warning'} variant="light" tt="none">
          {t(done ? 'profile.status.done' : 'profile.status.missing')}
        </Badge>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Box miw={0}>{children}</Box>
        <Anchor component={Link} to={withPrefix(prefix, checklistPath(id))} size="sm" style={{ flexShrink: 0 }}>
          {t(done ? 'profile.status.edit' : 'profile.status.add')}
        </Anchor>
      </Group>
    </Paper>
  );
}

/** "Who viewed my CV" (decision 024): the companies of the last 90 days, each day with how many times and from where. */
function CvViewsCard({ views }: { views: TCvViews }) {
  const { t, locale } = useI18n();
  const { pathname } = useLocation();
  const number = (value: number) => formatInteger(value, locale) ?? String(value);
  const plural = (key: 'times' | 'views' | 'companies', count: number) => t(`profile.cvViews.${key}.${new Intl.PluralRules(locale).select(count) as 'other'}`, { count: number(count) });
  return (
    <Paper withBorder className="pad-md-xl" component="section" aria-labelledby="cv-views-title" data-testid="cv-views">
      <Group justify="space-between" gap="xs" mb={4}>
        <Title order={2} size="h3" id="cv-views-title">
          {t('profile.cvViews.title')}
        </Title>
        <Badge variant="light" size="lg" tt="none" data-testid="cv-views-count" data-count={views.summary.views}>
          {number(views.summary.views)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {views.summary.views > 0
          ? t('profile.cvViews.summary', { views: plural('views', views.summary.views), companies: plural('companies', views.summary.companies), days: number(views.summary.days) })
          : t('profile.cvViews.empty', { days: number(views.summary.days) })}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t('profile.cvViews.free')}
      </Text>
      {views.items.length === 0 && <Text size="sm">{t('profile.cvViews.emptyHint')}</Text>}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {views.items.map((view, index) => {
          const name = view.company?.name ?? t('profile.cvViews.confidential');
          return (
            // Confidential companies have no id: two of them may share a day.
            <Group component="li" key={`${view.company?.id ?? `hidden-${index}`}-${view.day}`} gap="sm" wrap="nowrap" data-testid="cv-view" data-source={view.source}>
              <CompanyLogo name={view.company?.name ?? null} src={view.company?.logo_url ?? null} size={40} />
              <Box miw={0} style={{ flex: 1 }}>
                <Text fw={600} size="sm">
                  <bdi>{name}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDay(view.day, locale)?.gregorian} · {plural('times', view.count)} · {t(`profile.cvViews.source.${view.source}`)}
                </Text>
              </Box>
            </Group>
          );
        })}
      </Stack>
      {/* More than a page of days (20): the older ones by links, which work without JavaScript. */}
      {(views.total > views.page_size || views.page > 1) && (
        <Box mt="sm" data-testid="cv-views-pages">
          <Pager page={views.page} pages={Math.ceil(views.total / views.page_size)} href={(page) => `${pathname}${page > 1 ? `?views=${page}` : ''}#cv-views-title`} />
        </Box>
      )}
    </Paper>
  );
}

/** /profile: how complete the CV is, what to do next, who viewed the CV, and every section with its state. */
export function ProfileOverview({ profile, cvViews, recommendations }: { profile: TAccountProfile; cvViews?: TCvViews | null; recommendations?: TRecommendationsShown | null }) {
  const { t, prefix } = useI18n();
  const cv = profile.cv;
  const ratio = cv?.completeness.ratio ?? 0;
  const items = profileChecklist(cv);
  const next = nextStep(items);
  const photo = photoUrlOf(cv, prefix);
  const cvName = cvFileNameOf(cv);
  const hasPhoto = Boolean((cv as { photo_file_id?: number | null } | null)?.photo_file_id);
  return (
    <Stack gap="lg">
      <Paper withBorder className="pad-md-xl">
        <Stack gap="lg">
          <IdentityCard profile={profile} />
          <Text c="dimmed">{t('profile.overview.subtitle')}</Text>
          <Group gap="xl" align="center" wrap="wrap">
            <Stack gap={4} align="center">
              <CompletenessRing ratio={ratio} />
              <Text size="sm" fw={600}>
                {t('profile.completeness.label')}
              </Text>
            </Stack>
            <Box style={{ flex: '1 1 240px' }}>
              <NextStep item={next} />
            </Box>
          </Group>
        </Stack>
      </Paper>

      <ImportEntry />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FileCard id="photo" title={t('profile.section.photo')} done={hasPhoto}>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={photo} size={48} radius="xl" color="primary" alt={photo ? t('profile.photo.alt', { name: profile.name }) : undefined}>
              {initialsOf(profile.name)}
            </Avatar>
            {!hasPhoto && (
              <Text size="sm" c="dimmed">
                {t('profile.photo.none')}
              </Text>
            )}
          </Group>
        </FileCard>
        <FileCard id="cv" title={t('profile.section.cv')} done={Boolean(cvName)}>
          <Text size="sm" c={cvName ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }} dir={cvName ? 'auto' : undefined} data-testid="cv-file-name">
            {cvName ?? t('profile.cv.none')}
          </Text>
        </FileCard>
      </SimpleGrid>

      {recommendations && (
        <Paper withBorder className="pad-md-xl">
          <RecommendedJobs data={recommendations} weekly />
        </Paper>
      )}

      {cvViews && <CvViewsCard views={cvViews} />}

      <Paper withBorder className="pad-md-xl">
        <Title order={2} size="h3" mb={4}>
          {t('profile.checklist.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('profile.checklist.optionalNote')}
        </Text>
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="profile-checklist">
          {items.map((item) => (
            <ChecklistRow key={item.key} item={item} />
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}
