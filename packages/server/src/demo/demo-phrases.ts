/**
 * The pt-BR phrases demo posts are composed from (compose-text.ts). Templates take `{slot}`s (filled by the
 * composer: `{m}` the brand or competitor named, `{item}` a product with its article and `{item:o}`,
 * `{item:do}`, `{item:no}`, `{item:um}`, `{item:n}` agreeing with it, `{event}` a sales event and `{event:a}`,
 * `{event:da}`, `{event:na}` with its article, `{g}` the author's gender ending, and
 * places, times, prices and numbers) and `[a|b|c]` choices. People write in the first person; press outlets
 * write headlines and reports in the third person; the brand writes as "we".
 */
import type { Theme } from './demo-vocabulary.ts';

export type Tone = 1 | 2 | 3;
type ByTone = Record<Tone, readonly string[]>;

/** Products of the brand's domain (a retailer): noun, feminine, and a plausible price range in reais. */
export const ITEMS: readonly (readonly [string, boolean, number, number])[] = [
  ['fone de ouvido', false, 79, 1_299],
  ['tênis de corrida', false, 199, 899],
  ['micro-ondas', false, 449, 1_199],
  ['celular', false, 899, 6_499],
  ['notebook', false, 2_299, 7_999],
  ['liquidificador', false, 119, 499],
  ['colchão', false, 699, 3_999],
  ['ventilador', false, 129, 499],
  ['jogo de panelas', false, 189, 899],
  ['guarda-roupa', false, 799, 2_999],
  ['smartwatch', false, 299, 2_499],
  ['kit de toalhas', false, 59, 249],
  ['secador de cabelo', false, 99, 599],
  ['carrinho de bebê', false, 499, 2_499],
  ['videogame', false, 2_499, 4_999],
  ['sofá', false, 1_299, 5_999],
  ['geladeira', true, 2_199, 8_999],
  ['air fryer', true, 299, 899],
  ['TV de 50 polegadas', true, 1_999, 4_299],
  ['cafeteira', true, 149, 1_499],
  ['jaqueta', true, 149, 599],
  ['mochila', true, 89, 399],
  ['máquina de lavar', true, 1_599, 4_499],
  ['cadeira gamer', true, 699, 1_999],
  ['bicicleta', true, 799, 3_499],
  ['furadeira', true, 149, 699],
  ['panela de pressão', true, 89, 349],
  ['calça jeans', true, 99, 349],
  ['impressora', true, 499, 1_899],
  ['caixa de som', true, 149, 1_499],
  ['batedeira', true, 179, 899],
  ['escova de dentes elétrica', true, 129, 499],
];

export const CATEGORIES = [
  'eletrodomésticos',
  'eletrônicos',
  'móveis',
  'roupas',
  'calçados',
  'celulares',
  'utilidades domésticas',
  'brinquedos',
  'cama, mesa e banho',
  'ferramentas',
  'informática',
  'artigos esportivos',
  'beleza',
  'games',
] as const;

export const CITIES = [
  'São Paulo',
  'Belo Horizonte',
  'Curitiba',
  'Recife',
  'Salvador',
  'Porto Alegre',
  'Fortaleza',
  'Goiânia',
  'Campinas',
  'Contagem',
  'Niterói',
  'Manaus',
  'Belém',
  'Florianópolis',
  'Uberlândia',
  'Juiz de Fora',
  'Ribeirão Preto',
  'Londrina',
  'Natal',
  'São Luís',
  'Vitória',
  'Sorocaba',
  'Santos',
  'Joinville',
  'Cuiabá',
  'Campo Grande',
  'Teresina',
  'Maceió',
  'João Pessoa',
  'Brasília',
  'Betim',
  'Guarulhos',
  'Osasco',
  'Montes Claros',
] as const;

/** Where a store is: "a loja da Marca Demo {mall}". */
export const MALLS = [
  'do Shopping Eldorado',
  'do BH Shopping',
  'do Barra Shopping',
  'do Shopping Iguatemi',
  'do Park Shopping',
  'do Shopping Recife',
  'do Shopping Center Norte',
  'do Shopping Tatuapé',
  'do Diamond Mall',
  'do Shopping Del Rey',
  'da Paulista',
  'da Rua Augusta',
  'do centro',
  'de {city}',
  'do centro de {city}',
  'do shopping de {city}',
] as const;

/** Sales events, feminine or not ("a Black Friday", "o Dia das Mães"). */
export const EVENTS: readonly (readonly [string, boolean])[] = [
  ['Black Friday', true],
  ['liquidação de inverno', true],
  ['semana do consumidor', true],
  ['Dia das Mães', false],
  ['Dia dos Pais', false],
  ['Dia das Crianças', false],
  ['promoção de Natal', true],
  ['queima de estoque', true],
  ['semana do aniversário', true],
  ['Dia do Cliente', false],
  ['liquidação de verão', true],
];

export const PAYMENTS = ['Pix', 'cartão de crédito', 'boleto', 'cartão de débito', 'cartão da loja'] as const;
export const STATES = ['SP', 'MG', 'RJ', 'PR', 'RS', 'BA', 'PE', 'CE', 'GO', 'DF'] as const;
export const REGIONS = ['Nordeste', 'Sul', 'Centro-Oeste', 'Norte', 'Sudeste', 'interior paulista'] as const;

/** Time words. */
export const WHEN = [
  'ontem',
  'anteontem',
  'na segunda',
  'na terça',
  'na quarta',
  'na quinta',
  'na sexta',
  'no sábado',
  'no domingo',
  'semana passada',
  'há {n} dias',
  'no começo do mês',
  'hoje cedo',
  'no fim de semana',
] as const;
export const SINCE = [
  'ontem',
  'segunda',
  'terça',
  'sexta',
  'o fim de semana',
  'a última atualização',
  'hoje cedo',
  'semana passada',
  'o dia {n}',
] as const;
export const WAITS = [
  'dez dias',
  '{n} dias',
  'duas semanas',
  'três semanas',
  'quase um mês',
  'uma semana',
  '{n} dias úteis',
  'mais de um mês',
] as const;
/** Feminine small numbers ("duas vezes", "três reclamações"). */
export const TIMES_WORDS = ['duas', 'três', 'quatro', 'cinco', 'seis', 'sete'] as const;

