import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { matchesSearch, parseTextSearch, type SearchNode, validateTextSearch } from './text-search-rules.ts';

const parse = (query: string): SearchNode => {
  const result = parseTextSearch(query);
  if (!result.ok) throw new Error(`did not parse: ${query}`);
  return result.value;
};

describe('text search', () => {
  it('needs at least two characters', () => {
    expect(validateTextSearch(' a ')).toEqual({
      ok: false,
      error: 'search.errors.tooShort',
      fields: { query: 'search.errors.tooShort' },
    });
    expect(translate('search.errors.tooShort')).toBe('Deve conter pelo menos dois caracteres');
    expect(validateTextSearch(' ab ')).toEqual({ ok: true, value: 'ab' });
    expect(parseTextSearch('a').ok).toBe(false);
  });

  it('understands AND, OR, NOT, quotes and parentheses', () => {
    expect(parse('entrega AND (atraso OR "não chegou") NOT elogio')).toEqual({
      kind: 'and',
      operands: [
        { kind: 'term', text: 'entrega' },
        {
          kind: 'or',
          operands: [
            { kind: 'term', text: 'atraso' },
            { kind: 'phrase', text: 'não chegou' },
          ],
        },
        { kind: 'not', operand: { kind: 'term', text: 'elogio' } },
      ],
    });
  });

  it('refuses unbalanced quotes or parentheses and dangling operators', () => {
    for (const query of ['"entrega', '(entrega OR atraso', 'entrega)', 'entrega AND', 'OR atraso', '""']) {
      expect(parseTextSearch(query), query).toMatchObject({ ok: false, error: 'search.errors.syntax' });
    }
  });

  it('matches texts without regard to case', () => {
    const query = parse('entrega (atraso OR "NÃO CHEGOU") NOT elogio');
    expect(matchesSearch(query, 'A entrega não chegou até hoje')).toBe(true);
    expect(matchesSearch(query, 'Entrega com atraso, mas um elogio ao suporte')).toBe(false);
    expect(matchesSearch(query, 'Entrega rápida')).toBe(false);
  });
});
