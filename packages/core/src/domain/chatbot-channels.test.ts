import { describe, expect, it } from 'vitest';
import { CHATBOT_CHANNEL_DOMAINS, chatbotChannelName } from './chatbot-channels.ts';

describe('chatbot channel domains', () => {
  it('names the fourteen channels with the spec spellings', () => {
    expect(Object.values(CHATBOT_CHANNEL_DOMAINS)).toEqual([
      'BLiP Chat',
      'Messenger',
      'Workplace',
      'Telegram',
      'E-mail',
      'Instagram',
      'Google RCS',
      'PagSeguro',
      'Whatsapp',
      'Google Assistent',
      'Azure Bot Service',
      'Apple Messages for Business',
      'Amazon Alexa',
      'Google Business Messages',
    ]);
  });

  it('shows a domain by its channel name, an unknown one as itself', () => {
    expect(chatbotChannelName('wa.gw.msging.net')).toBe('Whatsapp');
    expect(chatbotChannelName('0mn.io')).toBe('BLiP Chat');
    expect(chatbotChannelName('novo.gw.msging.net')).toBe('novo.gw.msging.net');
  });
});
