import { CARD_CONFIG_VERSION, type CardConfig, cardRegistry, NO_CARD_OVERRIDES } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { cardFilterKeys, configOf, draftOf, hasTagsView, validateDraft } from './card-config-draft.ts';

const listening: CardConfig = {
  uid: 'p',
  id: 'LSN_13',
  width: 6,
  height: 'MID',
  title: null,
  description: null,
  configVersion: CARD_CONFIG_VERSION,
  ...NO_CARD_OVERRIDES,
};
const definition = cardRegistry.get('LSN_13');

describe('card config draft', () => {
  it('offers the keys the card honours, its tags view apart, and none for cards without filters', () => {
    expect(cardFilterKeys(definition)).toEqual(
      definition.supportedFilters.filter((key) => key !== 'tags_view'),
    );
    expect(cardFilterKeys(cardRegistry.get('LSN_66'))).toEqual([]);
    expect(hasTagsView(cardRegistry.get('LSN_66'))).toBe(false);
  });

  it('saves empty texts as "as the definition" and keeps what the panel does not offer', () => {
    const config = {
      ...listening,
      selectedFilters: { sac_status: ['Respondido' as const], tags_view: ['a'] },
    };
    const draft = { ...draftOf(config), title: '  ', annotation: ' Meta ', tagsView: ['marca', ' '] };
    const saved = configOf(config, definition, draft, []);
    expect(saved.title).toBeNull();
    expect(saved.annotation).toBe('Meta');
    expect(saved.selectedFilters).toEqual({ sac_status: ['Respondido'], tags_view: ['marca'] });
  });

  it('applies the global-filter rules: no TikTok with a sentiment, no channel the card hides', () => {
    const hiding = {
      ...listening,
      control: {
        facebook: { hideInChannel: true, disableTag: false, disableTheme: false, disablePolarity: false },
      },
    };
    const draft = {
      ...draftOf(hiding),
      filters: { channels: ['tiktok', 'facebook', 'twitter'], polarities: [2], query: '' },
    };
    expect(configOf(hiding, definition, draft, []).selectedFilters).toEqual({
      channels: ['twitter'],
      polarities: [2],
    });
    expect(configOf(listening, definition, draftOf(listening), []).selectedFilters).toBeNull();
  });

  it('names the fields over their limits', () => {
    const draft = draftOf(listening);
    expect(validateDraft(draft)).toEqual({});
    expect(
      validateDraft({
        ...draft,
        title: 'x'.repeat(51),
        description: 'x'.repeat(201),
        annotation: 'x'.repeat(501),
      }),
    ).toEqual({
      title: 'component.errors.titleTooLong',
      description: 'component.errors.descriptionTooLong',
      annotation: 'cardConfig.errors.annotationTooLong',
    });
    expect(validateDraft({ ...draft, filters: { polarities: [9] } })).toEqual({
      filters: 'form.invalidValues',
    });
  });
});
