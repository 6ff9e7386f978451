import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { EncodeFilterRequest, Filter } from './filter.ts';

describe('filter contract', () => {
  it('accepts every key with its typed value', () => {
    const filter = {
      channels: ['instagram'],
      dark_post: true,
      polarities: [1, -1],
      genders: [7],
      sac_type: ['All'],
      sac_status: ['Em Espera'],
      sac_last_status: ['Pendente'],
      rating: [5],
      query: 'entrega AND atraso',
      lovers_and_haters: ['lovers'],
      replied: false,
      category: 'compras',
    };
    expect(Filter.parse(filter)).toEqual(filter);
    expect(Filter.parse({})).toEqual({});
  });

  it('refuses values of the wrong type or outside the spec values', () => {
    for (const bad of [
      { polarities: [4] },
      { genders: [5] },
      { sac_status: ['Aberto'] },
      { sac_type: ['Tweet'] },
      { replied: 'sim' },
      { query: ['a'] },
      { lovers_and_haters: ['fans'] },
    ]) {
      expect(Filter.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("refuses an encode request without a filter with 'Invalid filter'", () => {
    const result = EncodeFilterRequest.safeParse({ account_id: 'acc1', is_staging: false });
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message;
    expect(message).toBe('errors.invalidFilter');
    expect(translate('errors.invalidFilter')).toBe('Invalid filter');
    expect(
      EncodeFilterRequest.parse({ account_id: 'acc1', is_staging: true, filter: { tags: ['x'] } }).filter,
    ).toEqual({
      tags: ['x'],
    });
  });
});
