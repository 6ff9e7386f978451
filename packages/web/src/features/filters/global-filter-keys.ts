import type { FilterKey, MessageKey } from '@mirante/core';

/** The global filter's fields, by the area of the cards that read them (each card keeps only its own keys). */
export const GLOBAL_FILTER_SECTIONS: readonly { label: MessageKey; keys: readonly FilterKey[] }[] = [
  {
    label: 'dataType.SL',
    keys: ['channels', 'polarities', 'genders', 'query', 'tags', 'themes', 'names', 'uids'],
  },
  {
    label: 'dataSource.sac',
    keys: [
      'pages',
      'sac_type',
      'sac_status',
      'sac_last_status',
      'sac_replier',
      'operators',
      'rating',
      'lovers_and_haters',
      'replied',
      'dark_post',
    ],
  },
  { label: 'dataType.BLIP', keys: ['bots', 'contracts', 'domains', 'teams', 'scheduled'] },
];
