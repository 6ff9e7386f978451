/** Titles and descriptions of the chatbot cards (pt-BR is the source; en mirrors every key). */
export const chatbotCardTextsPt = {
  'cards.BLIP_1.title': 'Mensagens recebidas',
  'cards.BLIP_1.description': 'Total de mensagens que os usuários enviaram ao bot no período.',
  'cards.BLIP_2.title': 'Mensagens enviadas',
  'cards.BLIP_2.description': 'Total de mensagens que o bot enviou aos usuários no período.',
  'cards.BLIP_3.title': 'Mensagens ativas',
  'cards.BLIP_3.description':
    'Total de mensagens ativas (iniciadas pelo bot, como notificações e disparos de campanha) enviadas no período.',
  'cards.BLIP_4.title': 'Total de mensagens',
  'cards.BLIP_4.description': 'Soma das mensagens recebidas e enviadas pelo bot no período.',
  'cards.BLIP_5.title': 'Mensagens recebidas e enviadas por dia',
  'cards.BLIP_5.description': 'Evolução diária das mensagens recebidas e das mensagens enviadas pelo bot.',
  'cards.BLIP_6.title': 'Volume de mensagens no período',
  'cards.BLIP_6.description':
    'Participação das mensagens recebidas e das enviadas no volume total de mensagens do período.',
  'cards.BLIP_7.title': 'Mensagens ativas por dia',
  'cards.BLIP_7.description': 'Evolução diária das mensagens ativas enviadas pelo bot no período.',
  'cards.BLIP_8.title': 'Mensagens ativas por canal',
  'cards.BLIP_8.description':
    'Tabela com a quantidade de mensagens ativas enviadas em cada canal (WhatsApp, Messenger, BLiP Chat etc.) no período.',
  'cards.BLIP_9.title': 'Tráfego total de mensagens',
  'cards.BLIP_9.description':
    'Mensagens recebidas e enviadas por dia, empilhadas para mostrar o tráfego total do bot.',
  'cards.BLIP_10.title': 'Contatos únicos',
  'cards.BLIP_10.description': 'Quantidade de contatos distintos que conversaram com o bot no período.',
  'cards.BLIP_11.title': 'Contatos únicos por dia',
  'cards.BLIP_11.description':
    'Evolução diária da quantidade de contatos distintos que conversaram com o bot.',
  'cards.BLIP_12.title': 'Contatos engajados',
  'cards.BLIP_12.description': 'Contatos que enviaram ao menos uma mensagem ao bot no período.',
  'cards.BLIP_13.title': 'Contatos sem resposta',
  'cards.BLIP_13.description':
    'Contatos ativos que receberam mensagens do bot, mas não responderam no período.',
  'cards.BLIP_14.title': 'Taxa de engajamento',
  'cards.BLIP_14.description':
    'Percentual dos contatos ativos que enviaram ao menos uma mensagem ao bot no período.',
  'cards.BLIP_15.title': 'Taxa de rejeição',
  'cards.BLIP_15.description': 'Percentual dos contatos ativos que não responderam ao bot no período.',
  'cards.BLIP_16.title': 'Contatos engajados x não engajados',
  'cards.BLIP_16.description':
    'Evolução diária dos contatos que interagiram com o bot e dos que receberam mensagens sem responder.',
  'cards.BLIP_17.title': 'Total de eventos',
  'cards.BLIP_17.description': 'Quantidade de eventos personalizados registrados pelo bot no período.',
  'cards.BLIP_18.title': 'Eventos por ação',
  'cards.BLIP_18.description': 'Quantidade de eventos de cada ação da categoria selecionada no período.',
  'cards.BLIP_19.title': 'Percentual de eventos por ação',
  'cards.BLIP_19.description': 'Participação de cada ação no total de eventos da categoria selecionada.',
  'cards.BLIP_20.title': 'Eventos ao longo do tempo',
  'cards.BLIP_20.description':
    'Evolução diária dos eventos da categoria selecionada, limitada às 50 ações mais frequentes.',
  'cards.BLIP_21.title': 'Tabela de campanhas',
  'cards.BLIP_21.description':
    'Resumo das campanhas de mensagens ativas do período, com o público e o desempenho de cada disparo.',
  'cards.BLIP_22.title': 'Funil de conversão das campanhas',
  'cards.BLIP_22.description':
    'Etapas das campanhas do período, do envio das mensagens à resposta do público, com a conversão entre elas.',
  'cards.BLIP_23.title': 'Tickets abertos',
  'cards.BLIP_23.description': 'Quantidade de tickets de atendimento humano abertos no período.',
  'cards.BLIP_24.title': 'Tickets perdidos',
  'cards.BLIP_24.description':
    'Tickets encerrados pelo cliente enquanto aguardavam na fila, antes de serem atribuídos a um atendente.',
  'cards.BLIP_25.title': 'Tickets abandonados',
  'cards.BLIP_25.description': 'Tickets encerrados pelo cliente depois de atribuídos a um atendente.',
  'cards.BLIP_26.title': 'Tickets atendidos',
  'cards.BLIP_26.description': 'Tickets encerrados pelo atendente ou transferidos no período.',
  'cards.BLIP_27.title': 'Tickets fechados',
  'cards.BLIP_27.description': 'Total de tickets encerrados no período, por qualquer motivo.',
  'cards.BLIP_28.title': 'Desfecho dos tickets',
  'cards.BLIP_28.description':
    'Distribuição dos tickets encerrados: pelo atendente, transferidos, abandonados pelo cliente e perdidos na fila.',
  'cards.BLIP_29.title': 'Tempo máximo na fila',
  'cards.BLIP_29.description':
    'Maior tempo que um ticket aguardou na fila até ser atribuído a um atendente no período.',
  'cards.BLIP_30.title': 'Tempo médio na fila',
  'cards.BLIP_30.description':
    'Tempo médio que os tickets aguardaram na fila até serem atribuídos a um atendente.',
  'cards.BLIP_31.title': 'Tempo máximo de primeira resposta',
  'cards.BLIP_31.description':
    'Maior tempo entre a atribuição de um ticket e a primeira resposta do atendente no período.',
  'cards.BLIP_32.title': 'Tempo médio de primeira resposta',
  'cards.BLIP_32.description': 'Tempo médio entre a atribuição do ticket e a primeira resposta do atendente.',
  'cards.BLIP_33.title': 'Tempo médio de espera',
  'cards.BLIP_33.description':
    'Tempo médio que o cliente esperou até ser respondido, somando a fila e a primeira resposta do atendente.',
  'cards.BLIP_34.title': 'Tempo médio de resposta',
  'cards.BLIP_34.description':
    'Tempo médio que os atendentes levaram para responder às mensagens dos clientes durante os atendimentos.',
  'cards.BLIP_35.title': 'Tempo médio de atendimento',
  'cards.BLIP_35.description':
    'Duração média dos atendimentos, da atribuição ao atendente até o encerramento do ticket.',
  'cards.BLIP_36.title': 'Tickets por dia',
  'cards.BLIP_36.description': 'Evolução diária dos tickets abertos e dos tickets fechados no período.',
  'cards.BLIP_37.title': 'Disponibilidade dos atendentes',
  'cards.BLIP_37.description':
    'Tabela com o tempo que cada atendente passou online, em pausa e ausente no período.',
  'cards.BLIP_38.title': 'Relatório por atendente',
  'cards.BLIP_38.description': 'Tickets e tempos médios de atendimento de cada atendente no período.',
  'cards.BLIP_39.title': 'Relatório por fila',
  'cards.BLIP_39.description': 'Tickets e tempos médios de atendimento de cada fila no período.',
  'cards.BLIP_40.title': 'Relatório por tag',
  'cards.BLIP_40.description': 'Tickets e tempos médios de atendimento de cada tag aplicada no período.',
  'cards.BLIP_41.title': 'Tickets por atendente',
  'cards.BLIP_41.description': 'Média de tickets em atendimento por atendente online neste momento.',
  'cards.BLIP_42.title': 'Tickets na fila',
  'cards.BLIP_42.description': 'Tickets aguardando na fila por um atendente neste momento.',
  'cards.BLIP_43.title': 'Tickets em atendimento',
  'cards.BLIP_43.description': 'Tickets atribuídos a atendentes e em atendimento neste momento.',
  'cards.BLIP_44.title': 'Atendentes online',
  'cards.BLIP_44.description': 'Atendentes com status Ativo, disponíveis para receber tickets neste momento.',
  'cards.BLIP_45.title': 'Atendentes em pausa',
  'cards.BLIP_45.description': 'Atendentes em pausa, que não recebem novos tickets neste momento.',
  'cards.BLIP_46.title': 'Atendentes ausentes',
  'cards.BLIP_46.description': 'Atendentes com status Ausente (offline) neste momento.',
  'cards.BLIP_47.title': 'Tickets abertos e atribuídos',
  'cards.BLIP_47.description':
    'Tabela dos tickets em atendimento neste momento, com o atendente responsável, a fila e o tempo decorrido.',
  'cards.BLIP_48.title': 'Tickets aguardando na fila',
  'cards.BLIP_48.description':
    'Tabela dos tickets que aguardam um atendente neste momento, com a fila e o tempo de espera.',
  'cards.BLIP_49.title': 'Atendentes em tempo real',
  'cards.BLIP_49.description':
    'Tabela com o status atual de cada atendente e os tickets que ele atende neste momento.',
  'cards.BLIP_50.title': 'Filas em tempo real',
  'cards.BLIP_50.description':
    'Tabela com os tickets aguardando, os tickets em atendimento e os atendentes online de cada fila neste momento.',
  'cards.BLIP_51.title': 'Tags em tempo real',
  'cards.BLIP_51.description': 'Tabela com a quantidade de tickets em aberto de cada tag neste momento.',
} as const;

