import type { FormEvent } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SuggestField } from '../../components/combobox-field.tsx';
import { Grid } from '../../components/grid.tsx';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import type { TLocale } from '@tawzeef/contract';
import { useI18n, type TTranslate } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { splitLocalePath, withPrefix } from '../../lib/locale-path.ts';
import { FilterIcon } from '../../components/filters-panel.tsx';
import { metroCities } from '../../components/metro-cities.ts';
import { countedSearchOptions, SearchableSelect } from '../../components/searchable-select.tsx';
import { isPastLast, PastLastNotice, pageCount, Pager } from '../../components/pager.tsx';
import { useCleanSearch } from '../../lib/use-clean-search.ts';
import { CandidateCard, SaveToPool } from './candidate-card.tsx';
import { CandidateFilters, candidateFilterLabel } from './candidate-filters.tsx';
import { CandidateReading } from './candidate-reading.tsx';
import { CANDIDATE_FILTERS, candidateHref, type TCandidateParam } from './candidate-params.ts';
import type { TCandidateSearchPage, TSaveResult } from './candidate-search.server.ts';
import { SaveSearchForm } from './save-search-form.tsx';
import './candidates.css';

/** The search form's id: the side panel's fields belong to it from outside it. */
const SEARCH_FORM = 'candidate-search';

const rules: Record<TLocale, Intl.PluralRules> = {
  ar: new Intl.PluralRules('ar'),
  en: new Intl.PluralRules('en'),
};

/** "12 candidates", «مرشحان», «3 مرشحين»: the plural form the language needs. */
export function candidatesCount(count: number, locale: TLocale, t: TTranslate): string {
  const category = rules[locale].select(count) as 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
  return t(`candidates.count.${category}`, {
    count: formatInteger(count, locale) ?? String(count),
  });
}

function SortLinks({ page, path }: { page: TCandidateSearchPage; path: string }) {
  const { t } = useI18n();
  const { params } = page;
  const fallback = params.job_id ? 'match' : params.q ? 'relevance' : 'active';
  const current = params.sort ?? fallback;
  const sorts = [...(params.job_id ? (['match'] as const) : []), ...(params.q ? (['relevance'] as const) : []), 'active' as const];
  if (sorts.length < 2) return null;
  return (
    <Group gap={4} component="nav" aria-label={t('search.sort.label')} data-testid="search-sort">
      <Text size="sm" c="dimmed" me={4}>
        {t('search.sort.label')}
      </Text>
      {sorts.map((sort) => (
        <Button
          key={sort}
          component={Link}
          to={candidateHref(path, params, {
            sort: sort === fallback ? undefined : sort,
          })}
          size="compact-sm"
          variant={current === sort ? 'light' : 'subtle'}
          aria-current={current === sort ? 'true' : undefined}
          preventScrollReset
        >
          {t(`candidates.sort.${sort}`)}
        </Button>
      ))}
    </Group>
  );
}

