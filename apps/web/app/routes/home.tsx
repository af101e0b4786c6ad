import { Anchor, Button, Card, Container, Grid, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import type { TLookupItem } from '@tawzeef/contract';
import type { Route } from './+types/home';
import { callApi } from '../lib/api.server.ts';
import { useI18n } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta(null);

const HOME_MAJORS = 12;

export async function loader(args: Route.LoaderArgs) {
  const [majors, countries] = await Promise.all([
    callApi<TLookupItem[]>(args, 'GET', '/api/v1/lookups/majors'),
    callApi<TLookupItem[]>(args, 'GET', '/api/v1/lookups/countries'),
  ]);
  const saudi = countries.data?.find((c) => c.code === 'SA');
  const cities = saudi ? await callApi<TLookupItem[]>(args, 'GET', `/api/v1/lookups/cities?country_id=${saudi.id}`) : undefined;
  return {
    majors: (majors.data ?? []).slice(0, HOME_MAJORS),
    cities: cities?.data ?? [],
  };
}

/** An invitation to register, for job seekers or for companies. */
function SignUpCard({ audience, type }: { audience: 'seekers' | 'companies'; type: 'USER' | 'COMPANY' }) {
  const { t, prefix } = useI18n();
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t(`home.${audience}.title`)}
        </Title>
        <Text>{t(`home.${audience}.text`)}</Text>
        <Button component={Link} to={`${withPrefix(prefix, '/register')}?type=${type}`} variant={type === 'USER' ? 'filled' : 'outline'}>
          {t(`home.${audience}.cta`)}
        </Button>
      </Stack>
    </Paper>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, prefix } = useI18n();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <Container size="lg">
          <Stack gap="lg">
            <Title order={1} id="hero-title" c="white">
              {t('home.hero.title')}
            </Title>
            <Text size="lg" c="white" maw={720}>
              {t('home.hero.subtitle')}
            </Text>
            <Form method="get" action={withPrefix(prefix, '/find-jobs')} role="search" aria-label={t('home.search.label')} className="search-box">
              <Grid align="flex-end" gutter="sm">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput name="q" label={t('home.search.q')} placeholder={t('home.search.qPlaceholder')} size="md" />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <NativeSelect
                    name="city_id"
                    label={t('home.search.city')}
                    size="md"
                    data={[{ value: '', label: t('home.search.allCities') }, ...loaderData.cities.map((c) => ({ value: String(c.id), label: c.name }))]}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 2 }}>
                  <Button type="submit" size="md" fullWidth data-testid="home-search-submit">
                    {t('home.search.submit')}
                  </Button>
                </Grid.Col>
              </Grid>
            </Form>
          </Stack>
        </Container>
      </section>

      <Container size="lg" py="xl">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2}>{t('home.majors.title')}</Title>
            <Anchor component={Link} to={withPrefix(prefix, '/majors')}>
              {t('home.majors.all')}
            </Anchor>
          </Group>
          {loaderData.majors.length === 0 ? (
            <Text c="dimmed">{t('home.majors.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="home-majors">
              {loaderData.majors.map((major) => (
                <Card key={major.id} withBorder padding="md" component={Link} to={withPrefix(prefix, `/majors/${major.id}`)} className="major-card">
                  <Text fw={600}>{major.name}</Text>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt={48}>
          <SignUpCard audience="seekers" type="USER" />
          <SignUpCard audience="companies" type="COMPANY" />
        </SimpleGrid>
      </Container>
    </>
  );
}