export const chatbotCardTextsEn: Record<keyof typeof chatbotCardTextsPt, string> = {
  'cards.BLIP_1.title': 'Received messages',
  'cards.BLIP_1.description': 'Total messages users sent to the bot in the period.',
  'cards.BLIP_2.title': 'Sent messages',
  'cards.BLIP_2.description': 'Total messages the bot sent to users in the period.',
  'cards.BLIP_3.title': 'Active messages',
  'cards.BLIP_3.description':
    'Total active messages (started by the bot, such as notifications and campaign sends) sent in the period.',
  'cards.BLIP_4.title': 'Total messages',
  'cards.BLIP_4.description': 'Sum of the messages the bot received and sent in the period.',
  'cards.BLIP_5.title': 'Received and sent messages per day',
  'cards.BLIP_5.description': 'Daily trend of the messages the bot received and of those it sent.',
  'cards.BLIP_6.title': 'Message volume in the period',
  'cards.BLIP_6.description': "Share of received and of sent messages in the period's total message volume.",
  'cards.BLIP_7.title': 'Active messages per day',
  'cards.BLIP_7.description': 'Daily trend of the active messages the bot sent in the period.',
  'cards.BLIP_8.title': 'Active messages per channel',
  'cards.BLIP_8.description':
    'Table of the number of active messages sent on each channel (WhatsApp, Messenger, BLiP Chat, etc.) in the period.',
  'cards.BLIP_9.title': 'Total message traffic',
  'cards.BLIP_9.description': "Received and sent messages per day, stacked to show the bot's total traffic.",
  'cards.BLIP_10.title': 'Unique contacts',
  'cards.BLIP_10.description': 'Number of distinct contacts who talked to the bot in the period.',
  'cards.BLIP_11.title': 'Unique contacts per day',
  'cards.BLIP_11.description': 'Daily trend of the number of distinct contacts who talked to the bot.',
  'cards.BLIP_12.title': 'Engaged contacts',
  'cards.BLIP_12.description': 'Contacts who sent at least one message to the bot in the period.',
  'cards.BLIP_13.title': 'Non-responding contacts',
  'cards.BLIP_13.description':
    'Active contacts who received messages from the bot but did not reply in the period.',
  'cards.BLIP_14.title': 'Engagement rate',
  'cards.BLIP_14.description':
    'Percentage of active contacts who sent at least one message to the bot in the period.',
  'cards.BLIP_15.title': 'Rejection rate',
  'cards.BLIP_15.description': 'Percentage of active contacts who did not reply to the bot in the period.',
  'cards.BLIP_16.title': 'Engaged vs non-engaged contacts',
  'cards.BLIP_16.description':
    'Daily trend of the contacts who interacted with the bot and of those who received messages without replying.',
  'cards.BLIP_17.title': 'Total events',
  'cards.BLIP_17.description': 'Number of custom events the bot tracked in the period.',
  'cards.BLIP_18.title': 'Events by action',
  'cards.BLIP_18.description': 'Number of events of each action of the selected category in the period.',
  'cards.BLIP_19.title': 'Share of events by action',
  'cards.BLIP_19.description': "Each action's share of the total events of the selected category.",
  'cards.BLIP_20.title': 'Events over time',
  'cards.BLIP_20.description':
    'Daily trend of the events of the selected category, limited to the 50 most frequent actions.',
  'cards.BLIP_21.title': 'Campaigns table',
  'cards.BLIP_21.description':
    "Summary of the period's active-message campaigns, with the audience and performance of each send.",
  'cards.BLIP_22.title': 'Campaign conversion funnel',
  'cards.BLIP_22.description':
    "Stages of the period's campaigns, from sending the messages to the audience's reply, with the conversion between them.",
  'cards.BLIP_23.title': 'Open tickets',
  'cards.BLIP_23.description': 'Number of human-service tickets opened in the period.',
  'cards.BLIP_24.title': 'Missed tickets',
  'cards.BLIP_24.description':
    'Tickets closed by the client while waiting in the queue, before being assigned to an attendant.',
  'cards.BLIP_25.title': 'Abandoned tickets',
  'cards.BLIP_25.description': 'Tickets closed by the client after being assigned to an attendant.',
  'cards.BLIP_26.title': 'Attended tickets',
  'cards.BLIP_26.description': 'Tickets closed by the attendant or transferred in the period.',
  'cards.BLIP_27.title': 'Closed tickets',
  'cards.BLIP_27.description': 'Total tickets closed in the period, for any reason.',
  'cards.BLIP_28.title': 'Ticket outcomes',
  'cards.BLIP_28.description':
    'Breakdown of closed tickets: closed by the attendant, transferred, abandoned by the client and missed in the queue.',
  'cards.BLIP_29.title': 'Maximum queue time',
  'cards.BLIP_29.description':
    'Longest time a ticket waited in the queue before being assigned to an attendant in the period.',
  'cards.BLIP_30.title': 'Average queue time',
  'cards.BLIP_30.description':
    'Average time tickets waited in the queue before being assigned to an attendant.',
  'cards.BLIP_31.title': 'Maximum first-response time',
  'cards.BLIP_31.description':
    "Longest time between a ticket's assignment and the attendant's first response in the period.",
  'cards.BLIP_32.title': 'Average first-response time',
  'cards.BLIP_32.description':
    "Average time between a ticket's assignment and the attendant's first response.",
  'cards.BLIP_33.title': 'Average wait time',
  'cards.BLIP_33.description':
    "Average time the client waited for an answer, adding the queue and the attendant's first response.",
  'cards.BLIP_34.title': 'Average response time',
  'cards.BLIP_34.description':
    "Average time attendants took to answer the clients' messages during attendances.",
  'cards.BLIP_35.title': 'Average attendance time',
  'cards.BLIP_35.description':
    'Average length of attendances, from assignment to an attendant until the ticket is closed.',
  'cards.BLIP_36.title': 'Tickets per day',
  'cards.BLIP_36.description': 'Daily trend of the tickets opened and of the tickets closed in the period.',
  'cards.BLIP_37.title': 'Attendant availability',
  'cards.BLIP_37.description':
    'Table of the time each attendant spent online, paused and offline in the period.',
  'cards.BLIP_38.title': 'Report by attendant',
  'cards.BLIP_38.description': 'Tickets and average attendance times of each attendant in the period.',
  'cards.BLIP_39.title': 'Report by queue',
  'cards.BLIP_39.description': 'Tickets and average attendance times of each queue in the period.',
  'cards.BLIP_40.title': 'Report by tag',
  'cards.BLIP_40.description': 'Tickets and average attendance times of each tag applied in the period.',
  'cards.BLIP_41.title': 'Tickets per attendant',
  'cards.BLIP_41.description': 'Average number of tickets in attendance per online attendant right now.',
  'cards.BLIP_42.title': 'Tickets in queue',
  'cards.BLIP_42.description': 'Tickets waiting in the queue for an attendant right now.',
  'cards.BLIP_43.title': 'Tickets in attendance',
  'cards.BLIP_43.description': 'Tickets assigned to attendants and being attended right now.',
  'cards.BLIP_44.title': 'Attendants online',
  'cards.BLIP_44.description': 'Attendants with the Active status, available to receive tickets right now.',
  'cards.BLIP_45.title': 'Attendants paused',
  'cards.BLIP_45.description': 'Paused attendants, who receive no new tickets right now.',
  'cards.BLIP_46.title': 'Attendants offline',
  'cards.BLIP_46.description': 'Attendants with the Away (offline) status right now.',
  'cards.BLIP_47.title': 'Open and assigned tickets',
  'cards.BLIP_47.description':
    'Table of the tickets in attendance right now, with the responsible attendant, the queue and the elapsed time.',
  'cards.BLIP_48.title': 'Tickets waiting in queue',
  'cards.BLIP_48.description':
    'Table of the tickets waiting for an attendant right now, with the queue and the waiting time.',
  'cards.BLIP_49.title': 'Attendants in real time',
  'cards.BLIP_49.description':
    "Table of each attendant's current status and the tickets they are attending right now.",
  'cards.BLIP_50.title': 'Queues in real time',
  'cards.BLIP_50.description':
    'Table of the waiting tickets, the tickets in attendance and the online attendants of each queue right now.',
  'cards.BLIP_51.title': 'Tags in real time',
  'cards.BLIP_51.description': 'Table of the number of open tickets of each tag right now.',
};
