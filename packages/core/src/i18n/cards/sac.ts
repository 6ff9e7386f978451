/** Titles and descriptions of the sac cards (pt-BR is the source; en mirrors every key). */
export const sacCardTextsPt = {
  'cards.SAC_1.title': 'Conversas abertas',
  'cards.SAC_1.description':
    'Quantidade de conversas que entraram no atendimento com o status Aberto no período.',
  'cards.SAC_2.title': 'Conversas colocadas em espera',
  'cards.SAC_2.description': 'Quantidade de conversas que passaram para o status Em Espera no período.',
  'cards.SAC_3.title': 'Conversas respondidas',
  'cards.SAC_3.description': 'Quantidade de conversas que passaram de Aberto para Respondido no período.',
  'cards.SAC_4.title': 'Conversas finalizadas',
  'cards.SAC_4.description': 'Quantidade de conversas que passaram de Respondido para Fechado no período.',
  'cards.SAC_5.title': 'Mudanças de status ao longo do tempo',
  'cards.SAC_5.description':
    'Evolução das transições de status das conversas ao longo do período: abertura, espera, resposta e finalização.',
  'cards.SAC_6.title': 'Distribuição das mudanças de status',
  'cards.SAC_6.description':
    'Participação de cada tipo de transição de status no total de mudanças registradas no período.',
  'cards.SAC_7.title': 'Mudanças de status por canal',
  'cards.SAC_7.description': 'Transições de status das conversas em cada canal, empilhadas pelo novo status.',
  'cards.SAC_8.title': 'Linha do tempo das publicações próprias',
  'cards.SAC_8.description':
    'Publicações das páginas conectadas em ordem cronológica, com as curtidas, os comentários e os compartilhamentos de cada uma.',
  'cards.SAC_9.title': 'Publicações próprias ao longo do tempo',
  'cards.SAC_9.description':
    'Quantidade de publicações feitas pelas páginas conectadas ao longo do período, por canal.',
  'cards.SAC_10.title': 'Engajamento recebido',
  'cards.SAC_10.description':
    'Soma das interações (curtidas, comentários e compartilhamentos) recebidas pelas publicações das páginas conectadas.',
  'cards.SAC_11.title': 'Engajamento recebido ao longo do tempo',
  'cards.SAC_11.description':
    'Evolução das interações recebidas pelas publicações próprias, separada por canal.',
  'cards.SAC_12.title': 'Engajamento recebido por canal',
  'cards.SAC_12.description':
    'Curtidas, comentários e compartilhamentos recebidos pelas publicações próprias em cada canal.',
  'cards.SAC_13.title': 'Visão geral das páginas',
  'cards.SAC_13.description':
    'Principais métricas das páginas conectadas no período: publicações, engajamento, alcance e impressões.',
  'cards.SAC_14.title': 'Curtidas',
  'cards.SAC_14.description':
    'Total de curtidas recebidas pelas publicações das páginas conectadas no período.',
  'cards.SAC_15.title': 'Curtidas ao longo do tempo',
  'cards.SAC_15.description':
    'Evolução das curtidas recebidas pelas publicações próprias, separada por canal.',
  'cards.SAC_16.title': 'Comentários',
  'cards.SAC_16.description':
    'Total de comentários recebidos pelas publicações das páginas conectadas no período.',
  'cards.SAC_17.title': 'Comentários ao longo do tempo',
  'cards.SAC_17.description':
    'Evolução dos comentários recebidos pelas publicações próprias, separada por canal.',
  'cards.SAC_18.title': 'Comentários por tipo de conteúdo',
  'cards.SAC_18.description':
    'Comentários recebidos em cada tipo de conteúdo próprio: publicação, Reels e Story.',
  'cards.SAC_19.title': 'Impressões',
  'cards.SAC_19.description':
    'Total de vezes que as publicações das páginas conectadas foram exibidas no período.',
  'cards.SAC_20.title': 'Impressões ao longo do tempo',
  'cards.SAC_20.description': 'Evolução das impressões das publicações próprias, separada por canal.',
  'cards.SAC_21.title': 'Alcance',
  'cards.SAC_21.description':
    'Soma do alcance das publicações das páginas conectadas, ou seja, quantas contas viram cada conteúdo.',
  'cards.SAC_22.title': 'Alcance ao longo do tempo',
  'cards.SAC_22.description': 'Evolução do alcance das publicações próprias, separada por canal.',
  'cards.SAC_23.title': 'Evolução de seguidores',
  'cards.SAC_23.description':
    'Quantidade diária de seguidores das páginas conectadas, a base do alcance orgânico das publicações.',
  'cards.SAC_24.title': 'Visualizações',
  'cards.SAC_24.description':
    'Total de visualizações dos vídeos, Reels e Stories publicados pelas páginas conectadas.',
  'cards.SAC_25.title': 'Visualizações por tipo de conteúdo',
  'cards.SAC_25.description':
    'Visualizações das publicações próprias em cada tipo de conteúdo: publicação, Reels e Story.',
  'cards.SAC_26.title': 'Sentimento das interações',
  'cards.SAC_26.description': 'Distribuição das interações recebidas entre positivas, negativas e neutras.',
  'cards.SAC_27.title': 'Sentimento das interações ao longo do tempo',
  'cards.SAC_27.description': 'Evolução das interações recebidas no período, empilhadas por sentimento.',
  'cards.SAC_28.title': 'Sentimento das interações por canal',
  'cards.SAC_28.description': 'Interações positivas, negativas e neutras recebidas em cada canal.',
  'cards.SAC_29.title': 'Sentimento das interações por tag',
  'cards.SAC_29.description':
    'Interações positivas, negativas e neutras em cada tag aplicada pela equipe de atendimento.',
  'cards.SAC_30.title': 'Conversas tratadas',
  'cards.SAC_30.description':
    'Quantidade de conversas respondidas ou fechadas pela equipe de atendimento no período.',
  'cards.SAC_31.title': 'Conversas tratadas por operador',
  'cards.SAC_31.description': 'Quantidade de conversas respondidas ou fechadas por cada operador no período.',
  'cards.SAC_32.title': 'Conversas tratadas por página',
  'cards.SAC_32.description': 'Quantidade de conversas respondidas ou fechadas em cada página conectada.',
  'cards.SAC_33.title': 'Conversas tratadas por tipo',
  'cards.SAC_33.description':
    'Participação de cada tipo de conversa (comentário, menção, mensagem direta, avaliação etc.) no volume tratado.',
  'cards.SAC_34.title': 'Status das conversas por dia',
  'cards.SAC_34.description':
    'Conversas recebidas em cada dia, empilhadas pelo status atual: Respondido, Fechado ou Em Espera.',
  'cards.SAC_35.title': 'Respostas por operador e canal',
  'cards.SAC_35.description':
    'Quantidade de respostas enviadas por cada operador, separada pelo canal da conversa.',
  'cards.SAC_36.title': 'Conversas recebidas e atendidas por dia',
  'cards.SAC_36.description':
    'Comparação diária entre as conversas que chegaram e as que foram atendidas pela equipe.',
  'cards.SAC_37.title': 'Atividade dos operadores por horário',
  'cards.SAC_37.description': 'Volume de atendimentos feitos por cada operador em cada hora do dia.',
  'cards.SAC_38.title': 'Atividade dos operadores por canal',
  'cards.SAC_38.description': 'Volume de atendimentos feitos por cada operador em cada canal.',
  'cards.SAC_39.title': 'Tempo médio de atendimento',
  'cards.SAC_39.description': 'Tempo médio entre a chegada de uma conversa e o seu tratamento pela equipe.',
  'cards.SAC_40.title': 'Tempo médio de atendimento por operador',
  'cards.SAC_40.description': 'Tempo médio que cada operador leva para tratar as conversas atribuídas a ele.',
  'cards.SAC_41.title': 'Tempo médio de atendimento por página',
  'cards.SAC_41.description': 'Tempo médio de tratamento das conversas em cada página conectada.',
  'cards.SAC_42.title': 'Distribuição do tempo de atendimento',
  'cards.SAC_42.description': 'Quantidade de conversas tratadas em cada faixa de tempo de atendimento.',
  'cards.SAC_43.title': 'SLA de atendimento',
  'cards.SAC_43.description': 'Percentual de conversas tratadas dentro do prazo de 12 horas.',
  'cards.SAC_44.title': 'Pontuação de SLA personalizada',
  'cards.SAC_44.description':
    'Pontuação de cumprimento do SLA calculada com os critérios definidos pela conta, na janela de 12 horas.',
  'cards.SAC_45.title': 'Tabela de backlog',
  'cards.SAC_45.description':
    'Conversas ainda sem tratamento, com o autor, o canal, a página e o tempo de espera de cada uma.',
  'cards.SAC_46.title': 'Conversas em backlog',
  'cards.SAC_46.description': 'Quantidade de conversas com status Aberto ou Pendente aguardando tratamento.',
  'cards.SAC_47.title': 'Produtividade',
  'cards.SAC_47.description':
    'Atendimentos realizados sobre casos recebidos, em percentual, com a variação em relação ao período anterior.',
  'cards.SAC_48.title': 'Produtividade por dia',
  'cards.SAC_48.description':
    'Evolução diária da produtividade: atendimentos realizados sobre casos recebidos.',
  'cards.SAC_49.title': 'Tabela de status dos operadores',
  'cards.SAC_49.description':
    'Status atual de cada operador (Ativo, em pausa ou Ausente) e desde quando ele está nesse status.',
  'cards.SAC_50.title': 'Tabela de operadores',
  'cards.SAC_50.description':
    'Tempo de cada operador ativo, em pausa e ausente, com o volume de conversas tratadas no período.',
  'cards.SAC_51.title': 'Registro de mudanças de status',
  'cards.SAC_51.description':
    'Histórico das mudanças de status dos operadores, com a data e a hora de cada alteração.',
  'cards.SAC_52.title': 'Pontuação CSAT',
  'cards.SAC_52.description':
    'Percentual de clientes satisfeitos (notas 4 e 5) nas pesquisas CSAT respondidas no período.',
  'cards.SAC_53.title': 'Nota média de CSAT',
  'cards.SAC_53.description':
    'Média das notas das pesquisas CSAT respondidas no período, na escala de 1 a 5.',
  'cards.SAC_54.title': 'Pesquisas CSAT respondidas',
  'cards.SAC_54.description':
    'Quantidade de pesquisas de satisfação CSAT respondidas pelos clientes no período.',
  'cards.SAC_55.title': 'Nota média de CSAT ao longo do tempo',
  'cards.SAC_55.description': 'Evolução da nota média das pesquisas CSAT respondidas, na escala de 1 a 5.',
  'cards.SAC_56.title': 'Nota média de CSAT por canal',
  'cards.SAC_56.description': 'Nota média das pesquisas CSAT respondidas em cada canal, na escala de 1 a 5.',
  'cards.SAC_57.title': 'Distribuição das notas de CSAT',
  'cards.SAC_57.description': 'Participação de cada nota, de 1 a 5, no total de pesquisas CSAT respondidas.',
  'cards.SAC_58.title': 'Tabela de avaliações CSAT',
  'cards.SAC_58.description':
    'Avaliações CSAT recebidas, com o cliente, o canal, a página, a nota e a data de cada resposta.',
  'cards.SAC_59.title': 'Tabela de lovers',
  'cards.SAC_59.description':
    'Usuários que mais interagem positivamente com as páginas, com o número de interações e o sentimento predominante.',
  'cards.SAC_60.title': 'Tabela de haters',
  'cards.SAC_60.description':
    'Usuários que mais interagem negativamente com as páginas, com o número de interações e o sentimento predominante.',
  'cards.SAC_61.title': 'Interesses dos lovers',
  'cards.SAC_61.description': 'Temas mais frequentes nas publicações dos lovers, em nuvem de palavras.',
  'cards.SAC_62.title': 'Tags de interesse dos lovers',
  'cards.SAC_62.description': 'Ranking das tags mais presentes nas publicações dos lovers.',
  'cards.SAC_63.title': 'Matriz de engajamento das publicações',
  'cards.SAC_63.description':
    'Publicações próprias posicionadas por alcance e engajamento, em quadrantes divididos pela média dos últimos 90 dias.',
  'cards.SAC_64.title': 'Matriz de engajamento das tags',
  'cards.SAC_64.description':
    'Tags posicionadas por volume de publicações e engajamento, em quadrantes divididos pela média dos últimos 90 dias.',
} as const;