/** What people write: the heart of the post, by theme and tone. */
export const PERSON_CORES: Record<Theme, ByTone> = {
  Atendimento: {
    1: [
      'fui muito bem atendid{g} pela {m}[, resolveram tudo em minutos| no chat| por telefone| na loja {mall}]!',
      'atendimento [nota dez|impecável|de primeira] da {m}: a atendente foi super [atenciosa|paciente|educada] comigo.',
      'parabéns ao time da {m} pela paciência [no chat|no WhatsApp|no telefone] {when}.',
      'precisei trocar {item} e a {m} resolveu [sem burocracia|em dois minutos|na primeira ligação].',
      'o SAC da {m} me retornou {when} e [resolveu tudo|já estornou o valor|agendou a troca]. [Assim sim|Respeito|Que diferença].',
      'finalmente uma empresa que responde: a {m} me atendeu [pelo direct|pelo WhatsApp|pelo chat do app] em [cinco|dez|quinze] minutos.',
      'tinha desistido, mas o suporte da {m} [salvou meu pedido|resolveu meu problema|achou minha encomenda].',
      'o atendente da {m} [ficou comigo até resolver|explicou tudo com calma|me deu um cupom pelo transtorno]. [Nota mil|Merece aumento|Que atendimento].',
    ],
    2: [
      'atendimento [péssimo|horrível|lamentável] da {m}: fiquei [uma hora|{n}0 minutos|a manhã inteira] esperando e ninguém respondeu.',
      'já liguei {nw} vezes para a {m} e cada atendente fala uma coisa diferente.',
      'o SAC da {m} desliga na minha cara[, que descaso| toda vez|. Inacreditável].',
      'abri [um chamado|uma reclamação|um protocolo] na {m} {when} e até agora [nada|nenhuma resposta|só resposta automática].',
      'o chat da {m} só tem robô, [não consigo falar com uma pessoa|ninguém entende meu problema|fico rodando em círculos].',
      'me prometeram retorno em 24 horas e [já se passaram {wait}|nunca ligaram|sumiram]. {m}, cadê vocês?',
      'a atendente da {m} foi [grosseira|mal-educada|debochada] comigo [no telefone|na loja|no chat].',
      'mandei {nw} mensagens no direct da {m} e [nenhuma foi respondida|só visualizaram|recebi um link inútil].',
      'estou há {wait} tentando resolver um problema simples com a {m}[ e nada| e ninguém assume| e só me enrolam].',
    ],
    3: [
      'alguém sabe o telefone do SAC da {m}?',
      'qual o horário de atendimento da {m} [no sábado|no domingo|nos feriados|à noite]?',
      'a {m} atende pelo [WhatsApp|Telegram|chat do site] também?',
      'como falo com um atendente [humano|de verdade] na {m}?',
      'tem algum e-mail da {m} para [trocas|reclamações|nota fiscal]?',
      'quanto tempo a {m} costuma levar para responder [no Reclame Aqui|no chat|por e-mail]?',
      'a {m} responde mensagem por aqui ou só pelo [site|app|telefone]?',
      'onde fica o [SAC|balcão de atendimento] da {m} {mall}?',
    ],
  },
  Entrega: {
    1: [
      'meu pedido da {m} chegou [antes do prazo|em dois dias|no dia seguinte], que maravilha!',
      'entrega rápida e bem embalada: {item} chegou [perfeit{item:o}|intact{item:o}|inteirinh{item:o}]. A {m} caprichou.',
      'comprei {when} na {m} e {item} já está aqui em casa.',
      'o entregador da {m} foi super [educado|cuidadoso|gente boa] e ainda [ajudou a subir a caixa|ligou antes de chegar|esperou eu descer].',
      'rastreio da {m} [certinho|atualizado em tempo real|muito preciso]: {item} chegou [no horário previsto|exatamente no dia|um dia antes].',
      'frete grátis e entrega em [{n} dias|48 horas|um dia útil] para {city}? A {m} está de parabéns.',
      'retirei {item} [na loja|no armário de retirada|no ponto de coleta] da {m} em [cinco|dez] minutos, [sem fila|super prático].',
      'pedi {item} na {m} de manhã e chegou [no fim da tarde|antes do almoço|no mesmo dia]. [Surreal|Impressionante|Assim fica fácil].',
    ],
    2: [
      'pedido da {m} atrasado há {wait} e sem nenhuma previsão.',
      'a {m} marcou como entregue mas não recebi nada[. Ninguém tocou a campainha|, e o porteiro confirma|].',
      '{item} chegou [quebrad{item:o}|amassad{item:o}|com defeito|sem peças] e a {m} não quer trocar.',
      'comprei {item} {when} e o rastreio da {m} está parado em {city} há {wait}.',
      'a {m} [cancelou|adiou] minha entrega [sem avisar|pela terceira vez|de novo] e não deu explicação.',
      'paguei frete expresso na {m} e {item} [vai chegar em {wait}|ainda não saiu do centro de distribuição|está atrasad{item:o}].',
      'o entregador da {m} [deixou o pacote na chuva|jogou a caixa no portão|nem tocou o interfone].',
      'recebi {item:um} {item:n} [que não pedi|de outra cor|com a caixa violada]. A {m} [trocou os pedidos|não confere nada|precisa melhorar a separação].',
      'fiquei em casa o dia todo esperando a {m} e [a entrega não veio|ninguém apareceu|disseram que eu estava ausente].',
    ],
    3: [
      'quanto tempo a {m} leva para entregar em {city}?',
      'a {m} entrega [aos domingos|em feriados|no mesmo dia|em área rural]?',
      'como faço para rastrear meu pedido da {m}?',
      'alguém de {city} já recebeu [compra|pedido] da {m}? Quanto tempo levou?',
      'a {m} deixa [agendar|escolher] o horário da entrega?',
      'dá para retirar na loja da {m} o que comprei pelo [site|app]?',
      'o frete da {m} para {city} é grátis acima de quanto?',
      'a {m} entrega {item} montad{item:o} ou só na caixa?',
    ],
  },
  Preço: {
    1: [
      'preço justo e qualidade boa: a {m} está de parabéns.',
      'achei {item} na {m} por {price}, mais barato do que em qualquer outro lugar.',
      'o cashback da {m} compensa demais, [já juntei|recebi de volta] {price} [este mês|só nessa compra].',
      'comparei em [três|quatro|cinco] sites e a {m} tinha o melhor preço {item:do} {item:n}.',
      'paguei {price} {item:no} {item:n} na {m}, [valeu cada centavo|preço de outlet|barato demais].',
      'a {m} cobriu o preço da concorrência [na hora|sem discussão|no balcão]. [Ganhou cliente|Assim que se faz|Top].',
      'o preço {item:do} {item:n} na {m} caiu [bem|muito] e [comprei na hora|já garanti o meu|aproveitei].',
    ],
    2: [
      'a {m} aumentou os preços de novo, [está tudo caríssimo|não dá mais|virou loja de luxo].',
      'cobrança indevida na fatura da {m}: {price} que eu não reconheço.',
      'o frete da {m} custa mais que o [produto|próprio pedido]. {freight} para {city}?!',
      '{item} subiu {rise} na {m} [em uma semana|da noite para o dia|bem antes {event:da}].',
      'na {m} o preço no carrinho é diferente do anunciado. [Propaganda enganosa|Que feio|Procon neles].',
      'a {m} diz que é preço baixo mas {item} está {pct} mais car{item:o} que na concorrência.',
      'paguei {price} {item:no} {item:n} na {m} e uma semana depois estava {pct} mais barat{item:o}.',
    ],
    3: [
      'alguém comparou os preços da {m} com os da concorrência?',
      'a {m} parcela sem juros no cartão? Em quantas vezes?',
      'o preço do site da {m} vale na loja física?',
      'a {m} dá desconto para pagamento no {pay}?',
      '{price} {item:no} {item:n} da {m} é um bom preço ou espero {event:a}?',
      'a {m} cobre oferta de outras lojas?',
      'alguém sabe se o preço {item:do} {item:n} na {m} costuma baixar {event:na}?',
    ],
  },
  Produto: {
    1: [
      '{item} da {m} é de ótima qualidade, recomendo.',
      'estou usando {item} da {m} há {wait} e continua perfeit{item:o}.',
      'a nova linha de {cat} da {m} ficou linda demais.',
      'comprei {item} na {m} [meio desconfiad{g}|sem muita expectativa] e me surpreendi: [muito bom|qualidade excelente|superou o que eu esperava].',
      'melhor compra do ano: {item} da {m}. [Bonit{item:o}|Resistente|Silencios{item:o}] e [fácil de usar|muito bem acabad{item:o}|vale cada centavo].',
      'a linha de {cat} da {m} me conquistou, já é a [segunda|terceira|quarta] compra.',
      '{item} da {m} [chegou hoje|estreou aqui em casa] e já virou [xodó da família|meu preferido|indispensável].',
    ],
    2: [
      '{item} da {m} parou de funcionar em [uma semana|{n} dias|menos de um mês].',
      'a qualidade da {m} caiu muito, não compro mais.',
      'veio o modelo errado {item:do} {item:n} e a {m} não resolve.',
      '{item} que comprei na {m} [veio usad{item:o}|veio sem manual|está descascando|fez um barulho estranho] [na primeira semana|logo no primeiro uso|depois de {n} dias].',
      'acionei a garantia {item:do} {item:n} na {m} há {wait} e nada.',
      'a foto do site da {m} não tem nada a ver com {item} que chegou.',
      'segunda vez que {item} da {m} [dá defeito|quebra|volta da assistência do mesmo jeito]. [Cansei|Nunca mais|Que decepção].',
    ],
    3: [
      'alguém já testou o lançamento da {m}?',
      'a garantia dos produtos da {m} é de quanto tempo?',
      'vale a pena comprar {item} da {m}? [Vi boas avaliações|Está em promoção|Estou em dúvida].',
      '{item} da {m} tem [versão 220V|outras cores|tamanho maior]?',
      'alguém tem {item} da {m}? [Aguenta o uso diário|Esquenta muito|Vale o preço]?',
      'a {m} vende [peças de reposição|acessórios] para {item:n}?',
      'qual a diferença entre {item} da {m} e {item:o} da concorrência?',
    ],
  },
  Aplicativo: {
    1: [
      'o aplicativo da {m} ficou muito mais rápido depois da atualização.',
      'comprar pelo app da {m} é facílimo: [três cliques|dois minutos|nenhuma complicação] e pronto.',
      'adorei o novo visual do app da {m}[, bem mais limpo|, achei tudo rapidinho|].',
      'o app da {m} avisa cada etapa da entrega, [amo|super útil|muito prático].',
      'paguei com {pay} pelo app da {m} e aprovou na hora.',
      'os cupons exclusivos do app da {m} [valem muito a pena|me salvaram hoje|são os melhores].',
      'o novo rastreio no app da {m} [é viciante|mostra até o caminhão no mapa|funciona direitinho].',
    ],
    2: [
      'o app da {m} travou na hora de pagar e perdi a promoção.',
      'não consigo entrar no aplicativo da {m} desde {since}.',
      'o app da {m} [fica pedindo atualização e não abre|fecha sozinho|não carrega o carrinho|some com os itens da sacola].',
      'atualizei o app da {m} e [sumiu meu histórico de pedidos|o cupom parou de funcionar|agora nem abre no meu celular].',
      'o aplicativo da {m} cobrou duas vezes [o mesmo pedido|a mesma compra] por erro no sistema.',
      'tentei pagar com {pay} no app da {m} [{nw} vezes|a manhã toda] e só dá erro.',
      'o app da {m} mostra {item} disponível, mas na hora de finalizar diz que esgotou.',
    ],
    3: [
      'o app da {m} tem versão para tablet?',
      'como cadastro outro cartão no aplicativo da {m}?',
      'alguém sabe se o app da {m} avisa quando o pedido sai?',
      'o app da {m} funciona em [Android antigo|iPhone 8|tablet]?',
      'dá para acompanhar a entrega pelo app da {m} ou só pelo site?',
      'onde fica o cupom no aplicativo da {m}? [Não acho de jeito nenhum|Procurei em tudo].',
      'o app da {m} tem modo escuro?',
    ],
  },
  Promoção: {
    1: [
      'aproveitei a promoção da {m} e economizei [muito|{price}|quase {pct}]!',
      'que campanha incrível da {m}, ganhei [o cupom|um vale-compras|frete grátis]!',
      '{event:a} da {m} foi de verdade: {item} por {price}.',
      'peguei {item} com {pct} de desconto na {m}. [Corre que ainda tem|Ainda estou sem acreditar|Melhor oferta do ano].',
      'o cupom de primeira compra da {m} funcionou certinho, [recomendo|valeu a pena|economizei bastante].',
      'a {m} mandou um cupom de aniversário e [usei na hora|comprei {item}|nem acreditei].',
    ],
    2: [
      'a promoção da {m} é enganosa: o desconto não aparece no carrinho.',
      'o cupom da {m} não funciona[, propaganda falsa|, só dá "cupom inválido"|, e o SAC não explica].',
      'esgotou tudo da promoção da {m} em [cinco|dez|dois] minutos.',
      'a {m} aumentou o preço antes {event:da} para dar "desconto" depois. [Black fraude|Conheço esse truque|Que vergonha].',
      '{item} em oferta na {m} [sumiu do site|ficou indisponível] assim que coloquei no carrinho.',
      'a {m} anunciou {pct} de desconto e no caixa [não valeu|cobraram o preço cheio|disseram que acabou].',
    ],
    3: [
      'até quando vai a promoção da {m}?',
      'vi a nova campanha da {m} na TV [hoje|ontem|no intervalo do jogo].',
      'a promoção da {m} vale para todo o Brasil?',
      'a {m} vai ter {event} este ano?',
      'o desconto da {m} vale para {cat} também?',
      'alguém tem cupom da {m} para [primeira compra|frete|{cat}]?',
      'o cupom da {m} vale na loja física ou só no site?',
    ],
  },
  Pagamento: {
    1: [
      'pagar com Pix na {m} é instantâneo, adorei.',
      'a {m} aprovou meu pagamento na hora.',
      'consegui parcelar em [seis|dez|doze] vezes sem juros na {m}, ótimo.',
      'pedi estorno na {m} e o valor voltou [em dois dias|na mesma semana|antes do prometido].',
      'o boleto da {m} compensou [no mesmo dia|em poucas horas] e o pedido já saiu.',
      'a {m} devolveu os {price} da compra cancelada sem eu precisar ligar.',
    ],
    2: [
      'fui cobrad{g} duas vezes pela {m} e até agora nada de estorno.',
      'o boleto da {m} venceu antes de chegar.',
      'pagamento recusado na {m} sem explicação nenhuma[, e o cartão tem limite|, e o banco diz que está tudo certo|].',
      'paguei {price} no {pay} e a {m} diz que não identificou o pagamento.',
      'cancelei o pedido na {m} há {wait} e o estorno de {price} não caiu.',
      'a {m} cobrou {fee} de [frete|taxa de serviço|garantia estendida] que eu não contratei.',
    ],
    3: [
      'a {m} aceita [vale-refeição|cartão de outra loja|dois cartões no mesmo pedido]?',
      'quanto tempo demora para a {m} confirmar o {pay}?',
      'como peço a segunda via do boleto da {m}?',
      'o estorno da {m} cai na fatura ou na conta?',
      'a {m} tem desconto à vista no {pay}?',
      'dá para pagar metade no Pix e metade no cartão na {m}?',
    ],
  },
  'Loja física': {
    1: [
      'a loja da {m} {mall} está linda e bem organizada.',
      'os vendedores da {m} {mall} são muito [educados|atenciosos|prestativos].',
      'retirei {item} na loja da {m} em dez minutos.',
      'fui na {m} {mall} [ontem|no sábado|hoje cedo] e [fui super bem atendid{g}|achei tudo o que precisava|saí com mais do que planejava].',
      'a troca na loja da {m} {mall} foi [rapidíssima|sem burocracia|tranquila].',
      'a nova loja da {m} {mall} tem [espaço kids|café|estacionamento fácil], [amei|perfeito para ir com a família|voltarei].',
    ],
    2: [
      'fila enorme na loja da {m} {mall} e só [um caixa|dois caixas] funcionando.',
      'a loja da {m} {mall} estava fechada no horário de funcionamento.',
      'vendedor da {m} {mall} foi grosseiro comigo.',
      'o preço da etiqueta na {m} {mall} não bate com o do caixa.',
      'ar-condicionado quebrado e provador fechado na {m} {mall}. [Calor insuportável|Desisti da compra|Ninguém merece].',
      'fiquei [meia hora|{n}0 minutos] esperando alguém me atender na {m} {mall}.',
    ],
    3: [
      'tem loja da {m} em {city}?',
      'a loja da {m} {mall} abre no feriado?',
      'posso trocar na loja da {m} o que comprei no site?',
      'a {m} {mall} tem estacionamento?',
      'que horas fecha a {m} {mall} [no domingo|hoje|no sábado]?',
      'a loja da {m} {mall} tem {item} para ver de perto?',
    ],
  },
};

