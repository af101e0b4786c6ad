import { eq, inArray } from 'drizzle-orm';
import { siteLink, type TLocale } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { companies, jobs, users } from '../../db/schema/index.ts';
import { fillText, renderMail } from '../delivery/templates.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { addDays, riyadhDateOf } from './state.ts';

/** What a company is told about one of its jobs' life (decision 032): it went live, it is about to expire, it expired. */
export type TJobNotice = 'live' | 'expiring' | 'expired';

export interface TJobMailDeps {
  db: TDatabase;
  notifier: TNotifier;
  config: Pick<TConfig, 'publicUrl' | 'jobPostingDays'>;
  log?: { error(details: object, message: string): void };
}

const TEXTS = {
  en: {
    liveSubject: 'Your job “{job}” is live on Tawzeef',
    liveTitle: 'Your job is live',
    liveBody: 'Job seekers can now find the job “{job}” and apply until {deadline}. Their applications arrive in your jobs dashboard.',
    liveAction: 'View the job',
    expiringSubject: 'Your job “{job}” stops taking applications on {deadline}',
    expiringTitle: 'Your job is about to expire',
    expiringBody: 'The job “{job}” takes applications until {deadline} (Riyadh time). After that day it expires and leaves the search results.',
    expiringNext: 'While it is live you can move its deadline up to {max} from the job’s edit page, at no cost. Once it has expired you can renew it for a new period with a new posting fee.',
    expiringAction: 'Edit the job',
    expiredSubject: 'Your job “{job}” has expired',
    expiredTitle: 'Your job has expired',
    expiredBody: 'The job “{job}” stopped taking applications after {deadline}. Its applications stay in your jobs dashboard.',
    expiredNext: 'To post it again, renew it with a new deadline: it goes live again once the posting fee is paid.',
    expiredAction: 'Renew the job',
  },
  ar: {
    liveSubject: 'وظيفتك «{job}» منشورة الآن على توظيف',
    liveTitle: 'وظيفتك منشورة',
    liveBody: 'يمكن للباحثين عن عمل الآن العثور على وظيفة «{job}» والتقديم عليها حتى {deadline}. تصلك طلباتهم في لوحة وظائفك.',
    liveAction: 'اعرض الوظيفة',
    expiringSubject: 'تتوقف وظيفتك «{job}» عن استقبال الطلبات في {deadline}',
    expiringTitle: 'اقترب انتهاء وظيفتك',
    expiringBody: 'تستقبل وظيفة «{job}» الطلبات حتى {deadline} (بتوقيت الرياض). بعد ذلك اليوم تنتهي وتختفي من نتائج البحث.',
    expiringNext: 'ما دامت منشورة يمكنك تمديد آخر موعد للتقديم حتى {max} من صفحة تعديل الوظيفة دون أي رسوم. وبعد انتهائها يمكنك تجديدها لمدة جديدة برسوم نشر جديدة.',
    expiringAction: 'عدّل الوظيفة',
    expiredSubject: 'انتهت وظيفتك «{job}»',
    expiredTitle: 'انتهت وظيفتك',
    expiredBody: 'توقفت وظيفة «{job}» عن استقبال الطلبات بعد {deadline}. تبقى طلباتها في لوحة وظائفك.',
    expiredNext: 'لنشرها مجددًا جدّدها بموعد تقديم جديد: تُنشر مرة أخرى بعد دفع رسوم النشر.',
    expiredAction: 'جدّد الوظيفة',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

const DAY_FORMAT: Record<TLocale, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB' };

/** A Riyadh calendar day (YYYY-MM-DD) as people read it in `locale`: «الخميس، 14 مايو 2026», "Thursday, 14 May 2026". */
export function formatRiyadhDay(day: string, locale: TLocale): string {
  return new Intl.DateTimeFormat(DAY_FORMAT[locale], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' }).format(new Date(`${day}T12:00:00+03:00`));
}

/** The site's address in the company account's language: `/en` for English, none for Arabic (the default). */

/** The jobs, each with its company account's address and language. */
export async function findJobMailees(db: TDatabase, jobIds: readonly number[]) {
  if (jobIds.length === 0) return [];
  return db
    .select({ id: jobs.id, title: jobs.title, deadline: jobs.deadline, activated_at: jobs.activated_at, email: users.email, locale: users.locale })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(inArray(jobs.id, [...jobIds]));
}

/**
 * Tells each job's company, in its account's language, that the job went live, is about to expire or has expired.
 * Callers send it after the one change that happens once (the transition to active, the guarded UPDATE that marks
 * the warning or the expiry); a failed send is logged, never thrown: the job's state is decided either way.
 */
export async function sendJobNotices(deps: TJobMailDeps, jobIds: readonly number[], notice: TJobNotice): Promise<void> {
  let mailees: Awaited<ReturnType<typeof findJobMailees>> = [];
  try {
    mailees = await findJobMailees(deps.db, jobIds);
  } catch (error) {
    deps.log?.error({ err: error, notice }, 'job notices could not be read');
    return;
  }
  for (const job of mailees) {
    try {
      const text = TEXTS[job.locale];
      const page = (path: string) => siteLink(deps.config.publicUrl, job.locale, path);
      const liveSince = riyadhDateOf(job.activated_at ?? new Date());
      const values = {
        job: job.title,
        deadline: job.deadline ? formatRiyadhDay(job.deadline, job.locale) : '',
        max: formatRiyadhDay(addDays(liveSince, deps.config.jobPostingDays), job.locale),
      };
      const action = {
        live: { label: text.liveAction, url: page(`/jobs/${job.id}`) },
        expiring: { label: text.expiringAction, url: page(`/post-job/${job.id}`) },
        expired: { label: text.expiredAction, url: page('/company-jobs?tab=expired') },
      }[notice];
      const paragraphs = {
        live: [fillText(text.liveBody, values)],
        expiring: [fillText(text.expiringBody, values), fillText(text.expiringNext, values)],
        expired: [fillText(text.expiredBody, values), text.expiredNext],
      }[notice];
      const mail = renderMail({ locale: job.locale, title: text[`${notice}Title`], paragraphs, action });
      await deps.notifier.mail({ to: job.email, subject: fillText(text[`${notice}Subject`], values), ...mail, locale: job.locale, purpose: `job_${notice}` });
    } catch (error) {
      deps.log?.error({ err: error, jobId: job.id, notice }, 'job notice could not be sent');
    }
  }
}
