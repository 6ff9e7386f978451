import {
  type CardConfig,
  type CardHeight,
  type CardWidth,
  type ChatbotContract,
  cardRegistry,
  type Dashboard,
  type Filter,
  newCardConfig,
} from '@mirante/core';
import { randomToken } from '../modules/auth/tokens.ts';
import { CHATBOTS } from './demo-vocabulary.ts';

export const DEMO_CHATBOT_DASHBOARD = {
  id: 'demo-chatbot-atendimento',
  title: 'Atendimento do chatbot',
  description:
    'Mensagens, contatos, eventos, campanhas e tickets dos bots de atendimento e de vendas da Marca Demo.',
} as const;

/** The demo bots' contracts: invented command URLs, one per bot (their keys are made at seed time). */
export const DEMO_CHATBOT_COMMAND_URLS: Record<(typeof CHATBOTS)[number]['botKey'], string> = {
  marcademoatendimento: 'https://marcademoatendimento.http.msging.example/commands',
  marcademovendas: 'https://marcademovendas.http.msging.example/commands',
};

const SERVICE_BOT = CHATBOTS[0].botKey;
/** The event category the event cards show: the service bot's main menu (generate-chatbot's EVENT_CATEGORIES). */
export const DEMO_EVENT_CATEGORY = 'menu';

interface Placed {
  id: string;
  width?: CardWidth;
  height?: CardHeight;
  annotation?: string;
  filter?: Filter;
}

/**
 * The story, row by row (12 columns a row): how much the bots talk and with whom; what the contacts do in the
 * menu and how the campaigns convert; how the human service (desk) answers the tickets the bots hand over; and
 * the desk right now.
 */
const LAYOUT: readonly Placed[] = [
  { id: 'BLIP_1' },
  { id: 'BLIP_2' },
  { id: 'BLIP_10' },
  { id: 'BLIP_12' },
  { id: 'BLIP_5', width: 8, height: 'MID' },
  { id: 'BLIP_8', width: 4, height: 'MID' },
  { id: 'BLIP_11', width: 9, height: 'MID' },
  { id: 'BLIP_14', width: 3, height: 'MID' },
  // Actions belong to one bot's flow (BLIP_18 shows one bot at a time): the service bot's main menu.
  {
    id: 'BLIP_17',
    width: 3,
    height: 'MID',
    annotation: 'Menu principal do bot de atendimento',
    filter: { bots: [SERVICE_BOT], category: DEMO_EVENT_CATEGORY },
  },
  {
    id: 'BLIP_18',
    width: 9,
    height: 'MID',
    annotation: 'Menu principal do bot de atendimento',
    filter: { bots: [SERVICE_BOT], category: DEMO_EVENT_CATEGORY },
  },
  { id: 'BLIP_21', width: 7, height: 'LARGE' },
  { id: 'BLIP_22', width: 5, height: 'LARGE' },
  { id: 'BLIP_23' },
  { id: 'BLIP_24' },
  { id: 'BLIP_26' },
  { id: 'BLIP_30' },
  { id: 'BLIP_36', width: 9, height: 'MID' },
  { id: 'BLIP_33', width: 3, height: 'MID' },
  { id: 'BLIP_42', width: 4 },
  { id: 'BLIP_43', width: 4 },
  { id: 'BLIP_44', width: 4 },
  // Who is online, paused or away now: every attendant has a row at any hour (the tickets in attendance, BLIP_47,
  // are none at night, when the desk is closed).
  { id: 'BLIP_49', width: 12, height: 'LARGE' },
];

/** The chatbot card ids of the demo dashboard, in order. */
export const DEMO_CHATBOT_CARD_IDS: readonly string[] = LAYOUT.filter((card) =>
  card.id.startsWith('BLIP_'),
).map((card) => card.id);

function placed(card: Placed): CardConfig {
  const config = newCardConfig(cardRegistry.get(card.id));
  return {
    ...config,
    width: card.width ?? config.width,
    height: card.height ?? config.height,
    annotation: card.annotation ?? null,
    selectedFilters: card.filter ?? null,
  };
}

/**
 * What the demo's chatbot dashboard holds: its cards, the demo bots' contracts (a fresh key each, as the
 * settings would store them) and a global filter with both bots and both contracts, so every card has data on
 * the first start.
 */
export function demoChatbotDashboardContent(): Pick<Dashboard, 'cards' | 'contracts' | 'globalFilter'> {
  const contracts: ChatbotContract[] = CHATBOTS.map(({ botKey }) => ({
    botKey,
    commandUrl: DEMO_CHATBOT_COMMAND_URLS[botKey],
    key: randomToken(),
  }));
  return {
    cards: LAYOUT.map(placed),
    contracts,
    globalFilter: {
      bots: contracts.map((contract) => contract.botKey),
      contracts: contracts.map((contract) => contract.commandUrl),
    },
  };
}
