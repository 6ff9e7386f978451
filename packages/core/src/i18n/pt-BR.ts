/** Source of truth for every UI text. Texts quoted by the spec are verbatim, accents included. */
export const ptBR = {
  'app.name': 'Mirante Studio',
  'app.loading': 'Carregando…',

  'login.title': 'Entrar no Mirante Studio',
  'login.email': 'E-mail',
  'login.password': 'Senha',
  'login.submit': 'Entrar',
  'login.errors.emailEmpty': 'E-mail não pode ser vazio',
  'login.errors.emailInvalid': 'E-mail não válido',
  'login.errors.passwordEmpty': 'Senha não pode ser vazia',
  'login.errors.userNotFound': 'Usuário não encontrado',
  'login.errors.wrongPassword': 'Senha inválida',
  'login.errors.generic': 'Ops, não conseguimos fazer o login, tente novamente mais tarde.',
  'login.errors.noToken': 'No Token Received',

  'organisation.select': 'Selecione uma organização:',
  'organisation.staging': 'Homologação',

  'userMenu.settings': 'Configurações',
  'userMenu.createComponent': 'Criar componente',
  'userMenu.logout': 'Sair',

  'dashboard.period': 'Período',
  'dashboard.periodLast7Days': 'Últimos 7 dias',
  'dashboard.empty': 'Este dashboard ainda não tem componentes.',

  'chart.errors.load': 'Erro ao carregar dados.',
  'chart.empty': 'Não há dados para exibir.',
  'chart.retry': 'Tentar novamente',
  'chart.loading': 'Carregando dados…',

  'error.back': 'Voltar',
  'error.403': 'Acesso não permitido',
  'error.404': 'Página não encontrada',
  'error.405': 'Conta e Pesquisa não encontradas',
  'error.406': 'Dashboard não encontrado',
  'error.500': 'Erro no servidor',
  'error.timeout': 'Erro de Comunicação',

  'errors.permission': 'Você não possui permissão para realizar esta ação.',
  'errors.unauthenticated': 'Sua sessão expirou. Entre novamente.',
  'errors.badRequest': 'Requisição inválida.',
  'errors.malformedJson': 'O corpo da requisição não é um JSON válido.',
  'errors.notFound': 'Recurso não encontrado.',
  'errors.internal': 'Erro interno do servidor. Tente novamente em instantes.',
  'errors.invalidFilter': 'Invalid filter',
  'errors.groupingRequired': 'Grouping is required',
  'errors.groupingInvalid': 'Grouping is invalid…',
  'errors.datePortionInvalid': 'DatePortion is invalid',

  'cards.LSN_13.title': 'Publicações ao longo do tempo',
  'cards.LSN_13.description': 'Volume de publicações coletadas por dia, separado por canal.',
  'cards.metric.posts': 'Publicações',
  'userMenu.open': 'Abrir menu do usuário',
  'chart.table.date': 'Data',
} as const;

export type MessageKey = keyof typeof ptBR;
