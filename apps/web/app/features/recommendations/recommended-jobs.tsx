/** Jobs recommended from the CV (decision 139): the home page's and the profile overview's section, in plain elements (decision 066). */
import { Form } from 'react-router';
import type { TRecommendationSection } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { JobCard } from '../../components/job-card.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { PlainAlert, buttonLook } from '../../components/plain.tsx';
import { MatchReasons, MatchScore } from '../../components/match-score.tsx';
import type { TRecommendationsShown } from './recommendations.server.ts';
import './recommended-jobs.css';

/** Where each part of the profile is completed. */
const SECTION_PATHS: Record<TRecommendationSection, string> = {
  desired_job: '/profile/job-required',
  city: '/profile/personal-info',
  skills: '/profile/skills',
  experience: '/profile/personal-exp',
  qualification: '/profile/qualification',
};

/** The one or two parts of the profile that would help most, each a link to its form. */
function ThinProfile({ sections }: { sections: readonly TRecommendationSection[] }) {
  const { t, prefix } = useI18n();
  return (
    <PlainAlert color="yellow" role="note" data-testid="recommendations-thin">
      <strong>{t('recommendations.thin.title')}</strong> {t('recommendations.thin.text')}{' '}
      {sections.map((section, i) => (
        <span key={section}>
          {i > 0 && ' · '}
          <PlainLink className="plain-link" to={withPrefix(prefix, SECTION_PATHS[section])} data-testid={`recommendations-thin-${section}`}>
            {t(`recommendations.section.${section}`)}
          </PlainLink>
        </span>
      ))}
    </PlainAlert>
  );
}

/**
 * The recommended jobs, each with its match score, its strongest reasons and "Not interested"; the thin profile's
 * prompt; on the profile (`weekly`), the weekly mail's switch. The forms post to the page's own action.
 */
export function RecommendedJobs({ data, weekly = false, isWholeList = false }: { data: TRecommendationsShown; weekly?: boolean; isWholeList?: boolean }) {
  const { t, prefix } = useI18n();
  const links = (
    <span className="plain-row">
      {/* The home page and the profile show the first few: all of them are on their own page (decision 152). */}
      {!isWholeList && data.items.length > 0 && (
        <PlainLink className="plain-link" to={withPrefix(prefix, '/recommended-jobs')} data-testid="recommendations-all-link">
          {t('recommendations.allLink')}
        </PlainLink>
      )}
      <PlainLink className="plain-link" to={withPrefix(prefix, '/recommended-jobs/dismissed')} data-testid="recommendations-dismissed-link">
        {t('recommendations.dismissedLink')}
      </PlainLink>
    </span>
  );
  return (
    <section className="plain-stack recommended-jobs" aria-labelledby={isWholeList ? undefined : 'recommended-jobs'} aria-label={isWholeList ? t('recommendations.title') : undefined} data-testid="recommended-jobs">
      {isWholeList ? (
        <div className="plain-row" data-apart="">{links}</div>
      ) : (
        <div className="plain-row home-section__head" data-apart="">
          <h2 className="plain-title" id="recommended-jobs">
            {t('recommendations.title')}
          </h2>
          {links}
        </div>
      )}
      {data.missing_sections.length > 0 && <ThinProfile sections={data.missing_sections} />}
      {data.items.length === 0 ? (
        data.missing_sections.includes('desired_job') ? null : <p className="plain-dimmed" data-testid="recommendations-empty">{t('recommendations.empty')}</p>
      ) : (
        <>
          <p className="plain-dimmed recommended-jobs__intro">{t('recommendations.intro')}</p>
          <ul className="job-card-list recommended-jobs__list">
            {data.items.map((item) => (
              <li key={item.job.id} className="recommended-job" data-testid="recommended-job" data-job-id={item.job.id}>
                <JobCard
                  job={item.job}
                  action={
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="recommendation-dismiss" />
                      <input type="hidden" name="id" value={item.job.id} />
                      <button type="submit" {...buttonLook({ variant: 'subtle', size: 'xs' })} aria-label={t('recommendations.dismissLabel', { title: item.job.title })} data-testid="recommendation-dismiss">
                        {t('recommendations.dismiss')}
                      </button>
                    </Form>
                  }
                />
                <div className="recommended-job__why">
                  <MatchScore score={item.score} />
                  {item.near && <span className="job-card-badge">{t('recommendations.near')}</span>}
                  <MatchReasons reasons={item.reasons} voice="seeker" />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {weekly && (
        <Form method="post" className="plain-row recommended-jobs__weekly" data-testid="recommendations-weekly">
          <input type="hidden" name="intent" value="recommendation-weekly" />
          <input type="hidden" name="weekly" value={data.weekly_mail ? 'off' : 'on'} />
          <span>{t(data.weekly_mail ? 'recommendations.weekly.on' : 'recommendations.weekly.off')}</span>
          <button type="submit" {...buttonLook({ variant: data.weekly_mail ? 'outline' : 'filled', size: 'xs' })} data-testid="recommendations-weekly-toggle">
            {t(data.weekly_mail ? 'recommendations.weekly.turnOff' : 'recommendations.weekly.turnOn')}
          </button>
        </Form>
      )}
    </section>
  );
}