/** What people write about the crisis (deliveries stuck after a carrier strike), by tone. */
export const CRISIS_CORES: ByTone = {
  1: [
    'meu pedido da {m} chegou apesar da greve, ufa!',
    'a {m} me ligou avisando do atraso e [ofereceu cupom|devolveu o frete|deu nova data]. Pelo menos isso.',
    'ponto para a {m}, que [avisou do atraso por e-mail|liberou a retirada na loja] durante a greve.',
  ],
  2: [
    'cadê meu pedido, {m}? Já são {wait} sem nenhuma atualização.',
    'a {m} sumiu com a minha encomenda e ninguém dá satisfação.',
    'greve da transportadora e a {m} não avisa nada aos clientes.',
    'vou no Procon: a {m} não entrega e não devolve o dinheiro.',
    'o rastreio {item:do} {item:n} parou em {city} há {wait}. {m}, [cadê|resolve isso|explica isso]?',
    'comprei {item} para [o aniversário da minha mãe|dar de presente|a mudança] e a {m} [não entrega|não dá previsão|só manda e-mail automático].',
    'a {m} sabia da greve e continuou vendendo com prazo de [dois|três|cinco] dias. [Que falta de respeito|Propaganda enganosa|Inacreditável].',
    'todo mundo com pedido parado na {m}? O meu está "em trânsito" desde {since}.',
    'liguei {nw} vezes na {m} e a resposta é sempre "aguarde a normalização".',
    'quero meu dinheiro de volta, {m}! Pedido nº {order} parado há {wait}.',
    'a {m} diz que a culpa é da greve, mas [o site continua vendendo|ninguém oferece reembolso|não avisou antes da compra].',
  ],
  3: [
    'alguém sabe quando a {m} volta a entregar normalmente?',
    'a greve afeta todas as entregas da {m} ou só as de {city}?',
    'a {m} já deu previsão para os pedidos atrasados?',
    'vale a pena cancelar o pedido na {m} ou esperar a greve acabar?',
  ],
};

