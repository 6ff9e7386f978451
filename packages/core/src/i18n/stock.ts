/** Texts of the stock cards (LSN_21, LSN_22; docs/stock.md); en mirrors every key. */
export const stockTextsPt = {
  'stock.series.close': 'Fechamento',
  'stock.series.volume': 'Volume negociado',
  'stock.series.mentions': 'Menções',
  'stock.column.direction': 'Direção',
  'stock.direction.up': 'Alta',
  'stock.direction.down': 'Baixa',
  'chart.note.stock.noSymbol':
    'Esta pesquisa ainda não tem cotações: envie as cotações da ação pelo ingest (conjunto stock-prices) ou ative o conector de cotações.',
  'chart.note.stock.colours': 'Verde: o dia fechou acima ou igual à abertura; vermelho: abaixo.',
  'chart.note.stock.lead': 'As cotações começam 10 dias antes do período.',
  'chart.note.stock.providerUnreachable':
    'O provedor de cotações não respondeu: exibindo as cotações já armazenadas.',
  'chart.note.stock.providerRateLimited':
    'O provedor de cotações atingiu o limite de requisições: exibindo as cotações já armazenadas.',
  'chart.note.stock.providerRejected':
    'O provedor de cotações recusou o pedido (símbolo ou chave inválidos): exibindo as cotações já armazenadas.',
} as const;

export const stockTextsEn: Record<keyof typeof stockTextsPt, string> = {
  'stock.series.close': 'Close',
  'stock.series.volume': 'Trading volume',
  'stock.series.mentions': 'Mentions',
  'stock.column.direction': 'Direction',
  'stock.direction.up': 'Up',
  'stock.direction.down': 'Down',
  'chart.note.stock.noSymbol':
    'This universe has no quotes yet: send the stock quotes through the ingest (stock-prices dataset) or turn the quotes connector on.',
  'chart.note.stock.colours': 'Green: the day closed at or above its open; red: below.',
  'chart.note.stock.lead': 'Quotes start 10 days before the period.',
  'chart.note.stock.providerUnreachable': 'The quotes provider did not answer: showing the stored quotes.',
  'chart.note.stock.providerRateLimited':
    'The quotes provider hit its request limit: showing the stored quotes.',
  'chart.note.stock.providerRejected':
    'The quotes provider refused the request (invalid symbol or key): showing the stored quotes.',
};
