/** The pt-BR words the demo is written with: the brand, its pages, people, themes, texts and chatbot flows. */

export const BRAND = { name: 'Marca Demo', handle: 'marcademo', hashtag: '#MarcaDemo' } as const;
export const COMPETITORS = ['Vértice', 'Nortada', 'Alvorada Varejo'] as const;
export const STOCK_SYMBOL = 'MRNT3';

/** The brand's own pages, one per channel with customer service (core SAC_TYPES_BY_CHANNEL). */
export const BRAND_PAGES = {
  facebook: { pid: 'marcademo.facebook', followers: 1_240_000 },
  instagram: { pid: 'marcademo.instagram', followers: 865_000 },
  twitter: { pid: 'marcademo.twitter', followers: 312_000 },
  youtube: { pid: 'marcademo.youtube', followers: 96_000 },
  linkedin: { pid: 'marcademo.linkedin', followers: 61_000 },
  tiktok: { pid: 'marcademo.tiktok', followers: 428_000 },
} as const;
export type BrandPageChannel = keyof typeof BRAND_PAGES;

export const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Camila',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Juliana',
  'Lucas',
  'Mariana',
  'Mateus',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Vinícius',
  'Letícia',
  'Gustavo',
  'Larissa',
  'Pedro',
  'Beatriz',
  'Caio',
  'Fernanda',
  'Rodrigo',
  'Aline',
  'Marcelo',
] as const;

export const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
] as const;

/** Press outlets: the authors of news, portal, TV, radio and print posts (few, very influential). */
export const PRESS_OUTLETS = [
  ['G1', 14_800_000],
  ['Folha de S.Paulo', 9_100_000],
  ['Estadão', 7_400_000],
  ['UOL', 6_900_000],
  ['CNN Brasil', 5_600_000],
  ['Exame', 3_200_000],
  ['Valor Econômico', 1_900_000],
  ['InfoMoney', 1_500_000],
  ['O Tempo', 820_000],
  ['Estado de Minas', 760_000],
  ['Jornal do Commercio', 310_000],
  ['Rádio Itatiaia', 450_000],
] as const;

export const THEMES = [
  'Atendimento',
  'Entrega',
  'Preço',
  'Produto',
  'Aplicativo',
  'Promoção',
  'Pagamento',
  'Loja física',
] as const;
export type Theme = (typeof THEMES)[number];
/** The theme the crisis is about. */
export const CRISIS_THEME: Theme = 'Entrega';

export const TAGS = [
  'reclamação',
  'elogio',
  'dúvida',
  'sugestão',
  'campanha',
  'cancelamento',
  'troca',
  'indicação',
] as const;
export const GROUPS = ['Marca', 'Concorrentes', 'Setor'] as const;
export const DEVICES = ['Android', 'iPhone', 'Web', 'Outros'] as const;

type Polarity = 1 | 2 | 3;

