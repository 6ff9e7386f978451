/**
 * Chatbot channel domains (the gateway domain a message came through) and their display names, spelt as the
 * spec spells them (spec §3). The `domains` filter and the per-channel tables use these.
 */
export const CHATBOT_CHANNEL_DOMAINS = {
  '0mn.io': 'BLiP Chat',
  'messenger.gw.msging.net': 'Messenger',
  'workplace.gw.msging.net': 'Workplace',
  'telegram.gw.msging.net': 'Telegram',
  'mailgun.gw.msging.net': 'E-mail',
  'instagram.gw.msging.net': 'Instagram',
  'googlercs.gw.msging.net': 'Google RCS',
  'pagseguro.gw.msging.net': 'PagSeguro',
  'wa.gw.msging.net': 'Whatsapp',
  'googleassistant.gw.msging.net': 'Google Assistent',
  'azurebotservice.gw.msging.net': 'Azure Bot Service',
  'abc.gw.msging.net': 'Apple Messages for Business',
  'alexa.gw.msging.net': 'Amazon Alexa',
  'businessmessages.gw.msging.net': 'Google Business Messages',
} as const;
export type ChatbotChannelDomain = keyof typeof CHATBOT_CHANNEL_DOMAINS;

export const CHATBOT_DOMAINS = Object.keys(CHATBOT_CHANNEL_DOMAINS) as ChatbotChannelDomain[];

export function isChatbotChannelDomain(domain: string): domain is ChatbotChannelDomain {
  return Object.hasOwn(CHATBOT_CHANNEL_DOMAINS, domain);
}

/** The display name of a chatbot domain; an unknown domain shows as itself. */
export function chatbotChannelName(domain: string): string {
  return isChatbotChannelDomain(domain) ? CHATBOT_CHANNEL_DOMAINS[domain] : domain;
}
