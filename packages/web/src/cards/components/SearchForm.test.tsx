import { MantineProvider } from '@mantine/core';
import { DEFAULT_POST_ORDERING, type Locale } from '@mirante/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../app/i18n/I18nProvider.tsx';
import { theme } from '../../app/theme.ts';
import { SearchForm } from './SearchForm.tsx';

function renderForm(target: 'posts' | 'authors', locale: Locale = 'pt-BR') {
  render(
    <MantineProvider theme={theme} env="test">
      <I18nProvider initialLocale={locale}>
        <SearchForm
          target={target}
          ordering={DEFAULT_POST_ORDERING}
          onOrderingChange={() => undefined}
          onSearch={() => undefined}
        />
      </I18nProvider>
    </MantineProvider>,
  );
}

/** What a screen reader reads after the field's name: the texts its aria-describedby points at. */
function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('SearchForm', () => {
  it('tells under the post search how it works: whole words, operators, phrases and the wildcard', () => {
    renderForm('posts');
    const field = screen.getByRole('textbox', { name: 'Busca booleana' });
    const help =
      'Palavras inteiras; acentos e maiúsculas não importam. AND, OR, NOT e parênteses; "aspas" para frases; aula* acha aulas.';
    expect(screen.getByText(help)).toBeTruthy();
    expect(descriptionOf(field)).toBe(help);
  });

  it('tells it in English too', () => {
    renderForm('posts', 'en');
    const field = screen.getByRole('textbox', { name: 'Boolean search' });
    expect(descriptionOf(field)).toBe(
      'Whole words; accents and case do not matter. AND, OR, NOT and parentheses; "quotes" for phrases; class* finds classes.',
    );
  });

  it('gives the author search, a plain name search, no operator help', () => {
    renderForm('authors');
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Busca booleana' }))).toBe('');
  });
});
