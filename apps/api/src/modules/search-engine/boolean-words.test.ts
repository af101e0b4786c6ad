import { describe, expect, it } from 'vitest';
import { readBooleanWords, readingOfTree, type TBooleanNode } from './boolean-words.ts';

/** A tree written briefly: 'w:text', 'p:text' (a phrase), ['and'|'or', ...items], ['not', item]. */
type TBrief = string | ['and' | 'or', ...TBrief[]] | ['not', TBrief];
const brief = (node: TBooleanNode): TBrief => {
  if (node.kind === 'words') return `${node.phrase ? 'p' : 'w'}:${node.text}`;
  if (node.kind === 'not') return ['not', brief(node.item)];
  return [node.kind, ...node.items.map(brief)];
};
const tree = (q: string): TBrief | string => {
  const read = readBooleanWords(q);
  return read.kind === 'boolean' ? brief(read.tree) : read.kind;
};
const reading = (q: string, locale: 'ar' | 'en') => {
  const read = readBooleanWords(q);
  if (read.kind !== 'boolean') throw new Error(`${q} is ${read.kind}`);
  return readingOfTree(read.tree, locale, (node) => node.text);
};

describe('boolean words (decision 136)', () => {
  it('leaves words without NOT, a phrase, a parenthesis or an upper-case AND to the plain reading', () => {
    for (const q of ['nurse', 'nurse OR midwife', 'nurse or midwife', 'research and development', 'not a nurse', 'محاسب أو مدقق', 'محاسب و مدقق', 'full-time nurse', 'ممرض والدمام', 'accountant OR']) {
      expect(tree(q), q).toBe('plain');
    }
  });

  it('reads AND, OR and NOT in upper case, with AND before OR and words side by side as one run', () => {
    expect(tree('accountant NOT senior')).toEqual(['and', 'w:accountant', ['not', 'w:senior']]);
    expect(tree('nurse OR midwife NOT senior')).toEqual(['or', 'w:nurse', ['and', 'w:midwife', ['not', 'w:senior']]]);
    expect(tree('python AND developer')).toEqual(['and', 'w:python', 'w:developer']);
    expect(tree('sales manager AND riyadh')).toEqual(['and', 'w:sales manager', 'w:riyadh']);
    expect(tree('-intern accountant')).toEqual(['and', ['not', 'w:intern'], 'w:accountant']);
    // NOT takes the next word only: the rest is wanted.
    expect(tree('accountant NOT senior manager')).toEqual(['and', 'w:accountant', ['not', 'w:senior'], 'w:manager']);
  });

  it('groups by parentheses and reads quoted phrases whole', () => {
    expect(tree('(python OR java) AND developer')).toEqual(['and', ['or', 'w:python', 'w:java'], 'w:developer']);
    expect(tree('developer (python OR java)')).toEqual(['and', 'w:developer', ['or', 'w:python', 'w:java']]);
    expect(tree('"project manager"')).toEqual('p:project manager');
    expect(tree('“project manager” OR "product owner"')).toEqual(['or', 'p:project manager', 'p:product owner']);
    expect(tree('accountant NOT (senior OR lead)')).toEqual(['and', 'w:accountant', ['not', ['or', 'w:senior', 'w:lead']]]);
    expect(tree('engineer NOT "site engineer"')).toEqual(['and', 'w:engineer', ['not', 'p:site engineer']]);
  });

  it('reads «أو», «ليس», «وليس» and «و» as words of their own in Arabic, never glued «و»', () => {
    expect(tree('مبرمج ليس متدرب')).toEqual(['and', 'w:مبرمج', ['not', 'w:متدرب']]);
    expect(tree('محاسب وليس مدقق')).toEqual(['and', 'w:محاسب', ['not', 'w:مدقق']]);
    expect(tree('«مدير مشاريع»')).toEqual('p:مدير مشاريع');
    expect(tree('(محاسب أو مدقق) ليس متدرب')).toEqual(['and', ['or', 'w:محاسب', 'w:مدقق'], ['not', 'w:متدرب']]);
    expect(tree('"مدير مشاريع" و الرياض')).toEqual(['and', 'p:مدير مشاريع', 'w:الرياض']);
    expect(tree('ممرض ليس والدمام')).toEqual(['and', 'w:ممرض', ['not', 'w:والدمام']]);
  });

  it('reads malformed words as plain words, without the operators', () => {
    for (const q of ['"project manager', '(python OR java', 'python OR java)', 'NOT senior', 'accountant NOT', 'AND accountant', 'accountant OR (senior', 'ليس متدرب', '()', 'nurse NOT NOT senior', '-intern']) {
      expect(tree(q), q).toBe('malformed');
    }
    expect(readBooleanWords('accountant NOT')).toEqual({ kind: 'malformed', plain: 'accountant' });
    expect(readBooleanWords('"project manager')).toEqual({ kind: 'malformed', plain: '"project manager' });
    expect(readBooleanWords('ليس متدرب')).toEqual({ kind: 'malformed', plain: 'متدرب' });
  });

  it('says how the words were understood in both languages', () => {
    // AND (and NOT) before OR, as the reading shows.
    expect(reading('nurse OR midwife NOT senior', 'en')).toBe('nurse or (midwife, not senior)');
    expect(reading('(nurse OR midwife) NOT senior', 'en')).toBe('(nurse or midwife), not senior');
    expect(reading('(python OR java) AND developer', 'en')).toBe('(python or java) and developer');
    expect(reading('"project manager" NOT intern', 'en')).toBe('“project manager”, not intern');
    expect(reading('(ممرض أو قابلة) ليس كبير', 'ar')).toBe('(ممرض أو قابلة)، وليس كبير');
    expect(reading('«مدير مشاريع» و الرياض', 'ar')).toBe('«مدير مشاريع» والرياض');
  });
});