/** /search-on-employee: a search bar, filters in a side panel (a drawer on phones), candidates with count, sort and pages. */
export function CandidateSearchPage({ page, result: saveResult }: { page: TCandidateSearchPage; result?: TSaveResult }) {
  const { t, locale, prefix } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const path = location.pathname;
  const here = `${path}${location.search}`;
  // Where "Back" on a CV returns: this search, without the language prefix (the CV page adds it).
  const back = `${splitLocalePath(path).rest}${location.search}`;
  const { params, result } = page;
  const pages = pageCount(result.total, result.page_size);
  const pageHref = (n: number) => candidateHref(path, params, { page: n > 1 ? String(n) : undefined });
  const active = CANDIDATE_FILTERS.filter((name) => params[name]);
  const busy = navigation.state === 'loading' && navigation.location.pathname === path;
  const cityCounts = result.total_capped || params.city_id ? null : result.facets.city;
  const total = formatInteger(result.total, locale) ?? '0';
  const { search, onSubmit } = useCleanSearch(path);
  // On a wide screen, a changed choice searches at once (typed words, skills and amounts wait for the button).
  const searchOnChange = (event: FormEvent<HTMLDivElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === 'number' || target.type === 'text' || target.type === 'search') return;
    if (!window.matchMedia('(min-width: 62em)').matches) return;
    const form = document.getElementById(SEARCH_FORM);
    if (form instanceof HTMLFormElement) search(form);
  };
  const removeHref = (name: TCandidateParam) =>
    candidateHref(path, params, name === 'job_id' && params.sort === 'match' ? { job_id: undefined, sort: undefined } : { [name]: undefined });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('page.search-on-employee')}</Title>
          <Text c="dimmed">{t('candidates.intro')}</Text>
        </div>
        {!result.company_verified && (
          <Alert variant="light" color="yellow" data-testid="candidates-unverified">
            <Text size="sm">
              {t('candidates.unverified')}{' '}
              <Anchor component={Link} to={withPrefix(prefix, '/company-profile')} size="sm">
                {t('candidates.unverifiedLink')}
              </Anchor>
            </Text>
          </Alert>
        )}
        <Form id={SEARCH_FORM} method="get" action={path} role="search" aria-label={t('candidates.form.label')} onSubmit={onSubmit} data-testid="candidate-search-form">
          {params.sort && <input type="hidden" name="sort" value={params.sort} />}
          <Paper withBorder p="md" className="search-bar">
            <Grid align="flex-end" gutter="sm">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <SuggestField
                  scope="candidates"
                  name="q"
                  type="search"
                  label={t('candidates.form.q')}
                  placeholder={t('candidates.form.qPlaceholder')}
                  defaultValue={params.q ?? ''}
                  maxLength={200}
                  data-testid="search-q"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <SearchableSelect
                  name="city_id"
                  label={t('candidates.form.city')}
                  defaultValue={params.city_id ?? ''}
                  emptyLabel={t('candidates.form.allCities')}
                  options={countedSearchOptions(page.cities, cityCounts, locale)}
                  testId="search-city"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 2 }}>
                <Button type="submit" fullWidth loading={busy} data-testid="search-submit">
                  {t('candidates.form.submit')}
                </Button>
              </Grid.Col>
            </Grid>
          </Paper>
        </Form>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            {/* The panel's fields belong to the search form (the `form` attribute): the cards' own forms sit beside them. */}
            <div onChange={searchOnChange}>
              <CandidateFilters page={page} path={path} form={SEARCH_FORM} />
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md" id="results" className="search-results">
              <Group justify="space-between" gap="sm">
                <Text fw={600} role="status" aria-live="polite" data-testid="search-count" data-total={result.total}>
                  {result.total_capped ? t('candidates.count.capped', { count: total }) : candidatesCount(result.total, locale, t)}
                </Text>
                <Group gap="sm">
                  <Button component="a" href="#filters" variant="default" size="compact-md" leftSection={<FilterIcon />} className="search-filters-open" data-testid="filters-open">
                    {active.length
                      ? t('search.filters.openCount', {
                          count: formatInteger(active.length, locale) ?? '',
                        })
                      : t('search.filters.open')}
                  </Button>
                  <SortLinks page={page} path={path} />
                </Group>
              </Group>
              <CandidateReading result={result} params={params} path={path} />
              {result.meta.metro?.some((city) => city.count > 0) && (
                <Text size="sm" c="dimmed" data-testid="search-metro">
                  {t('candidates.metro', { cities: metroCities(result.meta.metro, (count) => candidatesCount(count, locale, t), t) })}
                </Text>
              )}
              {(params.q || active.some((name) => name !== 'job_id')) && <SaveSearchForm action={here} result={saveResult} />}
              {result.meta.job && (
                <Text size="sm" c="dimmed" data-testid="matching-job">
                  {t('candidates.matching', { title: result.meta.job.title })}
                </Text>
              )}
              {active.length > 0 && (
                <Group gap="xs" component="ul" className="search-chips" aria-label={t('search.filters.active')}>
                  {active.map((name) => (
                    <li key={name}>
                      <Button
                        component={Link}
                        to={removeHref(name)}
                        size="compact-sm"
                        variant="light"
                        radius="xl"
                        rightSection={<span aria-hidden="true">×</span>}
                        aria-label={t('search.filters.remove', {
                          filter: candidateFilterLabel(name, params[name]!, page, t, locale),
                        })}
                        preventScrollReset
                      >
                        {candidateFilterLabel(name, params[name]!, page, t, locale)}
                      </Button>
                    </li>
                  ))}
                </Group>
              )}
              {isPastLast(result.page, pages, result.items.length) ? (
                <PastLastNotice page={result.page} pages={pages} href={pageHref} />
              ) : result.items.length === 0 ? (
                <Paper withBorder p="xl" data-testid="search-empty">
                  <Stack gap="sm" align="flex-start">
                    <Title order={2} size="h4">
                      {t('candidates.empty.title')}
                    </Title>
                    <Text>{t('candidates.empty.text')}</Text>
                    {(params.q || active.length > 0) && (
                      <Button component={Link} to={path} variant="default">
                        {t('candidates.empty.all')}
                      </Button>
                    )}
                  </Stack>
                </Paper>
              ) : (
                <Stack component="ol" gap="sm" p={0} m={0} className="candidate-list" data-testid="search-results" aria-busy={busy}>
                  {result.items.map((candidate) => (
                    <li key={candidate.id}>
                      <CandidateCard candidate={candidate} pools={page.pools} back={back} jobId={result.meta.job?.id ?? null}>
                        <SaveToPool candidate={candidate} pools={page.pools} action={here} result={saveResult} />
                      </CandidateCard>
                    </li>
                  ))}
                </Stack>
              )}
              <Pager page={result.page} pages={pages} href={pageHref} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