/** A second sentence some people add. */
export const PERSON_DETAILS: ByTone = {
  1: [
    'Sou cliente há {years} anos e continua valendo a pena.',
    'Já indiquei para [a família toda|as amigas|os colegas do trabalho].',
    'Paguei {price} e valeu cada centavo.',
    'Voltarei a comprar, com certeza.',
    'Atendimento e produto nota dez.',
    'Foi a [segunda|terceira|quinta] compra este ano e nenhum problema.',
    'Chegou tudo certinho aqui em {city}.',
    'Estava com medo de comprar on-line, mas deu tudo certo.',
  ],
  2: [
    'Pedido nº {order}.',
    'Protocolo {protocol}.',
    'Já abri {nw} reclamações.',
    'Ninguém resolve nada.',
    'Sou cliente há {years} anos e nunca passei por isso.',
    'Vou abrir reclamação no Reclame Aqui.',
    'Já falei com {nw} atendentes diferentes.',
    'Paguei {price} e estou sem o produto e sem o dinheiro.',
    'Quero uma solução, não desculpas.',
    'Tenho print de tudo.',
    'Moro em {city} e não é a primeira vez.',
    'Comprei {when} e até agora nada.',
  ],
  3: [
    'Estou pensando em comprar {item}.',
    'Queria aproveitar {event:a}.',
    'Moro em {city}.',
    'Procurei no site e não achei.',
    'Perguntei no chat, mas ainda não responderam.',
    'É para presente.',
    'Vi uma propaganda {when}.',
  ],
};

