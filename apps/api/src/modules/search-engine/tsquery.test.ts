import { describe, expect, it } from 'vitest';
import { allOf, anyOf, lexemesOf, parseTsQuery } from './tsquery.ts';

describe('tsquery text as a tree (decision 027)', () => {
  it('reads what plainto_tsquery and the vocabulary print: lexemes, &, |, parentheses', () => {
    expect(parseTsQuery("'civil' & 'engin' | 'مهندس' & 'مدن'")).toEqual({
      op: 'or',
      items: [
        { op: 'and', items: [{ op: 'lexeme', lexeme: 'civil' }, { op: 'lexeme', lexeme: 'engin' }] },
        { op: 'and', items: [{ op: 'lexeme', lexeme: 'مهندس' }, { op: 'lexeme', lexeme: 'مدن' }] },
      ],
    });
    expect(parseTsQuery("( 'a' | 'b' ) & 'c'")).toEqual({
      op: 'and',
      items: [{ op: 'or', items: [{ op: 'lexeme', lexeme: 'a' }, { op: 'lexeme', lexeme: 'b' }] }, { op: 'lexeme', lexeme: 'c' }],
    });
  });

  it('reads quotes inside lexemes, negation, phrases as "all of", and ignores weights and prefixes', () => {
    expect(parseTsQuery("'it''s'")).toEqual({ op: 'lexeme', lexeme: "it's" });
    expect(parseTsQuery("!'a' & 'b'")).toEqual({ op: 'and', items: [{ op: 'not', item: { op: 'lexeme', lexeme: 'a' } }, { op: 'lexeme', lexeme: 'b' }] });
    expect(parseTsQuery("'data' <-> 'analyst'")).toEqual({ op: 'and', items: [{ op: 'lexeme', lexeme: 'data' }, { op: 'lexeme', lexeme: 'analyst' }] });
    expect(parseTsQuery("'a' <2> 'b'")).toEqual({ op: 'and', items: [{ op: 'lexeme', lexeme: 'a' }, { op: 'lexeme', lexeme: 'b' }] });
    expect(parseTsQuery("'nurs':*A | 'x':B")).toEqual({ op: 'or', items: [{ op: 'lexeme', lexeme: 'nurs' }, { op: 'lexeme', lexeme: 'x' }] });
  });

  it('gives nothing for an empty query (a stop word), and leaves empty sides out of && and || as PostgreSQL does', () => {
    expect(parseTsQuery('')).toBeNull();
    const a = parseTsQuery("'a'");
    expect(anyOf([null, a, null])).toEqual(a);
    expect(allOf([a, null])).toEqual(a);
    expect(allOf([null, null])).toBeNull();
    expect([...lexemesOf(parseTsQuery("'a' & ( 'b' | !'c' )"))].sort()).toEqual(['a', 'b', 'c']);
  });
});
