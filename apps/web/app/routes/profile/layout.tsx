import { Container, Divider, NavLink as MantineNavLink, Paper, Stack, Text } from '@mantine/core';
import { Grid } from '../../components/grid.tsx';
import { NavLink, Outlet } from 'react-router';
import { isAuth, isUser } from '../../features/auth/guards.server.ts';
import { PROFILE_SECTIONS } from '../../features/profile/sections.ts';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/** The job seeker's profile area: job seekers only. */
export const middleware = [isAuth, isUser];
export const handle = { auth: 'required' };

export default function ProfileLayout() {
  const { t, prefix } = useI18n();
  return (
    <Container size="xl" py="xl">
      <Grid gutter="lg">
        {/* On phones the page comes first and the section list after it (the overview links every section too). */}
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <Paper withBorder p="sm" component="nav" aria-label={t('page.profile.sections')}>
            <Stack gap={2}>
              <Text fw={700} px="sm" py={4}>
                {t('page.profile')}
              </Text>
              <MantineNavLink component={NavLink} to={withPrefix(prefix, '/profile')} end label={t('page.profile')} />
              {PROFILE_SECTIONS.map((section) => (
                <MantineNavLink key={section} component={NavLink} to={withPrefix(prefix, `/profile/${section}`)} label={t(`page.profile.${section}`)} />
              ))}
              <Divider my={4} />
              <MantineNavLink component={NavLink} to={withPrefix(prefix, '/profile/privacy')} label={t('profile.privacy.title')} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