/** How people start a post (an empty string: no opening). Ending in "," or ":" keeps the next word lowercase. */
export const PERSON_OPENERS: ByTone = {
  1: [
    'Gente,',
    'Olha,',
    'Pessoal,',
    'Sinceramente,',
    'Amei!',
    'Que alegria!',
    'Surpres{g} aqui:',
    'Passando para elogiar:',
    'Olha que legal:',
    'Ufa!',
    'Feliz demais!',
    'Bom dia!',
    'Nossa,',
  ],
  2: [
    'Gente,',
    'Sério,',
    'Olha,',
    'Pessoal,',
    'Sinceramente,',
    'Socorro!',
    'Aff.',
    'Poxa,',
    'Que raiva.',
    'Inacreditável.',
    'Cansei.',
    'De novo isso?',
    'Tô revoltad{g}.',
    'Vergonha.',
    'Atenção:',
    'Mano,',
    'Boa noite.',
  ],
  3: [
    'Gente,',
    'Pessoal,',
    'Oi,',
    'Dúvida:',
    'Pergunta rápida:',
    'Alguém me ajuda?',
    'Uma dúvida:',
    'Oi, tudo bem?',
    'Bom dia!',
    'Boa tarde!',
    'Então,',
    'Galera,',
  ],
};

/** How people end a post. */
export const PERSON_CLOSINGS: ByTone = {
  1: [
    'Recomendo!',
    'Nota dez!',
    'Super recomendo.',
    'Amei demais.',
    'Parabéns!',
    'Voltarei a comprar.',
    'Obrigad{g}!',
    'Cliente satisfeit{g}.',
    'Show!',
    'Valeu!',
    'Assim dá gosto.',
  ],
  2: [
    'Absurdo!',
    'Alguém mais passando por isso?',
    'Que descaso.',
    'Não recomendo.',
    'Nunca mais.',
    'Procon neles.',
    'Vergonha!',
    'Resolvam isso, por favor.',
    'Estou esperando uma resposta.',
    'Péssima experiência.',
    'Decepcionad{g}.',
    'Fica a dica.',
    'Até quando?',
  ],
  3: [
    'Obrigad{g}!',
    'Alguém sabe?',
    'Valeu!',
    'Desde já, obrigad{g}.',
    'Quem souber, me avisa.',
    'Aguardo.',
    'Alguém?',
    'Agradeço quem responder.',
  ],
};

