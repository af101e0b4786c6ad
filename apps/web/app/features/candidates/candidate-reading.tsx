import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TCandidateSearchResult } from '@tawzeef/contract';
import { useI18n, type TTranslate } from '../../i18n/index.ts';
import { candidateHref, type TCandidateParams } from './candidate-params.ts';

type TLevel = NonNullable<TCandidateSearchResult['meta']['level']>;

/** What the level read from the words asks of candidates (decision 109): "No experience", "Up to 2 years", "At least 5 years". */
export function candidateLevelLabel(level: TLevel, t: TTranslate): string {
  if (level.experience_max === 0) return t('search.reading.levelNone');
  if (level.experience_max !== null) return t('search.reading.levelYears', { count: level.experience_max });
  return t('candidates.reading.levelAtLeast', { count: level.experience_min ?? 0 });
}

/**
 * How the words were read (decisions 023, 108, 109), as /find-jobs says it: the words used and the place recognised,
 * the kind of work they named ("Candidates in healthcare: nurses, doctors…") and the level as a removable filter
 * (the same search with the words without it).
 */
export function CandidateReading({ result, params, path }: { result: TCandidateSearchResult; params: TCandidateParams; path: string }) {
  const { t } = useI18n();
  const { meta } = result;
  if (meta.interpreted_as === null || !params.q) return null;
  const place = meta.city?.name ?? meta.region;
  const words = meta.interpreted_as ? `«${meta.interpreted_as}»` : '';
  const { level, work } = meta;
  // Only noise words, no place, no kind of work and no level: nothing to say (never "Showing candidates in" with no place).
  if (!words && !place && !work && !level) return null;
  // No "closest results" above an empty list.
  const approximate = meta.approximate && result.items.length > 0;
  const showing = words
    ? place
      ? t('candidates.reading.showingIn', { words, place })
      : t('candidates.reading.showing', { words })
    : place
      ? t('candidates.reading.in', { place })
      : null;
  return (
    <Alert variant="light" color={approximate ? 'yellow' : 'blue'} p="sm" data-testid="search-reading">
      {showing && (
        <Text fw={600} size="sm">
          {showing}
        </Text>
      )}
      {work && (
        <Text size="sm" data-testid="search-reading-work">
          {t('candidates.reading.work', { work })}
        </Text>
      )}
      {approximate && <Text size="sm">{t('search.reading.approximate')}</Text>}
      {meta.operators && (
        <Text size="sm" data-testid="search-reading-operators" data-operators={meta.operators}>
          {t(meta.operators === 'read' ? 'search.reading.operators' : 'search.reading.malformed')}
        </Text>
      )}
      {level && (
        <Group gap="xs" component="ul" className="search-chips" mt="xs">
          <li>
            <Button
              component={Link}
              to={candidateHref(path, params, { q: level.without || undefined, page: undefined })}
              size="compact-sm"
              variant="light"
              radius="xl"
              rightSection={<span aria-hidden="true">×</span>}
              aria-label={t('search.filters.remove', { filter: candidateLevelLabel(level, t) })}
              preventScrollReset
              data-testid="reading-level"
            >
              {candidateLevelLabel(level, t)}
            </Button>
          </li>
        </Group>
      )}
    </Alert>
  );
}
