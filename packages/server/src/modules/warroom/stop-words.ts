/**
 * Words the term graph leaves out: pt-BR function words (articles, prepositions and their contractions,
 * pronouns, common verb forms, adverbs), the commonest English ones (posts mix them in), and the pieces links
 * and handles leave behind. Written without accents and in lower case, as terms are compared folded; only
 * words of three or more letters matter, shorter ones are dropped anyway.
 */
const WORDS = [
  // articles, prepositions, contractions
  'uma umas uns aos aas das dos nas nos pelo pela pelos pelas num numa nuns numas dum duma duns dumas para pra',
  'pras pro pros com sem sob sobre entre ate apos ante perante desde contra durante mediante',
  'conforme segundo via naquele naquela naqueles naquelas nesse nessa nesses nessas neste nesta',
  'nestes nestas nisso nisto naquilo desse dessa desses dessas deste desta destes destas disso',
  'disto daquele daquela daqueles daquelas daquilo dele dela deles delas nele nela neles nelas',
  // conjunctions
  'que porque pois mas porem contudo todavia entao logo portanto quando enquanto embora caso como',
  'nem ora seja quer tambem quanto quanta quantos quantas onde aonde qual quais cujo cuja cujos',
  'cujas',
  // pronouns
  'eu voce voces vc vcs ele ela eles elas nos vos mim comigo contigo conosco lhe lhes meu minha',
  'meus minhas teu tua teus tuas seu sua seus suas nosso nossa nossos nossas esse essa esses essas',
  'este esta estes estas isso isto aquele aquela aqueles aquelas aquilo outro outra outros outras',
  'algum alguma alguns algumas nenhum nenhuma todo toda todos todas tudo nada algo alguem ninguem',
  'cada qualquer quem mesmo mesma mesmos mesmas proprio propria tal tais',
  // common verb forms
  'ser sou somos sao era eram fui foi fomos foram sera serao seria sendo sido estar estou esta',
  'estamos estao estava estavam esteve estive estara estando estado ter tenho tem temos tinha',
  'tinham teve tive tiveram tera teria tendo tido haver hei havia houve havera haja fazer faz fazem',
  'fez feito fiz vai vao vou ir ia iam vem veio pode podem posso podia poderia deve devem dever',
  'deveria fica ficou acho sei diz disse dizer ver vejo viu quero queria',
  // adverbs and fillers
  'nao sim mais menos muito muita muitos muitas pouco pouca poucos poucas tao tanto tanta tantos',
  'tantas bem mal aqui ali ai la ca agora hoje ontem amanha ainda ja sempre nunca jamais depois',
  'antes assim apenas so somente talvez quase bastante demais entao tipo ne pq tbm tb q kkk kkkk',
  'kkkkk rsrs haha hahaha vez vezes coisa coisas gente dia',
  // English
  'the and for you your are was were this that with have has not but from they she his her its our',
  'out all can just what who',
  // links and handles
  'http https www com org net html php amp',
];

export const STOP_WORDS: readonly string[] = [...new Set(WORDS.join(' ').split(' '))].sort();