/** Titles of complaint-site posts (Reclame Aqui style), by theme and tone. */
export const REVIEW_TITLES: Record<Theme, ByTone> = {
  Atendimento: {
    1: ['Atendimento excelente', 'Problema resolvido rápido', 'Atendente muito atenciosa'],
    2: ['Descaso no atendimento', 'Ninguém responde', 'SAC não resolve', 'Atendimento desrespeitoso'],
    3: ['Dúvida sobre atendimento', 'Canal de atendimento'],
  },
  Entrega: {
    1: ['Entrega antes do prazo', 'Entrega perfeita'],
    2: ['Pedido não entregue', 'Entrega atrasada', 'Produto extraviado', 'Produto chegou danificado'],
    3: ['Prazo de entrega', 'Dúvida sobre frete'],
  },
  Preço: {
    1: ['Melhor preço', 'Preço justo'],
    2: ['Cobrança indevida', 'Preço diferente do anunciado', 'Frete abusivo'],
    3: ['Dúvida sobre preço', 'Parcelamento'],
  },
  Produto: {
    1: ['Produto de qualidade', 'Superou as expectativas'],
    2: ['Produto com defeito', 'Garantia não atendida', 'Produto diferente do anunciado'],
    3: ['Dúvida sobre produto', 'Garantia'],
  },
  Aplicativo: {
    1: ['Aplicativo excelente', 'App muito prático'],
    2: ['App não funciona', 'Erro no aplicativo', 'Cobrança em duplicidade pelo app'],
    3: ['Dúvida sobre o app', 'Cadastro no aplicativo'],
  },
  Promoção: {
    1: ['Promoção de verdade', 'Cupom funcionou'],
    2: ['Cupom não aplicado', 'Propaganda enganosa', 'Promoção falsa'],
    3: ['Regras da promoção', 'Validade do cupom'],
  },
  Pagamento: {
    1: ['Estorno rápido', 'Pagamento aprovado na hora'],
    2: ['Estorno não realizado', 'Cobrança em duplicidade', 'Pagamento não reconhecido'],
    3: ['Formas de pagamento', 'Segunda via de boleto'],
  },
  'Loja física': {
    1: ['Loja bem organizada', 'Ótimo atendimento na loja'],
    2: ['Loja fechada no horário', 'Fila enorme na loja', 'Mau atendimento na loja'],
    3: ['Horário da loja', 'Troca na loja física'],
  },
};

export const EMOJIS: ByTone = {
  1: ['👏', '❤️', '😍', '🥰', '🙌', '✨', '👍', '😊', '💙', '🤩', '🛍️', '👏👏', '❤️❤️'],
  2: ['😡', '😤', '🤬', '😠', '😩', '🙄', '😞', '👎', '💔', '😭', '😡😡', '🤡'],
  3: ['🤔', '🙏', '👀', '😅', '🧐', '❓'],
};

export const THEME_HASHTAGS: Record<Theme, readonly string[]> = {
  Atendimento: ['#atendimento', '#SAC', '#consumidor'],
  Entrega: ['#entrega', '#frete', '#rastreio'],
  Preço: ['#preço', '#economia', '#promo'],
  Produto: ['#qualidade', '#review', '#recebidos'],
  Aplicativo: ['#app', '#bug', '#tecnologia'],
  Promoção: ['#promoção', '#cupom', '#desconto', '#BlackFriday'],
  Pagamento: ['#Pix', '#estorno', '#cobrançaindevida'],
  'Loja física': ['#shopping', '#loja', '#varejo'],
};
export const TONE_HASHTAGS: ByTone = {
  1: ['#recomendo', '#amei', '#achadinhos', '#comprinhas'],
  2: ['#descaso', '#ReclameAqui', '#procon', '#direitodoconsumidor'],
  3: ['#dúvida', '#ajuda', '#comprasonline'],
};

/** Ways people open a private message to the brand. */
export const INBOX_GREETINGS = [
  'Olá, boa tarde!',
  'Oi, bom dia!',
  'Boa noite, tudo bem?',
  'Olá!',
  'Oi, {m}!',
  'Olá, equipe {m}.',
  'Bom dia, preciso de ajuda.',
] as const;
export const INBOX_SIGNOFFS = [
  'Aguardo retorno.',
  'Obrigad{g}.',
  'Fico no aguardo.',
  'Podem me ajudar?',
  'Meu CPF está no cadastro.',
  'Agradeço desde já.',
] as const;
export const BLOG_TITLES = [
  'Minha experiência com a {m}:',
  'Review sincero:',
  'Relato:',
  'Vale a pena comprar na {m}?',
  'Comprei {item} na {m}:',
  'Atualização do meu caso:',
] as const;

