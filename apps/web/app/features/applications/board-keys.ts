import type { TApplicationStage } from '@tawzeef/contract';

/** What a key does to a card picked up on the board (decision 111). */
export type TBoardKeyStep = { kind: 'target'; stage: TApplicationStage } | { kind: 'drop'; stage: TApplicationStage } | { kind: 'cancel' } | null;

/**
 * The keyboard move of a picked-up card: the arrows go through the stages it may move to (`targets`, in board order),
 * following the page's direction (the next column is to the left in Arabic), and wrap around; Enter or Space drops it
 * on the chosen stage; Escape puts it back. Anything else (or Enter before a stage is chosen) does nothing.
 */
export function boardKeyStep(key: string, targets: readonly TApplicationStage[], chosen: TApplicationStage | null, dir: 'rtl' | 'ltr'): TBoardKeyStep {
  if (key === 'Escape') return { kind: 'cancel' };
  if ((key === 'Enter' || key === ' ') && chosen) return { kind: 'drop', stage: chosen };
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (!targets.length || ![forward, backward, 'ArrowDown', 'ArrowUp'].includes(key)) return null;
  const step = key === forward || key === 'ArrowDown' ? 1 : -1;
  const at = chosen === null ? (step === 1 ? -1 : targets.length) : targets.indexOf(chosen);
  return { kind: 'target', stage: targets[(at + step + targets.length) % targets.length]! };
}
