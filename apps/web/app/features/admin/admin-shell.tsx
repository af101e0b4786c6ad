import type { ReactNode } from 'react';
import { Box, Container, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { Grid } from '../../components/grid.tsx';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { resourcesByGroup, useAdminLabels } from './labels.ts';
import './admin.css';

/** The menu; only one copy carries test ids (the phone's copy is the same links, folded). */
function Menu({ active, tested }: { active: string | null; tested: boolean }) {
  const { t, prefix } = useI18n();
  const labels = useAdminLabels();
  return (
    <Stack gap="xs">
      <NavLink component={Link} to={withPrefix(prefix, '/admin')} label={t('admin.nav.dashboard')} active={active === null} data-testid={tested ? 'admin-link-dashboard' : undefined} />
      {resourcesByGroup().map(({ group, resources }) => (
        <Box key={group}>
          <Text size="xs" fw={700} c="dimmed" px="sm" pt="xs">
            {labels.group(group)}
          </Text>
          {resources.map((resource) => (
            <NavLink
              key={resource}
              component={Link}
              to={withPrefix(prefix, `/admin/${resource}`)}
              label={labels.resource(resource)}
              active={active === resource}
              data-testid={tested ? `admin-link-${resource}` : undefined}
            />
          ))}
          {/* ZATCA phase 2 (decision 171): the invoicing unit and the queue of e-invoices. */}
          {group === 'money' && (
            <NavLink component={Link} to={withPrefix(prefix, '/admin/zatca')} label={t('admin.nav.zatca')} active={active === 'zatca'} data-testid={tested ? 'admin-link-zatca' : undefined} />
          )}
          {group === 'delivery' && <NavLink component={Link} to={withPrefix(prefix, '/admin/outbox')} label={t('admin.nav.outbox')} data-testid={tested ? 'admin-link-outbox' : undefined} />}
          {/* The moderation pages (decision 032); `job-reports` is a resource of the table, whose page they serve. */}
          {group === 'jobs' && <NavLink component={Link} to={withPrefix(prefix, '/admin/job-reviews')} label={t('moderation.home.reviewsTitle')} data-testid={tested ? 'admin-link-job-reviews' : undefined} />}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The console's frame: the menu of every resource beside the page at 1280 px, folded into a disclosure above it on
 * phones (it opens without JavaScript too).
 */
export function AdminShell({ title, active, children }: { title: ReactNode; active: string | null; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Container size="xl" py="lg">
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Box hiddenFrom="md">
            <details className="admin-menu-disclosure">
              <summary>{t('admin.nav.label')}</summary>
              <nav aria-label={t('admin.nav.label')}>
                <Menu active={active} tested={false} />
              </nav>
            </details>
          </Box>
          <Paper withBorder p="xs" visibleFrom="md" component="nav" aria-label={t('admin.nav.label')}>
            <Menu active={active} tested />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg">
            <Title order={1}>{title}</Title>
            {children}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
