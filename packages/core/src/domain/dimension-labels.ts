import type { MessageKey } from '../i18n/pt-BR.ts';
import { canonicalChannelId, channelInfo } from './channels.ts';
import { CONVERSATION_STATUS_INFO, isConversationStatus } from './conversation-statuses.ts';
import { DEVICE_LABELS, deviceOf } from './devices.ts';
import { GENDER_INFO, genderOf } from './gender.ts';
import { polarityInfo } from './polarity.ts';
import { isPostType, POST_TYPE_LABELS } from './post-types.ts';
import { isSacConversationType, SAC_TYPE_LABELS } from './sac-types.ts';
import { isSurveyKind, SURVEY_LABELS } from './surveys.ts';

/**
 * The catalogue key of a value a card groups by (a dimension of the charts service: channel, sentiment,
 * gender, device, post type, conversation type and status, survey), so that a card reads it in the UI's
 * language. Null for values the catalogue cannot name: free text of the data (tags, themes, groups,
 * operators, pages) and unknown values, which show as stored.
 */
export function dimensionValueLabel(field: string, value: string): MessageKey | null {
  if (value === '') return null;
  switch (field) {
    case 'channel':
      return canonicalChannelId(value) === null ? null : channelInfo(value).label;
    case 'polarity': {
      const code = Number(value);
      return Number.isInteger(code) ? polarityInfo(code).label : null;
    }
    case 'gender': {
      const code = Number(value);
      return Number.isInteger(code) ? GENDER_INFO[genderOf(code)].label : null;
    }
    case 'device': {
      const device = deviceOf(value);
      return device === null ? null : DEVICE_LABELS[device];
    }
    case 'postType':
      return isPostType(value) ? POST_TYPE_LABELS[value] : null;
    case 'sacType':
      return isSacConversationType(value) ? SAC_TYPE_LABELS[value] : null;
    case 'sacStatus':
    case 'sacLastStatus':
    case 'value':
    case 'lastValue':
      return isConversationStatus(value) ? CONVERSATION_STATUS_INFO[value].label : null;
    case 'surveyType':
      return isSurveyKind(value) ? SURVEY_LABELS[value] : null;
    default:
      return null;
  }
}
