/**
 * Texts of the AI reply suggestions (studio `gpt/suggestions`, `gpt/reply`, `gpt/delete`); the reply's outcome
 * is the spec's 'tweet.replied' / 'tweet.errors.reply'. en mirrors every key.
 */
export const gptTextsPt = {
  'gpt.column.suggestion': 'Sugestão de resposta',
  'gpt.suggestion': 'Sugestão de resposta',
  'gpt.post': 'Post',
  'gpt.noSuggestion': 'Ainda sem sugestão para este post.',
  'gpt.reply': 'Responder',
  'gpt.dismiss': 'Descartar',
  'gpt.dismissed': 'Sugestão descartada.',
  'gpt.length': '{length} de {max} caracteres',
  'gpt.off.title': 'Sugestões com IA desligadas',
  'gpt.off.body':
    'Para ligar, defina no servidor as variáveis {variables} (um serviço compatível com a API de chat completions) e reinicie-o.',
  'gpt.replyOff':
    'Responder não está configurado neste servidor: defina a variável {variables} para enviar as respostas.',
  'gpt.problem.timeout': 'O serviço de IA demorou demais para responder. Tente de novo em instantes.',
  'gpt.problem.rateLimited': 'O serviço de IA atingiu o limite de pedidos. Tente de novo em alguns minutos.',
  'gpt.problem.failed': 'O serviço de IA não conseguiu gerar as sugestões agora. Tente de novo mais tarde.',
  'gpt.errors.replyLength': 'A resposta deve ter entre 1 e 280 caracteres.',
  'gpt.errors.replyOff': 'Responder não está configurado neste servidor.',
  'gpt.errors.unavailable': 'Responder e descartar não estão disponíveis aqui.',
} as const;

export const gptTextsEn: Record<keyof typeof gptTextsPt, string> = {
  'gpt.column.suggestion': 'Suggested reply',
  'gpt.suggestion': 'Suggested reply',
  'gpt.post': 'Post',
  'gpt.noSuggestion': 'No suggestion for this post yet.',
  'gpt.reply': 'Reply',
  'gpt.dismiss': 'Dismiss',
  'gpt.dismissed': 'Suggestion dismissed.',
  'gpt.length': '{length} of {max} characters',
  'gpt.off.title': 'AI suggestions are off',
  'gpt.off.body':
    'To turn them on, set the variables {variables} on the server (a service compatible with the chat completions API) and restart it.',
  'gpt.replyOff': 'Replying is not configured on this server: set the variable {variables} to send replies.',
  'gpt.problem.timeout': 'The AI service took too long to answer. Try again in a moment.',
  'gpt.problem.rateLimited': 'The AI service reached its request limit. Try again in a few minutes.',
  'gpt.problem.failed': 'The AI service could not write suggestions now. Try again later.',
  'gpt.errors.replyLength': 'The reply must have between 1 and 280 characters.',
  'gpt.errors.replyOff': 'Replying is not configured on this server.',
  'gpt.errors.unavailable': 'Replying and dismissing are not available here.',
};
