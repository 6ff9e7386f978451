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
    'Contatos que receberam mensagens ativas do bot (enviadas por iniciativa dele), mas não lhe enviaram nenhuma mensagem no período.',
  'cards.BLIP_14.title': 'Taxa de engajamento',
  'cards.BLIP_14.description':
    'Percentual dos contatos que receberam mensagens ativas do bot e lhe enviaram ao menos uma mensagem no período.',
  'cards.BLIP_15.title': 'Taxa de rejeição',
  'cards.BLIP_15.description':
    'Percentual dos contatos que receberam mensagens ativas do bot e não lhe enviaram nenhuma mensagem no período.',
  'cards.BLIP_16.title': 'Contatos engajados x não engajados',
  'cards.BLIP_16.description':
    'Por dia, os contatos que receberam mensagens ativas do bot e responderam, e os que não responderam.',
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
  'cards.BLIP_23.description':
    'Tickets de atendimento humano abertos no período (cada ticket conta no dia em que foi aberto).',
  'cards.BLIP_24.title': 'Tickets perdidos',
  'cards.BLIP_24.description':
    'Tickets encerrados no período pelo cliente enquanto aguardavam na fila, antes de serem atribuídos a um atendente.',
  'cards.BLIP_25.title': 'Tickets abandonados',
  'cards.BLIP_25.description':
    'Tickets encerrados no período pelo cliente depois de atribuídos a um atendente.',
  'cards.BLIP_26.title': 'Tickets atendidos',
  'cards.BLIP_26.description': 'Tickets encerrados no período pelo atendente ou transferidos.',
  'cards.BLIP_27.title': 'Tickets fechados',
  'cards.BLIP_27.description':
    'Tickets encerrados no período por qualquer motivo: perdidos, abandonados e atendidos.',
  'cards.BLIP_28.title': 'Desfecho dos tickets',
  'cards.BLIP_28.description':
    'Distribuição dos tickets encerrados no período: pelo atendente, transferidos, abandonados pelo cliente (depois de atribuídos) e perdidos na fila (antes de atribuídos).',
  'cards.BLIP_29.title': 'Tempo máximo na fila',
  'cards.BLIP_29.description':
    'Maior tempo na fila, da abertura do ticket até a atribuição a um atendente, entre os tickets atribuídos no período.',
  'cards.BLIP_30.title': 'Tempo médio na fila',
  'cards.BLIP_30.description':
    'Tempo médio na fila, da abertura do ticket até a atribuição a um atendente, dos tickets atribuídos no período.',
  'cards.BLIP_31.title': 'Tempo máximo de primeira resposta',
  'cards.BLIP_31.description':
    'Maior tempo entre a atribuição de um ticket ao atendente e a primeira resposta dele, entre os tickets respondidos no período.',
  'cards.BLIP_32.title': 'Tempo médio de primeira resposta',
  'cards.BLIP_32.description':
    'Tempo médio entre a atribuição do ticket ao atendente e a primeira resposta dele, dos tickets respondidos no período.',
  'cards.BLIP_33.title': 'Tempo médio de espera',
  'cards.BLIP_33.description':
    'Tempo médio que o cliente esperou, da abertura do ticket até a primeira resposta do atendente (tempo na fila + tempo de primeira resposta), dos tickets respondidos no período.',
  'cards.BLIP_34.title': 'Tempo médio de resposta',
  'cards.BLIP_34.description':
    'Média do tempo de resposta de cada ticket, como o atendimento o informa: quanto os atendentes levaram, em média, para responder às mensagens do cliente.',
  'cards.BLIP_35.title': 'Tempo médio de atendimento',
  'cards.BLIP_35.description':
    'Duração média dos atendimentos, da primeira resposta do atendente até o encerramento do ticket, dos tickets encerrados no período.',
  'cards.BLIP_36.title': 'Tickets por dia',
  'cards.BLIP_36.description':
    'Evolução diária dos tickets abertos e dos tickets fechados: cada ticket conta no dia em que foi aberto e no dia em que foi fechado.',
  'cards.BLIP_37.title': 'Disponibilidade dos atendentes',
  'cards.BLIP_37.description':
    'Tabela com o tempo que cada atendente passou online (Ativo), em pausa e ausente no período.',
  'cards.BLIP_38.title': 'Relatório por atendente',
  'cards.BLIP_38.description':
    'Tickets abertos, fechados e atendidos e tempos médios na fila, de primeira resposta e de atendimento de cada atendente no período.',
  'cards.BLIP_39.title': 'Relatório por fila',
  'cards.BLIP_39.description':
    'Tickets abertos, fechados e atendidos e tempos médios na fila, de primeira resposta e de atendimento de cada fila no período.',
  'cards.BLIP_40.title': 'Relatório por tag',
  'cards.BLIP_40.description':
    'Tickets abertos, fechados e atendidos e tempos médios na fila, de primeira resposta e de atendimento de cada tag no período.',
  'cards.BLIP_41.title': 'Tickets por atendente',
  'cards.BLIP_41.description':
    'Tickets em atendimento divididos pelos atendentes online neste momento, independentemente do período.',
  'cards.BLIP_42.title': 'Tickets na fila',
  'cards.BLIP_42.description':
    'Tickets na fila neste momento (ainda não atribuídos a um atendente nem encerrados), independentemente do período.',
  'cards.BLIP_43.title': 'Tickets em atendimento',
  'cards.BLIP_43.description':
    'Tickets em atendimento neste momento (atribuídos a um atendente e ainda não encerrados), independentemente do período.',
  'cards.BLIP_44.title': 'Atendentes online',
  'cards.BLIP_44.description':
    'Atendentes com status Ativo (online) neste momento, disponíveis para receber tickets, independentemente do período.',
  'cards.BLIP_45.title': 'Atendentes em pausa',
  'cards.BLIP_45.description':
    'Atendentes em pausa neste momento, que não recebem novos tickets, independentemente do período.',
  'cards.BLIP_46.title': 'Atendentes ausentes',
  'cards.BLIP_46.description':
    'Atendentes com status Ausente (offline) neste momento, independentemente do período.',
  'cards.BLIP_47.title': 'Tickets abertos e atribuídos',
  'cards.BLIP_47.description':
    'Tabela dos tickets em atendimento neste momento, com a fila, o atendente responsável, as tags e quando foram abertos e atribuídos, independentemente do período.',
  'cards.BLIP_48.title': 'Tickets aguardando na fila',
  'cards.BLIP_48.description':
    'Tabela dos tickets que aguardam um atendente neste momento, com a fila, as tags e desde quando aguardam, independentemente do período.',
  'cards.BLIP_49.title': 'Atendentes em tempo real',
  'cards.BLIP_49.description':
    'Tabela com o status atual de cada atendente (Ativo, Em pausa ou Ausente, pela última mudança), desde quando, e os tickets que ele atende neste momento, independentemente do período.',
  'cards.BLIP_50.title': 'Filas em tempo real',
  'cards.BLIP_50.description':
    'Tabela com os tickets aguardando, os tickets em atendimento e os atendentes online de cada fila neste momento, independentemente do período.',
  'cards.BLIP_51.title': 'Tags em tempo real',
  'cards.BLIP_51.description':
    'Tabela com os tickets aguardando e em atendimento de cada tag neste momento, independentemente do período.',
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
    'Contacts who received active messages from the bot (sent on its own initiative) but sent it no message in the period.',
  'cards.BLIP_14.title': 'Engagement rate',
  'cards.BLIP_14.description':
    'Percentage of the contacts who received active messages from the bot and sent it at least one message in the period.',
  'cards.BLIP_15.title': 'Rejection rate',
  'cards.BLIP_15.description':
    'Percentage of the contacts who received active messages from the bot and sent it no message in the period.',
  'cards.BLIP_16.title': 'Engaged vs non-engaged contacts',
  'cards.BLIP_16.description':
    'Per day, the contacts who received active messages from the bot and replied, and those who did not.',
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
  'cards.BLIP_23.description':
    'Human-service tickets opened in the period (each ticket counts on the day it was opened).',
  'cards.BLIP_24.title': 'Missed tickets',
  'cards.BLIP_24.description':
    'Tickets closed in the period by the client while waiting in the queue, before being assigned to an attendant.',
  'cards.BLIP_25.title': 'Abandoned tickets',
  'cards.BLIP_25.description':
    'Tickets closed in the period by the client after being assigned to an attendant.',
  'cards.BLIP_26.title': 'Attended tickets',
  'cards.BLIP_26.description': 'Tickets closed in the period by the attendant, or transferred.',
  'cards.BLIP_27.title': 'Closed tickets',
  'cards.BLIP_27.description': 'Tickets closed in the period for any reason: missed, abandoned and attended.',
  'cards.BLIP_28.title': 'Ticket outcomes',
  'cards.BLIP_28.description':
    'Breakdown of the tickets closed in the period: by the attendant, transferred, abandoned by the client (after assignment) and missed in the queue (before assignment).',
  'cards.BLIP_29.title': 'Maximum queue time',
  'cards.BLIP_29.description':
    'Longest queue time, from the opening of a ticket to its assignment to an attendant, among the tickets assigned in the period.',
  'cards.BLIP_30.title': 'Average queue time',
  'cards.BLIP_30.description':
    'Average queue time, from the opening of a ticket to its assignment to an attendant, of the tickets assigned in the period.',
  'cards.BLIP_31.title': 'Maximum first-response time',
  'cards.BLIP_31.description':
    "Longest time between a ticket's assignment to an attendant and their first reply, among the tickets answered in the period.",
  'cards.BLIP_32.title': 'Average first-response time',
  'cards.BLIP_32.description':
    "Average time between a ticket's assignment to an attendant and their first reply, of the tickets answered in the period.",
  'cards.BLIP_33.title': 'Average wait time',
  'cards.BLIP_33.description':
    "Average time the client waited, from the opening of a ticket to the attendant's first reply (queue time + first-response time), of the tickets answered in the period.",
  'cards.BLIP_34.title': 'Average response time',
  'cards.BLIP_34.description':
    "Average of each ticket's response time as the desk reports it: how long attendants took, on average, to answer the client's messages.",
  'cards.BLIP_35.title': 'Average attendance time',
  'cards.BLIP_35.description':
    "Average length of attendances, from the attendant's first reply to the closing of the ticket, of the tickets closed in the period.",
  'cards.BLIP_36.title': 'Tickets per day',
  'cards.BLIP_36.description':
    'Daily trend of the tickets opened and of the tickets closed: each ticket counts on the day it was opened and on the day it was closed.',
  'cards.BLIP_37.title': 'Attendant availability',
  'cards.BLIP_37.description':
    'Table of the time each attendant spent online (Active), paused and away in the period.',
  'cards.BLIP_38.title': 'Report by attendant',
  'cards.BLIP_38.description':
    'Tickets opened, closed and attended, and average queue, first-response and attendance times of each attendant in the period.',
  'cards.BLIP_39.title': 'Report by queue',
  'cards.BLIP_39.description':
    'Tickets opened, closed and attended, and average queue, first-response and attendance times of each queue in the period.',
  'cards.BLIP_40.title': 'Report by tag',
  'cards.BLIP_40.description':
    'Tickets opened, closed and attended, and average queue, first-response and attendance times of each tag in the period.',
  'cards.BLIP_41.title': 'Tickets per attendant',
  'cards.BLIP_41.description':
    'Tickets in attendance divided by the attendants online right now, whatever the period.',
  'cards.BLIP_42.title': 'Tickets in queue',
  'cards.BLIP_42.description':
    'Tickets in the queue right now (not yet assigned to an attendant nor closed), whatever the period.',
  'cards.BLIP_43.title': 'Tickets in attendance',
  'cards.BLIP_43.description':
    'Tickets in attendance right now (assigned to an attendant and not yet closed), whatever the period.',
  'cards.BLIP_44.title': 'Attendants online',
  'cards.BLIP_44.description':
    'Attendants with the Active (online) status right now, available to receive tickets, whatever the period.',
  'cards.BLIP_45.title': 'Attendants paused',
  'cards.BLIP_45.description':
    'Attendants paused right now, who receive no new tickets, whatever the period.',
  'cards.BLIP_46.title': 'Attendants offline',
  'cards.BLIP_46.description': 'Attendants with the Away (offline) status right now, whatever the period.',
  'cards.BLIP_47.title': 'Open and assigned tickets',
  'cards.BLIP_47.description':
    'Table of the tickets in attendance right now, with the queue, the responsible attendant, the tags and when they were opened and assigned, whatever the period.',
  'cards.BLIP_48.title': 'Tickets waiting in queue',
  'cards.BLIP_48.description':
    'Table of the tickets waiting for an attendant right now, with the queue, the tags and since when they wait, whatever the period.',
  'cards.BLIP_49.title': 'Attendants in real time',
  'cards.BLIP_49.description':
    "Table of each attendant's current status (Active, Paused or Away, by their latest change), since when, and the tickets they are attending right now, whatever the period.",
  'cards.BLIP_50.title': 'Queues in real time',
  'cards.BLIP_50.description':
    'Table of the waiting tickets, the tickets in attendance and the online attendants of each queue right now, whatever the period.',
  'cards.BLIP_51.title': 'Tags in real time',
  'cards.BLIP_51.description':
    'Table of the tickets waiting and in attendance of each tag right now, whatever the period.',
};
