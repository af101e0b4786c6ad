import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { screeningRuleSeeds } from '../../db/seed/screening-rules.ts';
import { screeningQuestionRuleSeeds } from '../../db/seed/screening-question-rules.ts';
import { compileRules, screenText } from './screen.ts';
it('probe', () => {
  const { compiled } = compileRules([...screeningRuleSeeds, ...screeningQuestionRuleSeeds].map((seed, index) => ({ id: index + 1, ...seed })));
  const items = JSON.parse(readFileSync(process.env.PROBE ?? '/tmp/probe/probes.json', 'utf8')) as Array<[string, string, string[]]>;
  let ok = 0;
  const bad: string[] = [];
  for (const [text, field, cats] of items) {
    const found = new Set(screenText({ [field]: text }, compiled).map((f) => f.category));
    const good = cats.length ? cats.every((c) => found.has(c as never)) : found.size === 0;
    if (good) ok++; else bad.push(`${text} [${field}] want ${cats.join('+') || 'pass'} got ${[...found].join('+') || 'nothing'}`);
  }
  console.log(`PROBE ${ok}/${items.length}\n` + bad.join('\n'));
});
