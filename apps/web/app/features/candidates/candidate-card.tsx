import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import type { TCandidateCard, TTalentPool } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDaysAgo, formatYearCount } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { MatchReasons, MatchScore } from '../../components/match-score.tsx';
import { MessageButton } from '../messages/index.ts';
import type { TSaveResult } from './candidate-search.server.ts';
import './candidates.css';
import { PhoneText } from '../../components/phone-text.tsx';

/** The link to a candidate's CV (the employee page), with the way back to where the company is. */
export function candidateCvHref(prefix: string, id: number, back: string): string {
  return withPrefix(prefix, `/employee-profile?id=${id}&back=${encodeURIComponent(back)}`);
}

/**
 * "Save to a list": one of the company's lists, or a new one by name. A native disclosure, so it opens and posts
 * without JavaScript.
 */
export function SaveToPool({ candidate, pools, action, result }: { candidate: TCandidateCard; pools: TTalentPool[]; action: string; result?: TSaveResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('seeker_id') === String(candidate.id);
  const failed = result && !result.ok && result.seeker_id === candidate.id ? result : null;
  const choices = pools.filter((pool) => !candidate.pools.includes(pool.id));
  return (
    // Keyed by the lists holding the candidate: once saved, the form closes and empties.
    <details key={candidate.pools.join(',')} className="candidate-save" open={failed ? true : undefined} data-testid="save-to-pool">
      <summary>{t('candidates.save.summary')}</summary>
      <Form method="post" action={action} className="candidate-save__form">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="seeker_id" value={candidate.id} />
        <Group gap="xs" align="flex-end" wrap="wrap">
          {choices.length > 0 && (
            <NativeSelect
              name="pool_id"
              size="xs"
              label={t('candidates.save.pool')}
              data={[
                ...choices.map((pool) => ({
                  value: String(pool.id),
                  label: pool.name,
                })),
                { value: 'new', label: t('candidates.save.newPool') },
              ]}
              data-testid="save-pool-select"
            />
          )}
          <TextInput
            name="pool_name"
            size="xs"
            label={t('candidates.save.newPoolName')}
            description={choices.length > 0 ? t('candidates.save.newPoolHint') : undefined}
            maxLength={80}
            error={failed?.errors?.name?.[0] ?? failed?.errors?.employee?.[0]}
            data-testid="save-pool-name"
          />
          <Button type="submit" size="xs" loading={busy} data-testid="save-pool-submit">
            {t('candidates.save.submit')}
          </Button>
        </Group>
        {failed && !failed.errors && (
          <Text size="sm" c="red" role="alert" mt={4}>
            {failed.message}
          </Text>
        )}
      </Form>
    </details>
  );
}

/** A candidate: name (initials until the company is verified), headline, city, experience, skills, last active, match, lists. */
export function CandidateCard(props: { candidate: TCandidateCard; pools: TTalentPool[]; back: string; jobId?: number | null; children?: ReactNode }) {
  const { candidate, pools, back, jobId, children } = props;
  const { t, locale, prefix } = useI18n();
  const savedIn = pools.filter((pool) => candidate.pools.includes(pool.id));
  const facts = [
    candidate.city?.name,
    candidate.experience_years >= 1
      ? t('candidates.card.experience', {
          years: formatYearCount(Math.floor(candidate.experience_years), locale),
        })
      : t('candidates.card.noExperience'),
    t('candidates.card.lastActive', {
      when: formatDaysAgo(candidate.last_active_days, locale),
    }),
  ].filter(Boolean);
  return (
    <Paper withBorder component="article" className="candidate-card pad-sm-md" data-testid="candidate-card" data-candidate-id={candidate.id}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Box miw={0}>
            <Anchor component={Link} to={candidateCvHref(prefix, candidate.id, back)} fw={700} size="lg" data-testid="candidate-name">
              <bdi>{candidate.name}</bdi>
            </Anchor>
            {candidate.headline && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                <bdi>{candidate.headline}</bdi>
              </Text>
            )}
          </Box>
          {candidate.match && <MatchScore score={candidate.match.score} />}
        </Group>
        <Text size="sm" component="p" m={0} className="candidate-card__facts">
          {facts.map((fact, index) => (
            <span key={index}>{fact}</span>
          ))}
        </Text>
        {candidate.contact && (
          <Group gap="md" wrap="wrap" data-testid="candidate-contact">
            <Text size="sm">
              <bdi dir="ltr">{candidate.contact.email}</bdi>
            </Text>
            {candidate.contact.phone && (
              <Text size="sm">
                <PhoneText phone={candidate.contact.phone} />
              </Text>
            )}
          </Group>
        )}
        {candidate.top_skills.length > 0 && (
          <Group gap={6} component="ul" className="candidate-card__skills" aria-label={t('candidates.card.skills')}>
            {candidate.top_skills.map((skill) => (
              <li key={skill}>
                <Badge variant="light" color="gray" tt="none" radius="sm">
                  <bdi>{skill}</bdi>
                </Badge>
              </li>
            ))}
          </Group>
        )}
        {candidate.match && (
          <details className="candidate-why">
            <summary>{t('candidates.card.why')}</summary>
            <MatchReasons reasons={candidate.match.reasons} voice="company" />
          </details>
        )}
        {savedIn.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="candidate-saved-in">
            {t('candidates.card.inPools', {
              names: savedIn.map((pool) => pool.name).join(locale === 'ar' ? '، ' : ', '),
            })}
          </Text>
        )}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Box style={{ flex: 1, minInlineSize: 0 }}>{children}</Box>
          <Group gap="xs">
            {/* A company writes to those whose contact it may see (decision 029: unverified, only its applicants), unless they blocked it. */}
            {!candidate.contact_hidden && !candidate.blocked && <MessageButton seekerId={candidate.id} jobId={jobId} />}
            {!candidate.contact_hidden && candidate.blocked && (
              <Text size="xs" c="dimmed" data-testid="candidate-blocked">
                {t('candidates.card.blocked')}
              </Text>
            )}
            <Button component={Link} to={candidateCvHref(prefix, candidate.id, back)} variant="light" size="xs" data-testid="candidate-open">
              {t('candidates.card.open')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
