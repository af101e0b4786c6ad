import { Badge, Text } from '@mantine/core';
import type { TApplicationEvent, TApplicationStage } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';
import './applications.css';

/** The usual path of an application; `rejected` replaces the rest of it when it happens. */
const PATH: readonly TApplicationStage[] = ['submitted', 'viewed', 'shortlisted', 'interview', 'hired'];

export const STAGE_COLORS: Record<TApplicationStage | 'withdrawn', string> = {
  submitted: 'gray',
  viewed: 'blue',
  shortlisted: 'teal',
  interview: 'violet',
  rejected: 'red',
  hired: 'green',
  withdrawn: 'gray',
};

export function StageBadge({ stage, withdrawn = false, company = false }: { stage: TApplicationStage; withdrawn?: boolean; company?: boolean }) {
  const { t } = useI18n();
  const shown = withdrawn ? 'withdrawn' : stage;
  const label = company ? t(`enum.company_stage.${shown}`) : t(`enum.stage.${shown}`);
  return (
    <Badge color={STAGE_COLORS[shown]} variant="light" tt="none" data-testid="stage-badge" data-stage={shown}>
      {label}
    </Badge>
  );
}

/**
 * Where the application stands on its path, as an ordered list the screen reader reads as steps; the current
 * step is `aria-current`. A rejection ends the path where it happened.
 */
export function StageProgress({ stage, events }: { stage: TApplicationStage; events: TApplicationEvent[] }) {
  const { t } = useI18n();
  const reached = new Set(events.map((e) => e.stage));
  const rejected = stage === 'rejected';
  const current = rejected ? Math.max(...PATH.map((s, i) => (reached.has(s) ? i : 0))) : PATH.indexOf(stage);
  const steps: TApplicationStage[] = rejected ? [...PATH.slice(0, current + 1), 'rejected'] : [...PATH];
  return (
    <ol className="app-progress" aria-label={t('applications.mine.progress')} data-testid="stage-progress">
      {steps.map((step, index) => {
        const isCurrent = step === stage;
        const done = rejected ? index < steps.length - 1 : index <= current;
        return (
          <li key={step} className="app-progress__step" data-done={done || undefined} data-rejected={step === 'rejected' || undefined} aria-current={isCurrent ? 'step' : undefined}>
            <span className="app-progress__dot" aria-hidden="true" />
            <Text component="span" size="xs" fw={isCurrent ? 700 : 400}>
              {t(`enum.stage.${step}`)}
            </Text>
          </li>
        );
      })}
    </ol>
  );
}

/** The dated history of an application, oldest first. */
export function StageTimeline({ events, company = false }: { events: TApplicationEvent[]; company?: boolean }) {
  const { t, locale } = useI18n();
  return (
    <ol className="app-timeline" data-testid="stage-timeline">
      {events.map((event, index) => (
        <li key={`${event.stage}-${index}`} data-stage={event.stage}>
          <Text component="span" size="sm" fw={500}>
            {company ? t(`enum.company_stage.${event.stage}`) : t(`enum.stage.${event.stage}`)}
          </Text>{' '}
          <Text component="time" size="sm" c="dimmed" dateTime={event.at}>
            {formatDay(event.at, locale)?.gregorian} · {new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Riyadh' }).format(new Date(event.at))}
          </Text>{' '}
          {!company && (
            <Text component="span" size="xs" c="dimmed">
              ({t(`applications.event.by.${event.by}`)})
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}