/** Sentences by theme and sentiment; `{m}` is replaced by the brand (or a competitor) named in the post. */
export const SENTENCES: Record<Theme, Record<Polarity, readonly string[]>> = {
  Atendimento: {
    1: [
      'Fui muito bem atendida pela {m}, resolveram tudo em minutos.',
      'Atendimento nota dez da {m}, a atendente foi super atenciosa.',
      'Parabéns ao time da {m} pela paciência no chat.',
    ],
    2: [
      'Atendimento péssimo da {m}, fiquei uma hora esperando e ninguém respondeu.',
      'Já liguei três vezes para a {m} e cada atendente fala uma coisa diferente.',
      'O SAC da {m} desliga na nossa cara, que descaso.',
    ],
    3: [
      'Alguém sabe o telefone do SAC da {m}?',
      'Qual o horário de atendimento da {m} no sábado?',
      'A {m} atende pelo WhatsApp também?',
    ],
  },
  Entrega: {
    1: [
      'Meu pedido da {m} chegou antes do prazo, que maravilha!',
      'Entrega rápida e bem embalada, a {m} caprichou.',
      'Comprei ontem na {m} e hoje já estava na minha porta.',
    ],
    2: [
      'Pedido da {m} atrasado há dez dias e sem nenhuma previsão.',
      'A {m} marcou como entregue mas não recebi nada.',
      'Produto chegou quebrado e a {m} não quer trocar.',
    ],
    3: [
      'Quanto tempo a {m} leva para entregar no interior?',
      'A {m} entrega aos domingos?',
      'Como faço para rastrear meu pedido da {m}?',
    ],
  },
  Preço: {
    1: [
      'Preço justo e qualidade boa, a {m} está de parabéns.',
      'Achei na {m} mais barato do que em qualquer outro lugar.',
      'O cashback da {m} compensa demais.',
    ],
    2: [
      'A {m} aumentou os preços de novo, está tudo caríssimo.',
      'Cobrança indevida na fatura da {m}, que absurdo!',
      'O frete da {m} custa mais que o produto.',
    ],
    3: [
      'Alguém comparou os preços da {m} com os da concorrência?',
      'A {m} parcela sem juros no cartão?',
      'O preço do site da {m} vale na loja física?',
    ],
  },
  Produto: {
    1: [
      'Produto da {m} de ótima qualidade, recomendo.',
      'Estou usando há meses e o produto da {m} continua perfeito.',
      'A nova linha da {m} ficou linda demais.',
    ],
    2: [
      'O produto da {m} parou de funcionar em uma semana.',
      'Qualidade da {m} caiu muito, não compro mais.',
      'Veio o modelo errado e a {m} não resolve.',
    ],
    3: [
      'Alguém já testou o lançamento da {m}?',
      'A garantia dos produtos da {m} é de quanto tempo?',
      'Vale a pena comprar a versão nova da {m}?',
    ],
  },
  Aplicativo: {
    1: [
      'O aplicativo da {m} ficou muito mais rápido depois da atualização.',
      'Comprar pelo app da {m} é facílimo.',
      'Adorei o novo visual do app da {m}.',
    ],
    2: [
      'O app da {m} travou na hora de pagar, perdi a promoção.',
      'Não consigo fazer login no aplicativo da {m} desde ontem.',
      'O app da {m} fica pedindo atualização e não abre.',
    ],
    3: [
      'O app da {m} tem versão para tablet?',
      'Como cadastro outro cartão no aplicativo da {m}?',
      'Alguém sabe se o app da {m} avisa quando o pedido sai?',
    ],
  },
  Promoção: {
    1: [
      'Aproveitei a promoção da {m} e economizei muito!',
      'Que campanha incrível da {m}, ganhei o cupom.',
      'A Black Friday da {m} foi de verdade, preços ótimos.',
    ],
    2: [
      'A promoção da {m} é enganosa, o desconto não aparece no carrinho.',
      'Cupom da {m} não funciona, propaganda falsa.',
      'Esgotou tudo da promoção da {m} em cinco minutos.',
    ],
    3: [
      'Até quando vai a promoção da {m}?',
      'Vi a nova campanha da {m} na TV hoje.',
      'A promoção da {m} vale para todo o Brasil?',
    ],
  },
  Pagamento: {
    1: [
      'Pagar com Pix na {m} é instantâneo, adorei.',
      'A {m} aprovou meu pagamento na hora.',
      'Consegui parcelar em dez vezes na {m}, ótimo.',
    ],
    2: [
      'Fui cobrado duas vezes pela {m} e até agora nada de estorno.',
      'O boleto da {m} venceu antes de chegar.',
      'Pagamento recusado na {m} sem explicação nenhuma.',
    ],
    3: [
      'A {m} aceita vale-refeição?',
      'Quanto tempo demora para a {m} confirmar o Pix?',
      'Como peço a segunda via do boleto da {m}?',
    ],
  },
  'Loja física': {
    1: [
      'A loja da {m} no shopping está linda e bem organizada.',
      'Os vendedores da {m} da Paulista são muito educados.',
      'Retirei na loja da {m} em dez minutos.',
    ],
    2: [
      'Fila enorme na loja da {m} e só um caixa funcionando.',
      'A loja da {m} estava fechada no horário de funcionamento.',
      'Vendedor da {m} foi grosseiro comigo na loja.',
    ],
    3: [
      'Tem loja da {m} em Belo Horizonte?',
      'A loja da {m} abre no feriado?',
      'Posso trocar na loja da {m} o que comprei no site?',
    ],
  },
};

/** What customers write during the crisis (deliveries stuck after a carrier strike). */
export const CRISIS_SENTENCES = [
  'Cadê meu pedido, {m}? Já são dias sem nenhuma atualização.',
  'A {m} sumiu com a minha encomenda, ninguém dá satisfação.',
  'Greve da transportadora e a {m} não avisa nada aos clientes.',
  'Vou no Procon, a {m} não entrega e não devolve o dinheiro.',
] as const;

