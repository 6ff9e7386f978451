/**
 * The pt-BR words the demo is written with: the brand, its pages, people, themes and chatbot flows (the phrases
 * posts are composed from are in demo-phrases.ts).
 */

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

/** The hashtag customers rally behind during the crisis. */
export const CRISIS_HASHTAG = '#CadêMeuPedidoMarcaDemo';

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
