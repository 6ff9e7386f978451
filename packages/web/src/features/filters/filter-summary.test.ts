import { translate } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { filterSummary } from './filter-summary.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'pt-BR');

describe('filterSummary', () => {
  it('names each filter and its values as the reader knows them, in the order of the filter keys', () => {
    expect(
      filterSummary(
        {
          polarities: [1, 2],
          channels: ['instagram', 'twitter'],
          genders: [2],
          sac_type: ['All'],
          query: ' "Marca Demo" AND preço ',
          replied: false,
        },
        t,
      ),
    ).toEqual([
      { key: 'channels', label: 'Canais', values: ['Instagram', 'Twitter'] },
      { key: 'genders', label: 'Gêneros', values: ['Mulher'] },
      { key: 'polarities', label: 'Polaridades', values: ['Positivo', 'Negativo'] },
      { key: 'sac_type', label: 'Tipo de conversa', values: ['Todos'] },
      { key: 'query', label: 'Busca', values: ['"Marca Demo" AND preço'] },
      { key: 'replied', label: 'Respondidas', values: ['Não'] },
    ]);
  });

  it('leaves out filters that narrow nothing', () => {
    expect(filterSummary({ channels: [], query: '  ', tags: [] }, t)).toEqual([]);
  });
});
