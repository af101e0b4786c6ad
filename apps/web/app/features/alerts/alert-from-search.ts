import { ALERT_FILTER_NAMES, type TAlertInput } from '@tawzeef/contract';

/**
 * A /find-jobs search as a job alert (decision 039): its words become the keywords (`open_keys`, read the same way
 * by the digest, a place among them included), the filters an alert knows are kept as they are; "posted within",
 * "exact words", sort and page are not an alert's (a digest has its own window: the jobs new since the last one).
 */
export function alertFromSearch(params: Partial<Record<string, string | undefined>>): { open_keys: string; filters: Record<string, string> } {
  const filters: Record<string, string> = {};
  for (const name of ALERT_FILTER_NAMES) {
    const value = params[name]?.trim();
    if (value) filters[name] = value;
  }
  return { open_keys: params.q?.trim() ?? '', filters };
}

/** Whether a search has something an alert can watch: words or one of the filters an alert knows (the API's rule). */
export function canAlertOn(params: Partial<Record<string, string | undefined>>): boolean {
  const { open_keys, filters } = alertFromSearch(params);
  return open_keys !== '' || Object.keys(filters).length > 0;
}

/** The API's body for an alert made from a search, with the chosen frequency. */
export function alertInputFromSearch(params: Partial<Record<string, string | undefined>>, frequency: string): TAlertInput {
  const { open_keys, filters } = alertFromSearch(params);
  return { open_keys, filters: filters as TAlertInput['filters'], frequency: frequency as TAlertInput['frequency'] };
}
