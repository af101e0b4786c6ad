import type { TMapSettings } from '@tawzeef/contract';
import { api, type TApiArgs } from './api.server.ts';

/**
 * The map settings (public): the company's address map and /find-jobs's map of jobs near a place (decision 137).
 * Without them the pages still work: the coordinates are plain fields, the jobs a list.
 */
export async function loadMapSettings(args: TApiArgs): Promise<TMapSettings | null> {
  const result = await api(args).maps.settings();
  if (!result.ok || !result.data) {
    console.error('map settings failed', result.status, result.message);
    return null;
  }
  return result.data;
}
