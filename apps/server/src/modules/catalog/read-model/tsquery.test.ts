import { describe, expect, it } from 'vitest';
import { parseTsquery, type TsNode } from './tsquery.ts';

const term = (lexeme: string, prefix = false): TsNode => ({ kind: 'term', lexeme, prefix });
const and = (left: TsNode, right: TsNode): TsNode => ({ kind: 'and', left, right });
const or = (left: TsNode, right: TsNode): TsNode => ({ kind: 'or', left, right });
const not = (operand: TsNode): TsNode => ({ kind: 'not', operand });

describe('parseTsquery', () => {
  it('reads a single prefix term', () => {
    expect(parseTsquery("'sofa':*")).toEqual(term('sofa', true));
  });

  it('reads a single exact term', () => {
    expect(parseTsquery("'sofa'")).toEqual(term('sofa'));
  });

  it('reads alternatives of one word AND-ed with the next word, as to_tsquery prints them', () => {
    expect(parseTsquery("( 'sopha':* | 'sofa':* ) & 'lima':*")).toEqual(
      and(or(term('sopha', true), term('sofa', true)), term('lima', true)),
    );
  });

  it('binds & tighter than |, on either side', () => {
    expect(parseTsquery("'a' & 'b' | 'c'")).toEqual(or(and(term('a'), term('b')), term('c')));
    expect(parseTsquery("'a' | 'b' & 'c'")).toEqual(or(term('a'), and(term('b'), term('c'))));
    expect(parseTsquery("'a' | 'b' & 'c' | 'd'")).toEqual(or(or(term('a'), and(term('b'), term('c'))), term('d')));
  });

  it('groups operators of equal precedence from the left', () => {
    expect(parseTsquery("'a' & 'b' & 'c'")).toEqual(and(and(term('a'), term('b')), term('c')));
    expect(parseTsquery("'a' | 'b' | 'c'")).toEqual(or(or(term('a'), term('b')), term('c')));
  });

  it('lets parentheses override precedence', () => {
    expect(parseTsquery("'a' & ( 'b' | 'c' )")).toEqual(and(term('a'), or(term('b'), term('c'))));
    expect(parseTsquery("( ( 'a' ) )")).toEqual(term('a'));
  });

  it('reads ! as binding tightest', () => {
    expect(parseTsquery("!'x'")).toEqual(not(term('x')));
    expect(parseTsquery("!'x' & 'y'")).toEqual(and(not(term('x')), term('y')));
    expect(parseTsquery("'y' & !'x'")).toEqual(and(term('y'), not(term('x'))));
    expect(parseTsquery("!( 'x' | 'y' )")).toEqual(not(or(term('x'), term('y'))));
    expect(parseTsquery("!!'x'")).toEqual(not(not(term('x'))));
  });

  it('reads the phrase operators <-> and <N> as AND', () => {
    expect(parseTsquery("'x' <-> 'y'")).toEqual(and(term('x'), term('y')));
    expect(parseTsquery("'x' <2> 'y'")).toEqual(and(term('x'), term('y')));
    expect(parseTsquery("'a' | 'x' <-> 'y'")).toEqual(or(term('a'), and(term('x'), term('y'))));
  });

  it('un-doubles quotes inside lexemes', () => {
    expect(parseTsquery("'it''s'")).toEqual(term("it's"));
    expect(parseTsquery("'it''s':* & 'x'")).toEqual(and(term("it's", true), term('x')));
    expect(parseTsquery("'a''' & 'b'")).toEqual(and(term("a'"), term('b')));
  });

  it('keeps non-ASCII lexemes as they are', () => {
    expect(parseTsquery("'schränk':* & 'weiß'")).toEqual(and(term('schränk', true), term('weiß')));
  });

  it('reads weights: a * among them makes a prefix, weights alone do not', () => {
    expect(parseTsquery("'sofa':*A")).toEqual(term('sofa', true));
    expect(parseTsquery("'sofa':AB")).toEqual(term('sofa', false));
  });

  it('tolerates extra and missing whitespace', () => {
    expect(parseTsquery("  'a'&'b'|'c'  ")).toEqual(or(and(term('a'), term('b')), term('c')));
    expect(parseTsquery("('a'|'b')&'c'")).toEqual(and(or(term('a'), term('b')), term('c')));
  });

  it('answers null for the empty query (only stop words)', () => {
    expect(parseTsquery('')).toBeNull();
    expect(parseTsquery('   ')).toBeNull();
  });

  it.each([
    'sofa',
    "'sofa",
    "'a' &",
    "& 'a'",
    "'a' 'b'",
    "( 'a'",
    "'a' )",
    "'a' | | 'b'",
    '()',
    '!',
    "'a' # 'b'",
    "'a':*x",
  ])('throws on garbage: %s', (text) => {
    expect(() => parseTsquery(text)).toThrow(/unreadable tsquery/);
  });
});
