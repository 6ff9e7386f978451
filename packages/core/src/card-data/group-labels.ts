import { canonicalChannelId, channelInfo } from '../domain/channels.ts';
import { CONVERSATION_STATUS_INFO, isConversationStatus } from '../domain/conversation-statuses.ts';
import { dimensionValueLabel } from '../domain/dimension-labels.ts';
import { GENDER_INFO, genderOf } from '../domain/gender.ts';
import { SENTIMENT_INFO, SENTIMENTS, type Sentiment, sentimentOf } from '../domain/polarity.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';

type Translate = (key: MessageKey) => string;

/** How one value of a grouping field reads on a card: its name, colour and, for channels, the channel id. */
export interface GroupLabel {
  name: string;
  color: string | null;
  channel: string | null;
}

/**
 * The value a card groups by, made canonical so that values meaning the same merge: channel aliases
 * (feedly → blogs), both negative codes (2 and -1), both organisation codes (3 and 7).
 */
export function canonicalGroupValue(field: string, value: string): string {
  switch (field) {
    case 'channel':
      return canonicalChannelId(value) ?? value;
    case 'polarity':
      return value === '' ? value : sentimentOf(Number(value));
    case 'gender':
      return value === '' ? value : genderOf(Number(value));
    default:
      return value;
  }
}

function isSentiment(value: string): value is Sentiment {
  return (SENTIMENTS as readonly string[]).includes(value);
}

/**
 * The label of a canonical value, in the UI's language (core's catalogue names every value it knows: channels,
 * sentiments, genders, devices, post types, conversation types and statuses, surveys); free text of the data
 * (tags, themes, groups…) reads as stored, and an empty value reads 'Não informado'.
 */
export function groupLabel(field: string, value: string, t: Translate): GroupLabel {
  if (value === '') return { name: t('chart.notInformed'), color: null, channel: null };
  if (field === 'channel') {
    const channel = channelInfo(value);
    return { name: t(channel.label), color: channel.color, channel: value };
  }
  if (field === 'polarity' && isSentiment(value)) {
    const info = SENTIMENT_INFO[value];
    return { name: t(info.label), color: info.color, channel: null };
  }
  if (field === 'gender' && value in GENDER_INFO) {
    const info = GENDER_INFO[value as keyof typeof GENDER_INFO];
    return { name: t(info.label), color: info.color, channel: null };
  }
  if ((field === 'value' || field === 'lastValue' || field === 'sacStatus') && isConversationStatus(value)) {
    const info = CONVERSATION_STATUS_INFO[value];
    return { name: t(info.label), color: info.color, channel: null };
  }
  const key = dimensionValueLabel(field, value);
  return { name: key === null ? value : t(key), color: null, channel: null };
}