export const OPENERS = ['', '', '', 'Gente,', 'Sério,', 'Olha,', 'Pessoal,', 'Sinceramente,'] as const;
export const CLOSERS: Record<Polarity, readonly string[]> = {
  1: ['', '', '👏', '❤️', 'Recomendo!', '#MarcaDemo'],
  2: ['', '', '😡', 'Absurdo!', 'Alguém mais passando por isso?', '#MarcaDemoNão'],
  3: ['', '', '🤔', 'Obrigado!', 'Alguém sabe?'],
};
export const CRISIS_HASHTAG = '#CadêMeuPedidoMarcaDemo';

/** What the brand publishes on its own pages. */
export const BRAND_PUBLICATIONS = [
  'Novidade na {m}: a coleção de inverno chegou! Confira no app.',
  'Hoje tem live com descontos exclusivos, às 20h. Ativa o lembrete!',
  'Nosso time de atendimento está disponível todos os dias pelo WhatsApp.',
  'Frete grátis para todo o Brasil neste fim de semana.',
  'Bastidores da {m}: conheça quem faz a sua entrega chegar.',
  'Sorteio! Comente com a sua cor favorita e concorra a um vale-compras.',
] as const;

/** Customer-service operators answering on the brand's pages. */
export const OPERATORS = [
  'Ana Paula Reis',
  'Bruno Tavares',
  'Carla Mendes',
  'Diego Fontes',
  'Fernanda Lopes',
  'Gustavo Prado',
  'Juliana Castro',
  'Rafael Nogueira',
] as const;

export const CHATBOTS = [
  { botKey: 'marcademoatendimento', share: 0.7, ticketShare: 0.16 },
  { botKey: 'marcademovendas', share: 0.3, ticketShare: 0.08 },
] as const;

/** Custom event categories and actions, by popularity (heavy-tailed). */
export const EVENT_CATEGORIES: readonly (readonly [string, readonly string[]])[] = [
  [
    'menu',
    [
      'Menu principal',
      'Falar com atendente',
      'Segunda via de boleto',
      'Rastrear pedido',
      'Meus pedidos',
      'Trocas e devoluções',
      'Horário das lojas',
      'Encerrar conversa',
    ],
  ],
  [
    'pedido',
    [
      'Consultar status',
      'Pedido atrasado',
      'Alterar endereço',
      'Cancelar pedido',
      'Pedido incompleto',
      'Nota fiscal',
    ],
  ],
  [
    'pagamento',
    ['Pix copiado', 'Boleto gerado', 'Cartão recusado', 'Estorno solicitado', 'Parcelamento consultado'],
  ],
  ['faq', ['Prazo de entrega', 'Política de troca', 'Garantia', 'Formas de pagamento', 'Cupom inválido']],
  ['vendas', ['Catálogo aberto', 'Produto adicionado', 'Carrinho abandonado', 'Compra concluída']],
  ['avaliacao', ['Nota 5', 'Nota 4', 'Nota 3', 'Nota 2', 'Nota 1']],
  ['transbordo', ['Fila humano', 'Fora do horário', 'Atendente indisponível']],
  ['erro', ['Entrada não reconhecida', 'Tempo esgotado', 'Integração indisponível']],
];

export const CAMPAIGN_NAMES = [
  'Boas-vindas',
  'Lembrete de pagamento',
  'Pesquisa de satisfação',
  'Black Friday antecipada',
  'Carrinho abandonado',
  'Liquidação de inverno',
  'Aviso de entrega',
  'Dia do Cliente',
  'Reativação de clientes',
  'Lançamento da coleção',
] as const;

/** Desk queues (teams), their share of tickets and the tags their tickets get. */
export const DESK_TEAMS = [
  ['Financeiro', 28, ['2ª via', 'Estorno', 'Cobrança indevida']],
  ['Suporte técnico', 22, ['Aplicativo', 'Login', 'Erro no site']],
  ['Pedidos e entregas', 30, ['Atraso', 'Rastreio', 'Extravio']],
  ['Trocas e devoluções', 14, ['Troca', 'Devolução', 'Produto com defeito']],
  ['Ouvidoria', 6, ['Reclamação formal', 'Procon']],
] as const;
