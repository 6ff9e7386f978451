/** Titles and descriptions of the owned-earned cards (pt-BR is the source; en mirrors every key). */
export const ownedEarnedCardTextsPt = {
  'cards.PNP_1.title': 'Total de publicações',
  'cards.PNP_1.description':
    'Quantidade de publicações das páginas próprias somadas às menções espontâneas coletadas no período.',
  'cards.PNP_2.title': 'Alcance por sentimento e tag',
  'cards.PNP_2.description':
    'Alcance das publicações próprias e espontâneas em cada tag, empilhado por sentimento.',
  'cards.PNP_3.title': 'Sentimento por termo',
  'cards.PNP_3.description':
    'Termos mais citados nas publicações próprias e espontâneas, com a divisão entre positivas, negativas e neutras.',
  'cards.PNP_4.title': 'Sentimento por tema',
  'cards.PNP_4.description':
    'Publicações próprias e espontâneas de cada tema, divididas entre positivas, negativas e neutras.',
  'cards.PNP_5.title': 'Saúde da marca',
  'cards.PNP_5.description':
    'Soma dos percentuais de publicações positivas e neutras sobre a marca, nas mídias própria e espontânea.',
  'cards.PNP_6.title': 'Distribuição por canal',
  'cards.PNP_6.description': 'Participação de cada canal no total de publicações próprias e espontâneas.',
  'cards.PNP_7.title': 'Total de usuários',
  'cards.PNP_7.description':
    'Quantidade de usuários únicos que publicaram nas mídias própria e espontânea no período.',
  'cards.PNP_8.title': 'Alcance potencial',
  'cards.PNP_8.description':
    'Estimativa de alcance: 20% da soma dos seguidores dos perfis que publicaram no período.',
  'cards.PNP_9.title': 'Publicações por tag',
  'cards.PNP_9.description': 'Ranking das tags com mais publicações próprias e espontâneas no período.',
  'cards.PNP_10.title': 'Publicações únicas',
  'cards.PNP_10.description':
    'Quantidade de publicações distintas, sem repetições, nas mídias própria e espontânea.',
  'cards.PNP_11.title': 'Sentimento ao longo do tempo',
  'cards.PNP_11.description':
    'Evolução das publicações próprias e espontâneas no período, empilhadas por sentimento.',
  'cards.PNP_12.title': 'Publicações por tag ao longo do tempo',
  'cards.PNP_12.description':
    'Evolução das publicações próprias e espontâneas de cada tag ao longo do período.',
  'cards.PNP_13.title': 'Publicações ao longo do tempo',
  'cards.PNP_13.description':
    'Volume de publicações próprias e espontâneas ao longo do período, separado por canal.',
  'cards.PNP_14.title': 'Sentimento das publicações',
  'cards.PNP_14.description':
    'Distribuição das publicações próprias e espontâneas entre positivas, negativas e neutras.',
  'cards.PNP_15.title': 'Projeção de publicações por amostragem',
  'cards.PNP_15.description':
    'Estimativa do volume total de publicações a partir da amostra coletada no período.',
  'cards.PNP_16.title': 'Publicações, compartilhamentos e comentários',
  'cards.PNP_16.description':
    'Totais de publicações, compartilhamentos e comentários nas mídias própria e espontânea no período.',
  'cards.PNP_17.title': 'Evolução de publicações e interações',
  'cards.PNP_17.description':
    'Evolução do total de publicações, compartilhamentos e comentários nas mídias própria e espontânea.',
} as const;

export const ownedEarnedCardTextsEn: Record<keyof typeof ownedEarnedCardTextsPt, string> = {
  'cards.PNP_1.title': 'Total posts',
  'cards.PNP_1.description':
    'Number of posts of the own pages added to the earned mentions collected in the period.',
  'cards.PNP_2.title': 'Reach by sentiment and tag',
  'cards.PNP_2.description': 'Reach of owned and earned posts in each tag, stacked by sentiment.',
  'cards.PNP_3.title': 'Sentiment by term',
  'cards.PNP_3.description':
    'Most mentioned terms in owned and earned posts, split between positive, negative and neutral.',
  'cards.PNP_4.title': 'Sentiment by theme',
  'cards.PNP_4.description':
    'Owned and earned posts of each theme, split between positive, negative and neutral.',
  'cards.PNP_5.title': 'Brand health',
  'cards.PNP_5.description':
    'Sum of the percentages of positive and neutral posts about the brand, in owned and earned media.',
  'cards.PNP_6.title': 'Distribution by channel',
  'cards.PNP_6.description': 'Share of each channel in all the owned and earned posts.',
  'cards.PNP_7.title': 'Total users',
  'cards.PNP_7.description': 'Number of unique users who posted in owned and earned media in the period.',
  'cards.PNP_8.title': 'Potential reach',
  'cards.PNP_8.description':
    'Reach estimate: 20% of the sum of the followers of the profiles that posted in the period.',
  'cards.PNP_9.title': 'Posts by tag',
  'cards.PNP_9.description': 'Ranking of the tags with the most owned and earned posts in the period.',
  'cards.PNP_10.title': 'Unique posts',
  'cards.PNP_10.description': 'Number of distinct posts, without repetitions, in owned and earned media.',
  'cards.PNP_11.title': 'Sentiment over time',
  'cards.PNP_11.description': 'Evolution of owned and earned posts over the period, stacked by sentiment.',
  'cards.PNP_12.title': 'Posts by tag over time',
  'cards.PNP_12.description': 'Evolution of the owned and earned posts of each tag over the period.',
  'cards.PNP_13.title': 'Posts over time',
  'cards.PNP_13.description': 'Volume of owned and earned posts over the period, split by channel.',
  'cards.PNP_14.title': 'Sentiment of posts',
  'cards.PNP_14.description':
    'Distribution of owned and earned posts between positive, negative and neutral.',
  'cards.PNP_15.title': 'Sampling-based post projection',
  'cards.PNP_15.description':
    'Estimate of the total volume of posts based on the sample collected in the period.',
  'cards.PNP_16.title': 'Posts, shares and comments',
  'cards.PNP_16.description': 'Totals of posts, shares and comments in owned and earned media in the period.',
  'cards.PNP_17.title': 'Posts and interactions over time',
  'cards.PNP_17.description': 'Evolution of the total posts, shares and comments in owned and earned media.',
};
