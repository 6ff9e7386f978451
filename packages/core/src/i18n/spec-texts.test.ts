import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ptBR } from './pt-BR.ts';

/** Every single-quoted pt-BR text of the spec (studio-spec.md), verbatim, accents and punctuation included. */
const SPEC_QUOTED_TEXTS = [
  // §2 screens
  'Selecione uma organização:',
  'Código de acesso',
  'Entrar',
  '2 Colunas',
  '12 Colunas',
  // §4 states
  'Ativo',
  'Ausente',
  'Processando',
  'Processada com sucesso',
  // §5 validation
  'E-mail não pode ser vazio',
  'E-mail não válido',
  'Senha não pode ser vazia',
  'No Token Received',
  'O título é obrigatório',
  'Campo obrigatório.',
  'Valores inválidos.',
  'Adicione algum email.',
  'Todos emails precisam ser validos.',
  'Insira um e-mail válido.',
  'E-mail incorreto.',
  'O e-mail é obrigatório.',
  'Deve conter pelo menos dois caracteres',
  'Valor obrigatório',
  'Link inválido',
  'Você precisa escolher, pelo menos, um caso de uso para seguir no onboarding.',
  'Grouping is required',
  'Grouping is invalid…',
  'DatePortion is invalid',
  'Invalid filter',
  'Dashboard document does not exist.',
  // §6 permissions
  'Você precisar estar logado para alterar as opções de publicação',
  // §8 error catalogue
  'Conta e Pesquisa não encontradas',
  'Dashboard não encontrado',
  'Página não encontrada',
  'Acesso não permitido',
  'Erro de Comunicação',
  'Usuário não encontrado',
  'Senha inválida',
  'Ops, não conseguimos fazer o login, tente novamente mais tarde.',
  'Você não possui permissão para realizar esta ação.',
  'Código de acesso inválido',
  'Não conseguimos carregar o documento...',
  'Este documento já foi previamente inserido',
  'Há erros em posts na planilha, verifique os dados e tente novamente.',
  'Erro ao responder ao tweet!',
  'Tweet respondido com sucesso!',
  'Erro ao carregar dados.',
  'Não há dados para exibir.',
  'Esse componente só suporta a seleção de um bot por vez.',
  'No such document!',
] as const;

/** Texts the spec names without quotes that the UI shows as they are. */
const SPEC_NAMED_TEXTS = [
  'Voltar',
  '3 Colunas',
  '4 Colunas',
  '5 Colunas',
  '6 Colunas',
  '7 Colunas',
  '8 Colunas',
  '9 Colunas',
  '10 Colunas',
  '11 Colunas',
  'Automático',
  'Pequeno',
  'Médio',
  'Grande',
  'Extra grande',
  'Aberto',
  'Pendente',
  'Respondido',
  'Fechado',
  'Em Espera',
  'Social Listening',
  'Métricas Proprietárias',
  'Configurações',
  'Criar componente',
  'Sair',
] as const;

/** Quoted words of the spec that are not texts of the UI: a checkbox's field name and two descriptions. */
const NOT_UI_TEXTS = new Set(['masked', 'not classified', 'object not found']);

const values = new Set<string>(Object.values(ptBR));

function specFile(): string | null {
  for (const relative of [
    '../../../../shared/spec/studio-spec.md',
    '../../../../../shared/spec/studio-spec.md',
  ]) {
    const path = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(path)) return path;
  }
  return null;
}

/** The single-quoted passages of the spec (apostrophes inside words are not quotes). */
function quotedTexts(markdown: string): string[] {
  return [...markdown.matchAll(/(?<![\p{L}\p{N}])'([^'\n]+)'(?![\p{L}\p{N}])/gu)].map((m) => m[1] ?? '');
}

describe('spec texts in the pt-BR catalogue', () => {
  it('holds every quoted text of the spec verbatim', () => {
    const missing = SPEC_QUOTED_TEXTS.filter((text) => !values.has(text));
    expect(missing).toEqual([]);
  });

  it('holds the texts the spec names without quotes', () => {
    const missing = SPEC_NAMED_TEXTS.filter((text) => !values.has(text));
    expect(missing).toEqual([]);
  });

  const path = specFile();
  it.runIf(path !== null)('matches the quoted texts of the spec file itself', () => {
    const quoted = quotedTexts(readFileSync(path as string, 'utf8')).filter(
      (text) => !NOT_UI_TEXTS.has(text),
    );
    expect([...new Set(quoted)].filter((text) => !values.has(text))).toEqual([]);
    expect(
      [...new Set(quoted)].filter((text) => !(SPEC_QUOTED_TEXTS as readonly string[]).includes(text)),
    ).toEqual([]);
  });
});