/** Press headlines, by theme and tone: third person, news style. */
export const PRESS_HEADLINES: Record<Theme, ByTone> = {
  Atendimento: {
    1: [
      '{m} reduz tempo de espera no SAC para menos de {n} minutos',
      '{m} lidera ranking de atendimento ao consumidor no varejo',
      '{m} amplia atendimento por WhatsApp e contrata {n}00 atendentes',
      'Índice de solução de reclamações da {m} chega a {highpct}',
    ],
    2: [
      'Reclamações contra o atendimento da {m} crescem {pct} no trimestre',
      'Procon-{uf} notifica {m} por demora no atendimento',
      'Consumidores relatam espera de horas no SAC da {m}',
      '{m} é alvo de críticas por respostas automáticas no atendimento',
    ],
    3: [
      '{m} muda horário do SAC a partir de {weekday}',
      '{m} passa a atender clientes por WhatsApp',
      'Como falar com o SAC da {m}: veja os canais oficiais',
      '{m} terceiriza parte do atendimento ao cliente',
    ],
  },
  Entrega: {
    1: [
      '{m} passa a entregar em até 24 horas em {city}',
      '{m} inaugura centro de distribuição em {city} e promete entregas mais rápidas',
      'Prazo médio de entrega da {m} cai {pct} em um ano',
      '{m} amplia entrega no mesmo dia para {n} cidades',
    ],
    2: [
      'Clientes da {m} relatam atrasos em entregas em {city}',
      'Atrasos de entrega levam {m} ao topo das reclamações em {city}',
      'Procon-{uf} recebe queixas sobre entregas da {m}',
      'Extravio de encomendas: consumidores cobram a {m}',
    ],
    3: [
      '{m} muda regras de frete grátis a partir de {weekday}',
      '{m} testa entregas por armários inteligentes em {city}',
      'Entenda os novos prazos de entrega da {m}',
      '{m} troca de transportadora em parte do país',
    ],
  },
  Preço: {
    1: [
      '{m} reduz preços de {cat} em até {pct}',
      'Pesquisa aponta {m} entre as lojas mais baratas de {city}',
      '{m} congela preços de itens básicos até o fim do mês',
    ],
    2: [
      'Preços da {m} sobem {pct} em um ano, aponta levantamento',
      'Consumidores reclamam de cobranças indevidas da {m}',
      '{m} é questionada por diferença entre preço anunciado e cobrado',
    ],
    3: [
      '{m} reajusta tabela de frete; veja o que muda',
      'Comparativo: quanto custa {item:um} {item:n} na {m} e nas concorrentes',
      'Preço de {cat}: como a {m} e as rivais se posicionam',
    ],
  },
  Produto: {
    1: [
      '{m} lança nova linha de {cat} com foco em sustentabilidade',
      'Linha de {cat} da {m} é eleita a melhor do ano por consumidores',
      '{m} amplia garantia de {cat} para dois anos',
    ],
    2: [
      '{m} anuncia recall de {item:n} por risco de [superaquecimento|choque elétrico|falha na bateria]',
      'Consumidores apontam defeitos em {item:n} vendid{item:o} pela {m}',
      'Procon-{uf} abre investigação sobre {cat} vendidos pela {m}',
    ],
    3: [
      '{m} amplia catálogo de {cat}',
      '{m} passa a vender {cat} de marcas parceiras',
      'Marca própria: {m} aposta em {cat} com preço menor',
    ],
  },
  Aplicativo: {
    1: [
      'App da {m} passa de {n} milhões de downloads',
      '{m} lança novo aplicativo com pagamento por Pix em um clique',
      'Vendas pelo app já são {pct} do faturamento da {m}',
    ],
    2: [
      'Aplicativo da {m} fica fora do ar por horas e clientes reclamam',
      'Falha no app da {m} cobra pedidos em duplicidade',
      'Instabilidade no aplicativo da {m} atinge usuários de {city}',
    ],
    3: [
      '{m} atualiza aplicativo e muda programa de fidelidade',
      '{m} encerra versão antiga do app para Android',
      'Aplicativo da {m} ganha função de rastreio em tempo real',
    ],
  },
  Promoção: {
    1: [
      '{Event}: {m} registra recorde de vendas',
      '{m} antecipa {event:a} com descontos de até {pct}',
      'Campanha da {m} para {event:a} é destaque nas redes',
    ],
    2: [
      'Consumidores acusam {m} de "maquiar" descontos {event:na}',
      'Procon-{uf} autua {m} por propaganda enganosa em promoção',
      'Site da {m} sai do ar no início {event:da}',
    ],
    3: [
      '{m} divulga calendário de ofertas {event:da}',
      'Veja como funcionam os cupons da {m} {event:na}',
      '{Event}: o que esperar da {m} e das concorrentes',
    ],
  },
  Pagamento: {
    1: [
      '{m} passa a aceitar Pix parcelado',
      '{m} amplia parcelamento sem juros para {n} vezes',
      'Carteira digital da {m} atinge {n} milhões de usuários',
    ],
    2: [
      'Clientes da {m} relatam cobranças em duplicidade',
      'Falha em sistema da {m} atrasa estornos, dizem consumidores',
      'Procon-{uf} cobra explicações da {m} sobre estornos',
    ],
    3: [
      '{m} deixa de aceitar boleto em compras abaixo de R$ {n}0',
      '{m} muda regras do cartão da loja',
      'Como pedir estorno na {m}: veja o passo a passo',
    ],
  },
  'Loja física': {
    1: [
      '{m} inaugura loja conceito em {city}',
      '{m} abre {n} lojas no {region} e gera novos empregos',
      'Nova loja da {m} em {city} atrai filas na inauguração',
    ],
    2: [
      '{m} fecha {n} lojas e demite funcionários em {city}',
      'Loja da {m} em {city} é interditada pelo Corpo de Bombeiros',
      'Clientes relatam filas e caixas fechados em lojas da {m}',
    ],
    3: [
      '{m} muda horário das lojas durante o feriado',
      '{m} testa loja sem caixas em {city}',
      '{m} reforma loja de {city} e amplia área de retirada',
    ],
  },
};

export const CRISIS_HEADLINES = [
  '{m} enfrenta atrasos em massa após greve de transportadoras',
  'Greve de caminhoneiros atrasa entregas da {m} em {city}',
  'Clientes da {m} lotam as redes com a hashtag {crisistag}',
  'Procon-{uf} notifica {m} por atrasos nas entregas',
  '{m} diz que normaliza entregas em até {n} dias úteis',
  'Reclamações contra a {m} disparam durante greve de transportadoras',
  'Ações da {m} caem após onda de reclamações sobre entregas',
  'Greve de transportadoras: o que fazer se o pedido da {m} atrasou',
] as const;

