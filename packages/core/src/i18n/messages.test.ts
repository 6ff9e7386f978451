import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { translate } from './messages.ts';
import { ptBR } from './pt-BR.ts';

describe('message catalogue', () => {
  it('has every pt-BR key in English, none empty', () => {
    for (const key of Object.keys(ptBR) as (keyof typeof ptBR)[]) {
      expect(en[key], key).toBeTruthy();
    }
    expect(Object.keys(en).sort()).toEqual(Object.keys(ptBR).sort());
  });

  it('keeps the spec texts verbatim', () => {
    expect(translate('login.errors.emailEmpty')).toBe('E-mail não pode ser vazio');
    expect(translate('login.errors.generic')).toBe(
      'Ops, não conseguimos fazer o login, tente novamente mais tarde.',
    );
    expect(translate('organisation.select')).toBe('Selecione uma organização:');
    expect(translate('chart.empty')).toBe('Não há dados para exibir.');
  });
});
