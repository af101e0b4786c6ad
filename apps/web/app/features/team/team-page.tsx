import { Anchor, Badge, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { TCompanyRole, TMember, TMembers } from '@tawzeef/contract';
import { useMemberCan } from '../../lib/company-access.ts';
import { useI18n } from '../../i18n/index.ts';
import { PageShell } from '../../components/page-shell.tsx';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatDay } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TTeamPage, TTeamResult } from './team.server.ts';
import { SecondStepOffer } from '../account-security/index.ts';
import './team.css';

const failureFor = (result: TTeamResult | undefined, intent: string, id?: number) => (result && !result.ok && result.intent === intent && (id === undefined || result.id === id) ? result : null);

/** A role and, for a viewer, the jobs shared with them: one field group of the invite and change forms. */
function RoleFields({ roles, jobs, role, shared, error }: { roles: readonly TCompanyRole[]; jobs: TMembers['jobs']; role: TCompanyRole; shared: number[]; error?: string }) {
  const { t } = useI18n();
  const [picked, setPicked] = useState<TCompanyRole>(role);
  return (
    <Stack gap={6}>
      <NativeSelect
        name="role"
        label={t('team.role')}
        value={picked}
        onChange={(event) => setPicked(event.currentTarget.value as TCompanyRole)}
        data={roles.map((value) => ({ value, label: t(`team.role.${value}`) }))}
        description={t(`team.role.${picked}.hint`)}
        error={error}
        data-testid="team-role"
      />
      {picked === 'viewer' && jobs.length > 0 && (
        <fieldset className="team-jobs">
          <legend>{t('team.invite.jobs')}</legend>
          <Stack gap={4}>
            {jobs.map((job) => (
              // Only the jobs that have applicants, each with its state (decision 148).
              <Checkbox
                key={job.id}
                name="job_ids"
                value={job.id}
                defaultChecked={shared.includes(job.id)}
                label={
                  <>
                    <bdi>{job.title}</bdi> <span className="team-job__state">({t(`enum.job_status.${job.status}`)})</span>
                  </>
                }
                data-testid="team-job"
                data-job-id={job.id}
                data-status={job.status}
              />
            ))}
          </Stack>
        </fieldset>
      )}
    </Stack>
  );
}

function MemberItem({ member, page, result }: { member: TMember; page: TTeamPage; result?: TTeamResult }) {
  const { t, locale } = useI18n();
  const can = useMemberCan();
  const owner = can('members');
  const updateFailed = failureFor(result, 'update', member.id);
  const removeFailed = failureFor(result, 'remove', member.id);
  return (
    <Paper withBorder className="pad-sm-md" component="article" data-testid="team-member" data-email={member.email}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            {/* A div, not Text's <p>: the badge is a <div>, which a <p> may not hold (the browser's parser closed the <p>
                before it, and the page it built differed from the server's: React #418). */}
            <Text fw={700} component="div">
              <bdi>{member.name}</bdi> {member.is_me && <Badge variant="light">{t('team.you')}</Badge>}
            </Text>
            <Text size="sm" c="dimmed" dir="ltr" ta="start">
              {member.email}
            </Text>
            <Text size="sm" c="dimmed">
              {t('team.joined', { date: formatDay(member.joined_at, locale)?.gregorian ?? '' })}
            </Text>
          </div>
          <Badge data-testid="team-member-role">{t(`team.role.${member.role}`)}</Badge>
        </Group>
        {member.role === 'viewer' && (
          <Text size="sm">
            {t('team.sharedJobs')}: {member.jobs.length ? member.jobs.map((job) => job.title).join('، ') : t('team.noSharedJobs')}
          </Text>
        )}
        {owner && (
          <details open={updateFailed ? true : undefined}>
            <summary>{t('team.role')}</summary>
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="id" value={member.id} />
              <RoleFields roles={page.roles} jobs={page.team.jobs} role={member.role} shared={member.jobs.map((job) => job.id)} error={updateFailed?.errors?.role?.[0] ?? updateFailed?.message} />
              <Button type="submit" size="xs" mt={6} data-testid="team-save">
                {t('team.save')}
              </Button>
            </Form>
          </details>
        )}
        {(owner || member.is_me) && (
          <details open={removeFailed ? true : undefined}>
            <summary>{member.is_me ? t('team.leave') : t('team.remove')}</summary>
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={member.id} />
              {member.is_me && <input type="hidden" name="self" value="1" />}
              <Text size="sm" mb={6}>
                {member.is_me ? t('team.leave.confirm') : t('team.remove.confirm', { name: member.name })}
              </Text>
              <Button type="submit" size="xs" color="red" data-testid="team-remove">
                {member.is_me ? t('team.leave.yes') : t('team.remove.yes')}
              </Button>
              {removeFailed && (
                <Text size="sm" c="red" role="alert">
                  {removeFailed.message}
                </Text>
              )}
            </Form>
          </details>
        )}
      </Stack>
    </Paper>
  );
}

