import type { TTranslate } from '../i18n/index.ts';

/**
 * The other cities of a metropolitan area whose matches follow the city's own (decisions 170 and 178), those with any,
 * each with its count in words ("Dhahran: one job", «الخبر: مرشحان»): /find-jobs's line and the candidate search's.
 */
export function metroCities(metro: ReadonlyArray<{ id: number; name: string; count: number }>, count: (count: number) => string, t: TTranslate): string {
  return metro
    .filter((city) => city.count > 0)
    .map((city) => t('search.elsewhere.city', { city: city.name, count: count(city.count) }))
    .join(t('search.reading.separator'));
}
