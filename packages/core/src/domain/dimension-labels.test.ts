import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { CHANNELS, channelInfo, NOT_CLASSIFIED } from './channels.ts';
import { DEVICE_LABELS, DEVICES, deviceOf } from './devices.ts';
import { dimensionValueLabel } from './dimension-labels.ts';
import { POST_TYPE_LABELS, POST_TYPES } from './post-types.ts';

const label = (field: string, value: string, locale: 'pt-BR' | 'en') => {
  const key = dimensionValueLabel(field, value);
  return key === null ? value : translate(key, locale);
};

describe('dimension value labels', () => {
  it('names the post types of LSN_25 in both languages', () => {
    expect(POST_TYPES.map((type) => label('postType', type, 'pt-BR'))).toEqual([
      'Publicação',
      'Resposta',
      'Comentário',
      'Compartilhamento',
      'Avaliação',
      'Mensagem',
    ]);
    expect(POST_TYPES.map((type) => label('postType', type, 'en'))).toEqual([
      'Post',
      'Reply',
      'Comment',
      'Share',
      'Review',
      'Message',
    ]);
  });

  it('reads the devices the collectors write, whatever their case', () => {
    expect(['Android', 'iPhone', 'Web', 'Outros'].map((device) => label('device', device, 'en'))).toEqual([
      'Android',
      'iPhone',
      'Web',
      'Others',
    ]);
    expect(deviceOf(' IOS ')).toBe('iphone');
    expect(label('device', 'Outros', 'pt-BR')).toBe('Outros');
    expect(label('device', 'Smart TV', 'en')).toBe('Smart TV');
  });

  it('names channels, conversation types and statuses, surveys, sentiments and genders in English', () => {
    expect(label('channel', 'instagramcomments', 'en')).toBe('Instagram comments');
    expect(label('channel', 'googlemybusinessreviews', 'en')).toBe('Google My Business');
    expect(label('channel', 'rádio', 'en')).toBe('Radio');
    expect(label('sacType', 'Inbox', 'en')).toBe('Direct message');
    expect(label('sacStatus', 'holding', 'en')).toBe(translate('conversationStatus.holding', 'en'));
    expect(label('surveyType', 'CSAT', 'en')).toBe(translate('surveys.CSAT', 'en'));
    expect(label('polarity', '-1', 'en')).toBe('Negative');
    expect(label('gender', '7', 'pt-BR')).toBe('Organização');
  });

  it('leaves free text of the data as stored', () => {
    expect(dimensionValueLabel('tag', 'entrega')).toBeNull();
    expect(dimensionValueLabel('postType', 'story')).toBeNull();
    expect(dimensionValueLabel('channel', 'orkut')).toBeNull();
    expect(dimensionValueLabel('postType', '')).toBeNull();
  });

  it('gives every channel, post type and device a text in each language', () => {
    const keys = [
      ...[...CHANNELS, NOT_CLASSIFIED].map((channel) => channel.label),
      ...POST_TYPES.map((type) => POST_TYPE_LABELS[type]),
      ...DEVICES.map((device) => DEVICE_LABELS[device]),
    ];
    for (const key of keys) {
      expect(translate(key, 'pt-BR'), key).toBeTruthy();
      expect(translate(key, 'en'), key).toBeTruthy();
    }
    // pt-BR names stay the ones the server writes.
    for (const channel of CHANNELS) expect(translate(channel.label, 'pt-BR')).toBe(channel.name);
    expect(translate(channelInfo('orkut').label, 'en')).toBe('Not classified');
  });
});