/** A sentence of report after the headline. */
export const PRESS_LEADS: ByTone = {
  1: [
    'A empresa prevê investir R$ {n}0 milhões no próximo ano.',
    'O movimento acompanha a retomada do varejo.',
    'Segundo a companhia, a satisfação dos clientes subiu {pct}.',
    'Analistas veem a estratégia com bons olhos.',
    'A expectativa é ampliar a iniciativa para outras capitais.',
  ],
  2: [
    'Segundo o Procon, as queixas se concentram em {city}.',
    'A empresa diz que está apurando os casos.',
    'Procurada, a {m} não respondeu até a publicação.',
    'Em nota, a {m} afirmou que os casos são pontuais.',
    'O número de reclamações em sites de defesa do consumidor cresceu {pct} em {n} dias.',
    'Especialistas orientam os consumidores a guardar comprovantes.',
  ],
  3: [
    'A mudança vale a partir do próximo mês.',
    'Especialistas recomendam comparar preços antes de comprar.',
    'A empresa não detalhou os números.',
    'Veja o que muda para o consumidor.',
    'A medida faz parte do plano de expansão da companhia.',
  ],
};

/** How each press channel frames a headline ("" for none). */
export const PRESS_FRAMES: Record<string, readonly string[]> = {
  news: ['', '', 'Economia |', 'Varejo |', 'Consumo |', 'Negócios |', 'Urgente:'],
  portais: ['', '', 'Economia |', 'Seu dinheiro |', 'Defesa do consumidor |', 'Tecnologia |'],
  tv: ['No telejornal:', 'Reportagem:', 'Ao vivo:', 'No jornal da manhã:', 'No jornal da noite:'],
  rádio: ['Boletim:', 'Ouça:', 'No ar:', 'Giro de notícias:', 'Entrevista:'],
  impressas: ['Na edição impressa:', 'Caderno de Economia:', 'Capa:', 'Coluna de varejo:'],
};
export const PRESS_ENDINGS = ['Leia mais.', 'Saiba mais no link.', 'Veja os detalhes.', 'Entenda.'] as const;

/** What the brand publishes on its own pages, in its own voice. */
export const BRAND_POSTS = [
  'Novidade na {m}: a coleção de [inverno|verão|outono|primavera] chegou!',
  'Hoje tem live com descontos exclusivos às [19h|20h|21h|18h30]. Ativa o lembrete!',
  'Nosso time de atendimento está disponível todos os dias pelo WhatsApp.',
  'Frete grátis para todo o Brasil [neste fim de semana|até domingo|só hoje].',
  'Bastidores da {m}: conheça quem faz a sua entrega chegar.',
  'Sorteio! Comente com a sua cor favorita e concorra a um vale-compras de R$ [200|500|1.000].',
  'Até {pct} de desconto em {cat} só até [domingo|sexta|amanhã|meia-noite].',
  'Chegou {event:a} da {m}! Ofertas em {cat} com até {pct} off.',
  'Nova loja da {m} {mall}! Vem conhecer.',
  'Dica da {m}: [como escolher|tudo sobre|5 jeitos de aproveitar] {item} [para o dia a dia|sem erro|em casa].',
  'Cupom [BEMVINDO10|MARCA15|VOLTEI20|FRETEZERO|APP10] na primeira compra pelo app.',
  'Parcele em até [6|10|12]x sem juros em {cat}.',
  'Você pediu e voltou: {item:n} em [edição limitada|novas cores|nova versão].',
  'Pix com {pct} de desconto em todo o site[ hoje| nesta semana|].',
  'Precisa de ajuda com um pedido? Chama a gente no direct ou no WhatsApp.',
  'Obrigado pelos {years} anos juntos! Hoje tem surpresa para quem é cliente.',
  'Retire na loja em até 2 horas: compre no site e busque na {m} mais perto de você.',
  'Semana de {cat} na {m}: [preços especiais|lançamentos|kits exclusivos] todos os dias.',
] as const;
export const BRAND_LINKEDIN_POSTS = [
  'Na {m}, investimos em [tecnologia|logística|pessoas] para [entregar mais rápido|atender melhor|crescer com o Brasil].',
  'Estamos contratando: vagas em {city} para [logística|atendimento|tecnologia|lojas].',
  'Inauguramos nosso centro de distribuição em {city}, com [{n}00 novos empregos|entregas mais rápidas para a região].',
  'Resultados do trimestre: crescimento de {pct} nas vendas digitais.',
  'Orgulho do nosso time de atendimento, reconhecido entre os melhores do varejo.',
  'Diversidade e inclusão: conheça o programa de estágio da {m}.',
] as const;
export const BRAND_CRISIS_POSTS = [
  'Comunicado: por causa da greve de transportadoras, algumas entregas estão atrasadas. Estamos trabalhando para normalizar tudo o quanto antes.',
  'Sabemos que a espera incomoda. Quem tem pedido atrasado pode acompanhar a nova data pelo app ou falar com a gente no WhatsApp.',
  'Atualização sobre as entregas: [{pct}|boa parte] dos pedidos atrasados já [saíram para entrega|foram normalizados]. Seguimos acompanhando caso a caso.',
  'Se o seu pedido atrasou por causa da greve, você pode cancelar com reembolso integral ou retirar numa loja {m}.',
] as const;
export const BRAND_CALLS = [
  'Confira no app.',
  'Link na bio.',
  'Aproveite!',
  'Corre!',
  'Conta pra gente nos comentários.',
  'Marque quem precisa ver isso.',
  'Válido enquanto durarem os estoques.',
] as const;
export const BRAND_EMOJIS = ['🛍️', '✨', '🔥', '📦', '💙', '🎉', '⏰', '🚚'] as const;
export const BRAND_HASHTAGS = ['#ofertas', '#novidade', '#compras', '#achadinhos', '#fretegrátis'] as const;
