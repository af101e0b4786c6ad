import type { TJobPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';

/** Where the job is: its city, remote, or both; a hybrid job its city and part from home (decision 045). */
export function usePlace(job: TJobPublic): string | null {
  const { t } = useI18n();
  const remote = job.work_place === 'remote';
  if (job.city && remote) return t('jobPage.remoteFrom', { city: job.city.name });
  if (job.city && job.work_place === 'hybrid') return t('jobPage.hybridIn', { city: job.city.name });
  if (job.city) return job.city.name;
  return remote ? t('jobPage.remote') : null;
}
