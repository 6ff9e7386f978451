import { describe, expect, it } from 'vitest';
import { INGEST_DATASETS, INGEST_FIELD_KINDS } from './ingest.ts';
import { ingestAcceptedText, ingestFieldInfo, ingestFields } from './ingest-fields.ts';

const accepted = (
  dataset: (typeof INGEST_DATASETS)[number],
  field: string,
  locale: 'pt-BR' | 'en' = 'pt-BR',
) => {
  const info = ingestFieldInfo(dataset, field);
  if (!info) throw new Error(`${dataset}.${field}`);
  return ingestAcceptedText(info, locale);
};

describe('ingest fields', () => {
  it('describes every field of every dataset, and only the fields stored (computed ones aside)', () => {
    for (const dataset of INGEST_DATASETS) {
      const fields = ingestFields(dataset).map((info) => info.field);
      // A stock price's direction is computed from open and close.
      const computed = dataset === 'stock-prices' ? ['direction'] : [];
      const stored = Object.keys(INGEST_FIELD_KINDS[dataset]).filter((f) => !computed.includes(f));
      expect(fields.sort(), dataset).toEqual(stored.sort());
    }
  });

  it('knows which fields are required and what an absent one stores', () => {
    const posts = Object.fromEntries(ingestFields('posts').map((info) => [info.field, info]));
    expect(posts.id?.required).toBe(true);
    expect(posts.channel?.required).toBe(true);
    expect(posts.postedAt?.required).toBe(true);
    expect(posts.quotes).toMatchObject({ required: false, nullable: false, defaultValue: 0 });
    expect(posts.polarity).toMatchObject({ required: false, defaultValue: -2 });
    expect(posts.interactions?.meta.defaultNote).toBe('ingest.defaults.interactions');
    expect(ingestFieldInfo('chatbot-events', 'count')?.defaultValue).toBe(1);
  });

  it('says the polarity and gender codes with their meanings', () => {
    expect(accepted('posts', 'polarity')).toBe(
      'um destes códigos: 1 (positivo), 2 (negativo), 3 (neutro), 0 (sem polaridade), -2 (não classificado), -1 (negativo)',
    );
    expect(accepted('posts', 'polarity', 'en')).toBe(
      'one of these codes: 1 (positive), 2 (negative), 3 (neutral), 0 (no polarity), -2 (unclassified), -1 (negative)',
    );
    expect(accepted('posts', 'gender')).toBe(
      'um destes códigos: 1 (homem), 2 (mulher), 3 (organização), 7 (organização), 0 (não classificado)',
    );
  });

  it('says values, lengths, null and scales', () => {
    expect(accepted('sac-status', 'value')).toBe(
      'um destes valores: pending, opened, holding, replied, closed, ignored',
    );
    expect(accepted('posts', 'url')).toBe('um texto de até 10.000 caracteres, ou null');
    expect(accepted('posts', 'url', 'en')).toBe('a text of up to 10,000 characters, or null');
    expect(accepted('stock-prices', 'symbol')).toBe('um texto de 1 a 20 caracteres');
    expect(accepted('sac-surveys', 'surveyScore', 'en')).toBe(
      "a whole number on the surveyType's scale: CES 1–7, CSAT 1–5, NPS 0–10",
    );
  });
});
