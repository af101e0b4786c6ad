// The screening collection's figures (decision 083): the share of discriminatory phrasings held for their class and
// of legitimate ones passed, on the part the list was tuned on and on the part written before tuning and never tuned
// on. The held-out figures must stay at 0.95 or above. Reproduce: npx vitest run --project api apps/api/src/modules/moderation/screening-collection.test.ts
import { describe, expect, it } from 'vitest';
import { screeningRuleSeeds } from '../../db/seed/screening-rules.ts';
import { compileRules, screenText } from './screen.ts';
import { screeningCollection, type TScreeningPhrasing } from './screening-collection.ts';

const { compiled: rules } = compileRules(screeningRuleSeeds.map((seed, index) => ({ id: index + 1, ...seed })));

/** Held: found for every class it is marked with. Passed: nothing found. */
function figures(part: TScreeningPhrasing['part']) {
  const items = screeningCollection.filter((item) => item.part === part);
  const discriminatory = items.filter((item) => item.categories.length > 0);
  const legitimate = items.filter((item) => item.categories.length === 0);
  const categoriesOf = (text: string) => new Set(screenText({ qualifications: text }, rules).map((finding) => finding.category));
  const missed = discriminatory.filter((item) => {
    const found = categoriesOf(item.text);
    return !item.categories.every((category) => found.has(category));
  });
  const wronglyHeld = legitimate.filter((item) => categoriesOf(item.text).size > 0);
  return {
    part,
    discriminatory: discriminatory.length,
    held: (discriminatory.length - missed.length) / discriminatory.length,
    legitimate: legitimate.length,
    passed: (legitimate.length - wronglyHeld.length) / legitimate.length,
    missed: missed.map((item) => item.text),
    wronglyHeld: wronglyHeld.map((item) => item.text),
  };
}

describe('the screening collection', () => {
  it('has at least 200 phrasings, both parts with both kinds, every class held somewhere in the held-out part', () => {
    expect(screeningCollection.length).toBeGreaterThanOrEqual(200);
    const heldOut = screeningCollection.filter((item) => item.part === 'held_out');
    expect(heldOut.filter((item) => item.categories.length > 0).length).toBeGreaterThanOrEqual(50);
    expect(heldOut.filter((item) => item.categories.length === 0).length).toBeGreaterThanOrEqual(50);
    const classes = new Set(heldOut.flatMap((item) => item.categories));
    expect([...classes].sort()).toEqual(['age', 'appearance', 'disability', 'gender', 'marital_status', 'nationality', 'pregnancy', 'religion', 'tribe']);
  });

  it('holds at least 95% of the held-out discriminatory phrasings and passes at least 95% of the legitimate ones', () => {
    const tune = figures('tune');
    const heldOut = figures('held_out');
    for (const result of [tune, heldOut]) {
      console.info(
        `screening collection, ${result.part}: held ${result.held.toFixed(3)} of ${result.discriminatory} discriminatory, passed ${result.passed.toFixed(3)} of ${result.legitimate} legitimate` +
          (result.missed.length ? `; missed: ${result.missed.join(' | ')}` : '') +
          (result.wronglyHeld.length ? `; wrongly held: ${result.wronglyHeld.join(' | ')}` : ''),
      );
    }
    expect(heldOut.held).toBeGreaterThanOrEqual(0.95);
    expect(heldOut.passed).toBeGreaterThanOrEqual(0.95);
  });
});