export const sacCardTextsEn: Record<keyof typeof sacCardTextsPt, string> = {
  'cards.SAC_1.title': 'Opened conversations',
  'cards.SAC_1.description':
    'Number of conversations that entered customer service with the status Open in the period.',
  'cards.SAC_2.title': 'Conversations put on hold',
  'cards.SAC_2.description': 'Number of conversations that moved to the status On Hold in the period.',
  'cards.SAC_3.title': 'Answered conversations',
  'cards.SAC_3.description': 'Number of conversations that moved from Open to Answered in the period.',
  'cards.SAC_4.title': 'Finished conversations',
  'cards.SAC_4.description': 'Number of conversations that moved from Answered to Closed in the period.',
  'cards.SAC_5.title': 'Status changes over time',
  'cards.SAC_5.description':
    'Evolution of the conversations’ status transitions over the period: opening, hold, answer and finishing.',
  'cards.SAC_6.title': 'Distribution of status changes',
  'cards.SAC_6.description':
    'Share of each kind of status transition in all the changes recorded in the period.',
  'cards.SAC_7.title': 'Status changes by channel',
  'cards.SAC_7.description':
    'Status transitions of the conversations in each channel, stacked by the new status.',
  'cards.SAC_8.title': 'Own posts timeline',
  'cards.SAC_8.description':
    'Posts of the connected pages in chronological order, with the likes, comments and shares of each one.',
  'cards.SAC_9.title': 'Own posts over time',
  'cards.SAC_9.description': 'Number of posts published by the connected pages over the period, by channel.',
  'cards.SAC_10.title': 'Received engagement',
  'cards.SAC_10.description':
    'Sum of the interactions (likes, comments and shares) received by the posts of the connected pages.',
  'cards.SAC_11.title': 'Received engagement over time',
  'cards.SAC_11.description': 'Evolution of the interactions received by own posts, split by channel.',
  'cards.SAC_12.title': 'Received engagement by channel',
  'cards.SAC_12.description': 'Likes, comments and shares received by own posts in each channel.',
  'cards.SAC_13.title': 'Pages overview',
  'cards.SAC_13.description':
    'Main metrics of the connected pages in the period: posts, engagement, reach and impressions.',
  'cards.SAC_14.title': 'Likes',
  'cards.SAC_14.description': 'Total likes received by the posts of the connected pages in the period.',
  'cards.SAC_15.title': 'Likes over time',
  'cards.SAC_15.description': 'Evolution of the likes received by own posts, split by channel.',
  'cards.SAC_16.title': 'Comments',
  'cards.SAC_16.description': 'Total comments received by the posts of the connected pages in the period.',
  'cards.SAC_17.title': 'Comments over time',
  'cards.SAC_17.description': 'Evolution of the comments received by own posts, split by channel.',
  'cards.SAC_18.title': 'Comments by content type',
  'cards.SAC_18.description': 'Comments received on each type of own content: post, Reels and Story.',
  'cards.SAC_19.title': 'Impressions',
  'cards.SAC_19.description':
    'Total number of times the posts of the connected pages were displayed in the period.',
  'cards.SAC_20.title': 'Impressions over time',
  'cards.SAC_20.description': 'Evolution of the impressions of own posts, split by channel.',
  'cards.SAC_21.title': 'Reach',
  'cards.SAC_21.description':
    'Sum of the reach of the posts of the connected pages, that is, how many accounts saw each piece of content.',
  'cards.SAC_22.title': 'Reach over time',
  'cards.SAC_22.description': 'Evolution of the reach of own posts, split by channel.',
  'cards.SAC_23.title': 'Follower growth',
  'cards.SAC_23.description':
    'Daily number of followers of the connected pages, the basis of the organic reach of their posts.',
  'cards.SAC_24.title': 'Views',
  'cards.SAC_24.description':
    'Total views of the videos, Reels and Stories published by the connected pages.',
  'cards.SAC_25.title': 'Views by content type',
  'cards.SAC_25.description': 'Views of own posts for each type of content: post, Reels and Story.',
  'cards.SAC_26.title': 'Sentiment of interactions',
  'cards.SAC_26.description':
    'Distribution of the received interactions between positive, negative and neutral.',
  'cards.SAC_27.title': 'Sentiment of interactions over time',
  'cards.SAC_27.description': 'Evolution of the interactions received in the period, stacked by sentiment.',
  'cards.SAC_28.title': 'Sentiment of interactions by channel',
  'cards.SAC_28.description': 'Positive, negative and neutral interactions received in each channel.',
  'cards.SAC_29.title': 'Sentiment of interactions by tag',
  'cards.SAC_29.description':
    'Positive, negative and neutral interactions in each tag applied by the service team.',
  'cards.SAC_30.title': 'Treated conversations',
  'cards.SAC_30.description':
    'Number of conversations answered or closed by the customer service team in the period.',
  'cards.SAC_31.title': 'Treated conversations by operator',
  'cards.SAC_31.description': 'Number of conversations answered or closed by each operator in the period.',
  'cards.SAC_32.title': 'Treated conversations by page',
  'cards.SAC_32.description': 'Number of conversations answered or closed on each connected page.',
  'cards.SAC_33.title': 'Treated conversations by type',
  'cards.SAC_33.description':
    'Share of each conversation type (comment, mention, direct message, review and so on) in the treated volume.',
  'cards.SAC_34.title': 'Conversation status per day',
  'cards.SAC_34.description':
    'Conversations received each day, stacked by their current status: Answered, Closed or On Hold.',
  'cards.SAC_35.title': 'Replies by operator and channel',
  'cards.SAC_35.description':
    'Number of replies sent by each operator, split by the channel of the conversation.',
  'cards.SAC_36.title': 'Conversations received and attended per day',
  'cards.SAC_36.description':
    'Daily comparison between the conversations that arrived and those the team attended.',
  'cards.SAC_37.title': 'Operator activity by hour',
  'cards.SAC_37.description': 'Volume of attendances made by each operator in each hour of the day.',
  'cards.SAC_38.title': 'Operator activity by channel',
  'cards.SAC_38.description': 'Volume of attendances made by each operator in each channel.',
  'cards.SAC_39.title': 'Average treatment time',
  'cards.SAC_39.description':
    'Average time between the arrival of a conversation and its treatment by the team.',
  'cards.SAC_40.title': 'Average treatment time by operator',
  'cards.SAC_40.description': 'Average time each operator takes to treat the conversations assigned to them.',
  'cards.SAC_41.title': 'Average treatment time by page',
  'cards.SAC_41.description': 'Average treatment time of the conversations on each connected page.',
  'cards.SAC_42.title': 'Treatment time distribution',
  'cards.SAC_42.description': 'Number of treated conversations in each range of treatment time.',
  'cards.SAC_43.title': 'Service SLA',
  'cards.SAC_43.description': 'Percentage of conversations treated within the 12-hour deadline.',
  'cards.SAC_44.title': 'Custom SLA score',
  'cards.SAC_44.description':
    'SLA compliance score calculated with the criteria set by the account, over the 12-hour window.',
  'cards.SAC_45.title': 'Backlog table',
  'cards.SAC_45.description':
    'Conversations not yet treated, with the author, channel, page and waiting time of each one.',
  'cards.SAC_46.title': 'Conversations in backlog',
  'cards.SAC_46.description': 'Number of conversations with the status Open or Pending awaiting treatment.',
  'cards.SAC_47.title': 'Productivity',
  'cards.SAC_47.description':
    'Attendances done over cases received, as a percentage, with the variation from the previous period.',
  'cards.SAC_48.title': 'Productivity per day',
  'cards.SAC_48.description': 'Daily evolution of productivity: attendances done over cases received.',
  'cards.SAC_49.title': 'Operator status table',
  'cards.SAC_49.description':
    'Current status of each operator (Active, paused or Away) and since when they have been in it.',
  'cards.SAC_50.title': 'Operators table',
  'cards.SAC_50.description':
    'Time each operator spent active, paused and away, with the volume of conversations treated in the period.',
  'cards.SAC_51.title': 'Status change log',
  'cards.SAC_51.description':
    'History of the operators’ status changes, with the date and time of each change.',
  'cards.SAC_52.title': 'CSAT score',
  'cards.SAC_52.description':
    'Percentage of satisfied customers (scores 4 and 5) in the CSAT surveys answered in the period.',
  'cards.SAC_53.title': 'Average CSAT rating',
  'cards.SAC_53.description':
    'Average rating of the CSAT surveys answered in the period, on a scale of 1 to 5.',
  'cards.SAC_54.title': 'Answered CSAT surveys',
  'cards.SAC_54.description': 'Number of CSAT satisfaction surveys answered by customers in the period.',
  'cards.SAC_55.title': 'Average CSAT rating over time',
  'cards.SAC_55.description':
    'Evolution of the average rating of the answered CSAT surveys, on a scale of 1 to 5.',
  'cards.SAC_56.title': 'Average CSAT rating by channel',
  'cards.SAC_56.description':
    'Average rating of the CSAT surveys answered in each channel, on a scale of 1 to 5.',
  'cards.SAC_57.title': 'CSAT rating distribution',
  'cards.SAC_57.description': 'Share of each rating, from 1 to 5, in all the answered CSAT surveys.',
  'cards.SAC_58.title': 'CSAT ratings table',
  'cards.SAC_58.description':
    'CSAT ratings received, with the customer, channel, page, rating and date of each answer.',
  'cards.SAC_59.title': 'Lovers table',
  'cards.SAC_59.description':
    'Users who interact most positively with the pages, with their number of interactions and prevailing sentiment.',
  'cards.SAC_60.title': 'Haters table',
  'cards.SAC_60.description':
    'Users who interact most negatively with the pages, with their number of interactions and prevailing sentiment.',
  'cards.SAC_61.title': 'Lovers’ interests',
  'cards.SAC_61.description': 'Most frequent themes in the lovers’ posts, as a word cloud.',
  'cards.SAC_62.title': 'Lovers’ tags of interest',
  'cards.SAC_62.description': 'Ranking of the tags most present in the lovers’ posts.',
  'cards.SAC_63.title': 'Posts engagement matrix',
  'cards.SAC_63.description':
    'Own posts placed by reach and engagement, in quadrants split by the average of the last 90 days.',
  'cards.SAC_64.title': 'Tags engagement matrix',
  'cards.SAC_64.description':
    'Tags placed by post volume and engagement, in quadrants split by the average of the last 90 days.',
};