/** The member's own daily digest of new applicants (decision 126): its state and the button that turns it the other way. */
function DigestSwitch({ digest }: { digest: TMembers['me']['digest'] }) {
  const { t } = useI18n();
  const on = digest === 'on';
  return (
    <Paper withBorder p="md" data-testid="team-digest">
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="digest" />
        <input type="hidden" name="digest" value={on ? 'off' : 'on'} />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Group gap="xs" mb={4}>
              <Title order={2} size="h4">
                {t('team.digest.title')}
              </Title>
              <Badge color={on ? 'green' : 'gray'} variant="light" data-testid="team-digest-state">
                {t(`team.digest.state.${digest}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t(on ? 'team.digest.on' : 'team.digest.off')}
            </Text>
          </div>
          <Button type="submit" variant={on ? 'default' : 'filled'} data-testid="team-digest-toggle">
            {t(on ? 'team.digest.turnOff' : 'team.digest.turnOn')}
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}

/** /company-team: the hiring team (decision 116). Owners invite and manage; a viewer finds the jobs shared with them. */
export function TeamPage({ page, result }: { page: TTeamPage; result?: TTeamResult }) {
  const { t, prefix, locale } = useI18n();
  const can = useMemberCan();
  useActionToast(result);
  const { team } = page;
  const me = team.items.find((member) => member.is_me);
  const inviteFailed = failureFor(result, 'invite');
  return (
    <PageShell titleKey="page.company-team">
      <Text c="dimmed">{t('team.intro')}</Text>
      <DigestSwitch digest={team.me.digest} />
      {team.me.role === 'viewer' && (
        <Paper withBorder p="md" data-testid="team-my-jobs">
          <Title order={2} size="h4" mb="sm">
            {t('team.myJobs')}
          </Title>
          {me?.jobs.length ? (
            <Stack component="ul" gap={6}>
              {me.jobs.map((job) => (
                <li key={job.id}>
                  <Anchor component={Link} to={withPrefix(prefix, `/company-jobs/${job.id}/applicants`)}>
                    <bdi>{job.title}</bdi>
                  </Anchor>
                </li>
              ))}
            </Stack>
          ) : (
            <Text>{t('team.myJobs.none')}</Text>
          )}
        </Paper>
      )}
      {can('members') && page.secondStepOffer && <SecondStepOffer />}
      {can('members') && (
        <Paper withBorder p="md">
          <Form method="post" noValidate data-testid="team-invite">
            <input type="hidden" name="intent" value="invite" />
            <Title order={2} size="h4" mb="sm">
              {t('team.invite.title')}
            </Title>
            <Stack gap="sm">
              <TextInput
                name="email"
                type="email"
                dir="ltr"
                label={t('team.invite.email')}
                description={t('team.invite.hint')}
                error={inviteFailed?.errors?.email?.[0]}
                data-testid="team-invite-email"
              />
              <RoleFields
                roles={page.roles}
                jobs={team.jobs}
                role="recruiter"
                shared={[]}
                error={inviteFailed?.errors?.role?.[0] ?? (inviteFailed && !inviteFailed.errors ? inviteFailed.message : undefined)}
              />
              <Group>
                <Button type="submit" data-testid="team-invite-submit">
                  {t('team.invite.submit')}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      )}
      <Title order={2} size="h4">
        {t('team.members')}
      </Title>
      <Stack component="ul" gap="sm" className="team-list" data-testid="team-members">
        {team.items.map((member) => (
          <li key={member.id}>
            <MemberItem member={member} page={page} result={result} />
          </li>
        ))}
      </Stack>
      {team.me.role === 'owner' && (
        <>
          <Title order={2} size="h4">
            {t('team.pending')}
          </Title>
          {team.invitations.length === 0 ? (
            <Text c="dimmed">{t('team.pending.none')}</Text>
          ) : (
            <Stack component="ul" gap="sm" className="team-list" data-testid="team-invitations">
              {team.invitations.map((invitation) => (
                <li key={invitation.id}>
                  <Paper withBorder className="pad-sm-md" data-testid="team-invitation">
                    <Group justify="space-between" gap="sm">
                      <div>
                        <Text dir="ltr" ta="start">
                          {invitation.email}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {t(`team.role.${invitation.role}`)} ·{' '}
                          {t('team.pending.expires', {
                            date: formatDay(invitation.expires_at, locale)?.gregorian ?? '',
                          })}
                        </Text>
                      </div>
                      <Form method="post" noValidate>
                        <input type="hidden" name="intent" value="withdraw" />
                        <input type="hidden" name="id" value={invitation.id} />
                        <Button type="submit" size="xs" variant="light" color="red">
                          {t('team.pending.withdraw')}
                        </Button>
                      </Form>
                    </Group>
                  </Paper>
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
    </PageShell>
  );
}
