/** The explainable match score (decision 016): the score badge and its reasons, for companies (applicants) and job seekers (the job page, My applications). */
import type { TMatchReason, TSeekerMatch } from '@tawzeef/contract';
import { useI18n } from '../i18n/index.ts';
import { formatInteger, formatSar } from '../lib/format.ts';
import { badgeLook } from './plain.tsx';
import './match-score.css';

/** Who reads the reasons: the company (about the applicant) or the job seeker (about themself). */
export type TVoice = 'company' | 'seeker';

export function scoreColor(score: number) {
  return score >= 70 ? 'green' : score >= 40 ? 'yellow' : 'gray';
}

/** The match score as a badge. */
export function MatchScore({ score }: { score: number }) {
  const { t, locale } = useI18n();
  return (
    <span {...badgeLook({ color: scoreColor(score), variant: 'filled', size: 'lg' })} data-testid="match-score" data-score={score}>
      {t('applicants.match', { score: formatInteger(score, locale) ?? '' })}
    </span>
  );
}

/** One reason of the match score in the reader's language, with the points it earned out of its weight. */
function Reason({ reason, voice }: { reason: TMatchReason; voice: TVoice }) {
  const { t, locale } = useI18n();
  const p = reason.params;
  const qualification = (value: unknown) => (typeof value === 'string' && value ? t(`enum.qualification_type.${value as 'bachelor'}`) : '');
  const values: Record<string, string> = {
    years: formatInteger(Number(p.years ?? 0), locale) ?? '',
    required: reason.code === 'qualification' ? qualification(p.required) : (formatInteger(Number(p.required ?? 0), locale) ?? ''),
    highest: qualification(p.highest),
    found: String(p.found ?? ''),
    count: formatInteger(Number(p.count ?? 0), locale) ?? '',
    expected: formatSar(Number(p.expected ?? 0), locale) ?? '',
  };
  const outcome = reason.code === 'city' && p.remote ? 'remote' : reason.outcome;
  const key =
    voice === 'seeker' ? (`applications.myMatch.reason.${reason.code}.${outcome as 'met'}` as const) : (`applicants.reason.${reason.code}.${outcome as 'met'}` as const);
  return (
    <li data-code={reason.code} data-outcome={reason.outcome}>
      <span>
        <span aria-hidden="true">{reason.outcome === 'met' ? '✓ ' : reason.outcome === 'partial' ? '◐ ' : reason.outcome === 'missed' ? '✗ ' : '– '}</span>
        {t(key, values)}
      </span>
      {reason.weight > 0 && (
        <span className="match-reason__points">
          {t('applicants.points', { points: formatInteger(Math.round(reason.points), locale) ?? '', weight: formatInteger(reason.weight, locale) ?? '' })}
        </span>
      )}
    </li>
  );
}

/** The reasons of a match score, each with its points. */
export function MatchReasons({ reasons, voice }: { reasons: readonly TMatchReason[]; voice: TVoice }) {
  return (
    <ul className="match-reasons" data-testid="match-reasons">
      {reasons.map((reason) => (
        <Reason key={reason.code} reason={reason} voice={voice} />
      ))}
    </ul>
  );
}

/** What the note under a computed score says: to complete the profile only while it is not complete. */
export function myMatchNote(match: Pick<TSeekerMatch, 'from'>, profileRatio: number | null | undefined) {
  if (match.from === 'application') return 'applications.myMatch.applied' as const;
  return profileRatio === 100 ? ('applications.myMatch.previewComplete' as const) : ('applications.myMatch.preview' as const);
}

/**
 * The job seeker's own match score with a job and its reasons: stored with their application, or computed now.
 * `profileRatio`: how complete their profile is (asked to complete it only below 100 %).
 */
export function MyMatch({ match, profileRatio }: { match: TSeekerMatch; profileRatio?: number | null }) {
  const { t } = useI18n();
  return (
    <div className="my-match" data-testid="my-match" data-from={match.from}>
      <div className="plain-row" data-apart="">
        <p className="plain-text-sm plain-strong">{t('applications.myMatch.title')}</p>
        <MatchScore score={match.score} />
      </div>
      <p className="my-match__note">{t(myMatchNote(match, profileRatio))}</p>
      <details>
        <summary>
          <span className="plain-text-sm">{t('applications.myMatch.why')}</span>
        </summary>
        <MatchReasons reasons={match.reasons} voice="seeker" />
      </details>
    </div>
  );
}
