import { Alert, Anchor, Badge, Box, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { TCompanyOwn } from '@tawzeef/contract';
import { useI18n, type TMessageId } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { useMemberCan } from '../../lib/company-access.ts';
import { VerifiedBadge } from '../../components/verified-badge.tsx';

const STATUS_COLOR = { unverified: 'gray', pending: 'warning', verified: 'success', rejected: 'red' } as const;

/** Where the company is in the verification of its commercial registration, and what to do next. */
export function VerificationCard({ company }: { company: TCompanyOwn }) {
  const { t } = useI18n();
  const status = company.verification_status;
  return (
    <Paper withBorder p="lg" data-testid="verification-card" data-status={status}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('company.verification.title')}
          </Title>
          {status === 'verified' ? (
            <VerifiedBadge />
          ) : (
            <Badge color={STATUS_COLOR[status]} c={`${STATUS_COLOR[status]}.9`} variant="light" tt="none" data-testid="verification-status">
              {t(`company.verification.status.${status}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm">{t(`company.verification.text.${status}`)}</Text>
        {status === 'rejected' && company.verification_note && (
          <Alert color="red" variant="light" title={t('company.verification.reason')} data-testid="verification-reason">
            <div dir="auto">{company.verification_note}</div>
          </Alert>
        )}
        {(status === 'unverified' || status === 'rejected') && (
          <Anchor href="#commercial-registration" size="sm">
            {t('company.verification.upload')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

const CHECKS: Array<{ blocker: TCompanyOwn['publish_blockers'][number]; label: TMessageId; action: TMessageId; href: string; internal: boolean }> = [
  { blocker: 'email_unverified', label: 'company.blockers.email', action: 'company.blockers.emailAction', href: '/verify-email', internal: true },
  { blocker: 'company_unverified', label: 'company.blockers.company', action: 'company.blockers.companyAction', href: '#commercial-registration', internal: false },
  { blocker: 'profile_incomplete', label: 'company.blockers.profile', action: 'company.blockers.profileAction', href: '#company-about', internal: false },
];

function Mark({ done }: { done: boolean }) {
  return (
    // A <span>, not ThemeIcon's <div>: List.Item holds it in a <span> (valid HTML, issue 18).
    <Box
      component="span"
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        inlineSize: 22,
        blockSize: 22,
        borderRadius: '50%',
        background: done ? 'var(--mantine-color-success-filled)' : 'var(--mantine-color-gray-light)',
        color: done ? 'var(--mantine-color-white)' : 'var(--mantine-color-gray-light-color)',
      }}
    >
      <svg width="12" height="12" viewBox="0 0 24 24" focusable="false">
        {done ? <path fill="currentColor" d="m9 16.2-4.2-4.2L3.4 13.4 9 19 21 7l-1.4-1.4L9 16.2Z" /> : <circle cx="12" cy="12" r="5" fill="currentColor" />}
      </svg>
    </Box>
  );
}

/** What stands between the company and publishing a job (publish_blockers), as a checklist with a link for each open step. */
export function PublishChecklist({ company }: { company: TCompanyOwn }) {
  const can = useMemberCan();
  const { t, prefix } = useI18n();
  const ready = company.publish_blockers.length === 0;
  return (
    <Paper withBorder p="lg" data-testid="publish-checklist">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('company.blockers.title')}
        </Title>
        <Text size="sm" c={ready ? 'success.8' : 'dimmed'}>
          {ready ? t('company.blockers.ready') : t('company.blockers.intro')}
        </Text>
        <List spacing="sm" listStyleType="none" styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
          {CHECKS.map((check) => {
            const done = !company.publish_blockers.includes(check.blocker);
            return (
              <List.Item key={check.blocker} icon={<Mark done={done} />} data-testid={`blocker-${check.blocker}`} data-done={done}>
                <Text component="span" display="block" size="sm" fw={500}>
                  {t(check.label)}
                  <VisuallyHidden component="span"> — {done ? t('company.blockers.done') : t('company.blockers.todo')}</VisuallyHidden>
                </Text>
                {!done && check.blocker === 'company_unverified' && company.verification_status === 'pending' ? (
                  <Text component="span" display="block" size="sm" c="dimmed">
                    {t('company.verification.status.pending')}
                  </Text>
                ) : (
                  !done &&
                  (check.internal ? (
                    <Anchor component={Link} to={withPrefix(prefix, check.href)} size="sm">
                      {t(check.action)}
                    </Anchor>
                  ) : (
                    <Anchor href={check.href} size="sm">
                      {t(check.action)}
                    </Anchor>
                  ))
                )}
              </List.Item>
            );
          })}
        </List>
        {ready && can('jobs:write') && (
          <Anchor component={Link} to={withPrefix(prefix, '/post-job')} size="sm" fw={600}>
            {t('company.blockers.postJob')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
