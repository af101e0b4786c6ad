import type { TJobPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';

/** Where the job is: its city, remote, or both. */
export function usePlace(job: TJobPublic): string | null {
  const { t } = useI18n();
  const remote = job.is_remote || job.job_type === 'remotely';
  if (job.city && remote) return t('jobPage.remoteFrom', { city: job.city.name });
  if (job.city) return job.city.name;
  return remote ? t('jobPage.remote') : null;
}
