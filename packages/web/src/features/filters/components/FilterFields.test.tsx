import { MantineProvider } from '@mantine/core';
import type { Filter, FilterKey } from '@mirante/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../app/i18n/I18nProvider.tsx';
import { theme } from '../../../app/theme.ts';
import { FilterFields } from './FilterFields.tsx';

function renderFields(keys: readonly FilterKey[], initial: Filter = {}) {
  const seen: Filter[] = [];
  function Harness() {
    const [filter, setFilter] = useState<Filter>(initial);
    return (
      <FilterFields
        keys={keys}
        value={filter}
        onChange={(next) => {
          seen.push(next);
          setFilter(next);
        }}
        suggestions={{ pages: [{ value: 'page-1', label: 'Loja Centro' }] }}
      />
    );
  }
  render(
    <MantineProvider theme={theme} env="test">
      <I18nProvider initialLocale="pt-BR">
        <Harness />
      </I18nProvider>
    </MantineProvider>,
  );
  return { last: () => seen.at(-1) };
}

const fieldOf = (label: string) => screen.getByRole('combobox', { name: label });

function choose(label: string, option: string) {
  fireEvent.click(fieldOf(label));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('FilterFields', () => {
  it('labels every field from the catalogue', () => {
    renderFields(['channels', 'polarities', 'genders', 'sac_type', 'sac_status', 'rating', 'query', 'tags']);
    for (const label of ['Canais', 'Polaridades', 'Gêneros', 'Tipo de conversa', 'Status da conversa']) {
      expect(fieldOf(label)).toBeTruthy();
    }
    expect(fieldOf('Avaliação')).toBeTruthy();
    expect(fieldOf('Tags')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Busca' })).toBeTruthy();
  });

  it('stores the codes of a chosen sentiment and gender (negative is 2 and -1, organisation 3 and 7)', () => {
    const { last } = renderFields(['polarities', 'genders']);
    choose('Polaridades', 'Negativo');
    expect(last()).toEqual({ polarities: [2, -1] });
    choose('Gêneros', 'Organização');
    expect(last()).toEqual({ polarities: [2, -1], genders: [3, 7] });
  });

  it('shows the stored values as their options and removes a key when its last value goes', () => {
    const { last } = renderFields(['channels'], { channels: ['instagram'] });
    const field = fieldOf('Canais').closest('.mantine-MultiSelect-root');
    expect(within(field as HTMLElement).getByText('Instagram')).toBeTruthy();
    choose('Canais', 'Instagram');
    expect(last()).toEqual({});
  });

  it('keeps All alone among the conversation types', () => {
    const { last } = renderFields(['sac_type'], { sac_type: ['Post'] });
    choose('Tipo de conversa', 'Todos');
    expect(last()).toEqual({ sac_type: ['All'] });
    choose('Tipo de conversa', 'Reels');
    expect(last()).toEqual({ sac_type: ['Reels'] });
  });

  it('refuses a one-character search with the spec text once the field is left', () => {
    renderFields(['query']);
    const query = screen.getByRole('textbox', { name: 'Busca' });
    fireEvent.change(query, { target: { value: 'a' } });
    expect(screen.queryByText('Deve conter pelo menos dois caracteres')).toBeNull();
    fireEvent.blur(query);
    expect(screen.getByText('Deve conter pelo menos dois caracteres')).toBeTruthy();
    fireEvent.change(query, { target: { value: 'ab' } });
    expect(screen.queryByText('Deve conter pelo menos dois caracteres')).toBeNull();
  });

  it('tells under the text search how it works, as the search card does', () => {
    renderFields(['query', 'campaign_name']);
    const query = screen.getByRole('textbox', { name: 'Busca' });
    const help =
      'Palavras inteiras; acentos e maiúsculas não importam. AND, OR, NOT e parênteses; "aspas" para frases; aula* acha aulas.';
    const described = (query.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toBe(help);
    // The other text fields are plain values, with no search syntax.
    expect(screen.getAllByText(help)).toHaveLength(1);
  });

  it('adds free values as tags and offers the known ones', () => {
    const { last } = renderFields(['tags', 'pages']);
    const tags = fieldOf('Tags');
    // Mantine ignores changes to an input without focus (autofill), as a user always focuses first.
    tags.focus();
    fireEvent.change(tags, { target: { value: 'promoção' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    expect(last()).toEqual({ tags: ['promoção'] });
    choose('Páginas', 'Loja Centro');
    expect(last()).toEqual({ tags: ['promoção'], pages: ['page-1'] });
  });

  it('sets a yes/no key', () => {
    const { last } = renderFields(['replied']);
    choose('Respondidas', 'Sim');
    expect(last()).toEqual({ replied: true });
  });
});
