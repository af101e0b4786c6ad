import { COMPLETENESS_WEIGHTS, OPTIONAL_SECTIONS, SOCIAL_NETWORKS, type TCompletenessSection, type TCv } from '@tawzeef/contract';
import { PROFILE_SECTIONS } from '../sections.ts';

/** Everything the overview lists: the eleven sections, then the photo and the CV file. */
export const CHECKLIST_KEYS = [...PROFILE_SECTIONS, 'photo', 'cv'] as const;
export type TChecklistKey = (typeof CHECKLIST_KEYS)[number];

export type TChecklistState = 'done' | 'missing' | 'optional';

export interface TChecklistItem {
  key: TChecklistKey;
  /** Its share of the completeness ratio; 0 for optional sections. */
  weight: number;
  state: TChecklistState;
  /** App path (without the language prefix) where the person completes it. */
  path: string;
}

const isOptional = (key: string): key is (typeof OPTIONAL_SECTIONS)[number] => (OPTIONAL_SECTIONS as readonly string[]).includes(key);
const isWeighted = (key: string): key is TCompletenessSection => Object.hasOwn(COMPLETENESS_WEIGHTS, key);

/** Where each item is completed: a section's own page; the photo and the CV file on the files page. */
export function checklistPath(key: TChecklistKey): string {
  return key === 'photo' || key === 'cv' ? '/profile/files' : `/profile/${key}`;
}

/** Whether an optional section holds anything (it never changes the ratio). */
function hasOptionalContent(cv: TCv | null, key: (typeof OPTIONAL_SECTIONS)[number]): boolean {
  if (!cv) return false;
  if (key === 'membership-info') return cv.memberships.length > 0;
  if (key === 'courses') return cv.courses.length > 0;
  if (key === 'languages') return Array.isArray(cv.languages) && cv.languages.length > 0;
  return SOCIAL_NETWORKS.some((network) => Boolean((cv as Record<string, unknown>)[network]));
}

/** The overview's list, from the API's completeness (it decides what "complete" means). */
export function profileChecklist(cv: TCv | null): TChecklistItem[] {
  const complete = new Map((cv?.completeness.sections ?? []).map((s) => [s.key, s.complete]));
  return CHECKLIST_KEYS.map((key) => {
    const path = checklistPath(key);
    if (isOptional(key)) return { key, weight: 0, path, state: hasOptionalContent(cv, key) ? 'done' : 'optional' };
    const weight = isWeighted(key) ? COMPLETENESS_WEIGHTS[key] : 0;
    return { key, weight, path, state: complete.get(key) ? 'done' : 'missing' };
  });
}

/** The suggested next step: the missing item worth the most (the list's order breaks ties). */
export function nextStep(items: readonly TChecklistItem[]): TChecklistItem | null {
  return items.filter((item) => item.state === 'missing').reduce<TChecklistItem | null>((best, item) => (!best || item.weight > best.weight ? item : best), null);
}
