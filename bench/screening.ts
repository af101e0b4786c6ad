/**
 * The cost of screening one job ad (issue 58, decisions 156 and 161): the built-in reading plus a few administrators' rules, on ads built
 * from the screening collection (a title and six fields of a few sentences each, as a company writes them), and the
 * reading alone. No database: the rules are compiled once, as `loadScreenRules` does for each screening.
 *
 *   npx tsx bench/screening.ts [--ads 300] [--rounds 5]
 */
import { parseArgs } from 'node:util';
import { SCREENED_FIELDS, foldText } from '@tawzeef/contract';
import { compileRules, screenText, type TScreenText } from '../apps/api/src/modules/moderation/screen.ts';
import { readRequirements } from '../apps/api/src/modules/moderation/read-requirements.ts';
import { screeningCollection } from '../apps/api/src/modules/moderation/screening-collection.ts';
import { percentile } from './support.ts';

const { values } = parseArgs({ options: { ads: { type: 'string', default: '300' }, rounds: { type: 'string', default: '5' } } });
const adCount = Number(values.ads);
const rounds = Number(values.rounds);

const started = performance.now();
// Decision 161 retired the seeded list (119 regular expressions, most of the cost before): the table starts empty and
// holds the administrators' own rules; a handful of phrase rules stands for them here.
const { compiled } = compileRules(['للذكور فقط', 'male only', 'من أسرة ذات نسب', 'singles preferred', 'فري فيزا'].map((pattern, index) => ({ id: index + 1, category: 'gender' as const, action: 'block' as const, kind: 'phrase' as const, pattern })));
const compileMs = performance.now() - started;

/** An ad: each field a few phrasings of the collection written for it (or for any field), joined as sentences. */
function ads(): TScreenText[] {
  const list: TScreenText[] = [];
  const texts = screeningCollection.map((item) => item.text);
  for (let ad = 0; ad < adCount; ad += 1) {
    const fields: TScreenText = {};
    SCREENED_FIELDS.forEach((field, at) => {
      const pick = (offset: number) => texts[(ad * 31 + at * 7 + offset * 13) % texts.length]!;
      fields[field] = field === 'title' ? pick(0) : [pick(0), pick(1), pick(2), pick(3)].join('. ');
    });
    list.push(fields);
  }
  return list;
}

const sample = ads();
const characters = sample.reduce((sum, ad) => sum + Object.values(ad).reduce((chars, text) => chars + (text?.length ?? 0), 0), 0) / sample.length;
// A first round to compile, then the rounds measured.
for (const ad of sample) screenText(ad, compiled);
const whole: number[] = [];
const reading: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const ad of sample) {
    let at = performance.now();
    screenText(ad, compiled);
    whole.push(performance.now() - at);
    at = performance.now();
    for (const field of SCREENED_FIELDS) readRequirements(field, foldText(ad[field] ?? '').text);
    reading.push(performance.now() - at);
  }
}
const show = (name: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.info(`${name.padEnd(34)} median ${percentile(sorted, 50).toFixed(2)} ms   p95 ${percentile(sorted, 95).toFixed(2)} ms   max ${sorted[sorted.length - 1]!.toFixed(2)} ms`);
};
console.info(`${sample.length} ads × ${rounds} rounds, ${Math.round(characters)} characters an ad on average; ${compiled.length} rules compiled in ${compileMs.toFixed(1)} ms`);
show('screen one ad (reading + 5 rules)', whole);
show('the built-in reading alone', reading);
