import { GPT_POST_MAX_LENGTH, GPT_REPLY_MAX_LENGTH } from '@mirante/core';

/*
 * What the chat model is told (docs/ai-replies.md). The only personal data in it is the post's text: never its
 * author's name, id or profile, nor the post's id or link. The brand (the universe's name) and its tone are the
 * brand's own.
 */

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** Code points of a text, at most `max`. */
const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/** The conversation asking for one reply to one post, in pt-BR, in the brand's tone, within the bounds. */
export function replyPrompt(postText: string, brand: string | null, tone: string): ChatMessage[] {
  const whose = brand ? `da marca "${brand}"` : 'de uma marca';
  return [
    {
      role: 'system',
      content: [
        `Você escreve respostas públicas ${whose} a posts de redes sociais.`,
        `Tom de voz da marca: ${tone}.`,
        'Escreva em português do Brasil, só sobre o que o post diz, sem inventar fatos, preços, prazos ou promessas.',
        `A resposta deve ter no máximo ${GPT_REPLY_MAX_LENGTH} caracteres.`,
        'Não cite nomes de pessoas nem peça dados pessoais em público; se for preciso, convide a pessoa a chamar a marca por mensagem privada.',
        'Responda só com o texto da resposta, sem aspas e sem explicações.',
      ].join(' '),
    },
    { role: 'user', content: cut(postText.trim(), GPT_POST_MAX_LENGTH) },
  ];
}

/**
 * A model's reply as a suggestion: spaces collapsed, surrounding quotes dropped, and cut at a word to the
 * maximum length when longer; null when nothing is left.
 */
export function fitReply(written: string): string | null {
  let text = written.replace(/\s+/g, ' ').trim();
  const quoted = /^["“'](.*)["”']$/.exec(text);
  if (quoted?.[1] !== undefined) text = quoted[1].trim();
  const chars = [...text];
  if (chars.length > GPT_REPLY_MAX_LENGTH) {
    const head = chars.slice(0, GPT_REPLY_MAX_LENGTH).join('');
    const space = head.lastIndexOf(' ');
    text = (space > GPT_REPLY_MAX_LENGTH / 2 ? head.slice(0, space) : head).trim();
  }
  return text === '' ? null : text;
}
