/** Titles and descriptions of the static cards (pt-BR is the source; en mirrors every key). */
export const staticCardTextsPt = {
  'cards.LSN_66.title': 'Anotação de texto',
  'cards.LSN_66.description':
    'Bloco de texto livre para comentar os dados, registrar conclusões ou orientar a leitura do painel.',
  'cards.LSN_67.title': 'Nota lateral',
  'cards.LSN_67.description': 'Caixa de texto compacta para observações curtas ao lado dos gráficos.',
  'cards.LSN_68.title': 'Imagem',
  'cards.LSN_68.description': 'Insere uma imagem no painel, como um logotipo ou uma peça de campanha.',
  'cards.LSN_69.title': 'Banner de imagem',
  'cards.LSN_69.description': 'Imagem em largura total, sem margens, para abrir o painel ou uma seção.',
  'cards.LSN_70.title': 'Divisor de seção',
  'cards.LSN_70.description': 'Título que separa o painel em seções e organiza a leitura dos componentes.',
  'cards.LSN_71.title': 'Divisor simples',
  'cards.LSN_71.description': 'Linha discreta, sem título, para separar grupos de componentes.',
  'cards.LSN_72.title': 'Importador de documentos PDF',
  'cards.LSN_72.description':
    'Informe o link e a data de um documento PDF para que seu conteúdo seja classificado e incluído na pesquisa.',
  'cards.LSN_73.title': 'Histórico de importações',
  'cards.LSN_73.description':
    'Publicações importadas por arquivo, com autor, data de publicação, link e data de processamento.',
  'cards.LSN_74.title': 'Busca de usuários',
  'cards.LSN_74.description':
    'Pesquise autores por nome ou usuário, com os operadores AND, OR e NOT, aspas e parênteses.',
  'cards.LSN_75.title': 'Busca de publicações',
  'cards.LSN_75.description':
    'Pesquise no texto das publicações coletadas, com os operadores AND, OR e NOT, aspas e parênteses.',
  'cards.LSN_76.title': 'Relatório de anotações',
  'cards.LSN_76.description':
    'Registro das anotações feitas nas publicações: sentimento, temas e tags alterados, por quem e quando.',
  'cards.LSN_78.title': 'Sugestões de resposta com IA',
  'cards.LSN_78.description':
    'Respostas sugeridas por uma IA de chat para as publicações que pedem um retorno da marca.',
  'cards.LSN_79.title': 'Importador de planilha de comentários',
  'cards.LSN_79.description': 'Envie uma planilha .xlsx com comentários para incluí-los na pesquisa.',
  'cards.LSN_80.title': 'Importador de tags',
  'cards.LSN_80.description': 'Envie uma planilha para aplicar tags em lote a publicações já coletadas.',
} as const;

export const staticCardTextsEn: Record<keyof typeof staticCardTextsPt, string> = {
  'cards.LSN_66.title': 'Text annotation',
  'cards.LSN_66.description':
    'Free text block to comment on the data, record conclusions or guide the reading of the dashboard.',
  'cards.LSN_67.title': 'Side note',
  'cards.LSN_67.description': 'Compact text box for short remarks next to the charts.',
  'cards.LSN_68.title': 'Image',
  'cards.LSN_68.description': 'Inserts an image into the dashboard, such as a logo or a campaign piece.',
  'cards.LSN_69.title': 'Image banner',
  'cards.LSN_69.description': 'Full-width image without margins to open the dashboard or a section.',
  'cards.LSN_70.title': 'Section divider',
  'cards.LSN_70.description': 'A title that splits the dashboard into sections and organises its components.',
  'cards.LSN_71.title': 'Plain divider',
  'cards.LSN_71.description': 'A discreet line, without a title, to separate groups of components.',
  'cards.LSN_72.title': 'PDF document importer',
  'cards.LSN_72.description':
    'Enter the link and date of a PDF document so that its content is classified and added to the search.',
  'cards.LSN_73.title': 'Import history',
  'cards.LSN_73.description':
    'Posts imported from files, with author, posting date, link and processing date.',
  'cards.LSN_74.title': 'User search',
  'cards.LSN_74.description':
    'Search authors by name or username, with the AND, OR and NOT operators, quotes and parentheses.',
  'cards.LSN_75.title': 'Post search',
  'cards.LSN_75.description':
    'Search the text of the collected posts, with the AND, OR and NOT operators, quotes and parentheses.',
  'cards.LSN_76.title': 'Annotations report',
  'cards.LSN_76.description':
    'Log of the annotations made on posts: sentiment, themes and tags changed, by whom and when.',
  'cards.LSN_78.title': 'AI reply suggestions',
  'cards.LSN_78.description':
    'Replies suggested by a chat AI for the posts that call for an answer from the brand.',
  'cards.LSN_79.title': 'Comment sheet importer',
  'cards.LSN_79.description': 'Upload an .xlsx spreadsheet of comments to add them to the search.',
  'cards.LSN_80.title': 'Tag importer',
  'cards.LSN_80.description': 'Upload a spreadsheet to apply tags in bulk to posts already collected.',
};
