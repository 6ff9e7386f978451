import { CHANNEL_ICON_SIZE, type NamedValue } from '@mirante/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RankingRenderer } from './RankingRenderer.tsx';
import { renderCardRenderer } from './render-card-renderer.tsx';

const row = (key: string, value: number, channel: string | null = null): NamedValue => ({
  key,
  name: key,
  value,
  color: null,
  channel,
});

describe('RankingRenderer', () => {
  it('lists the top 10, largest first, with pt-BR numbers and channel icons of size 29', () => {
    const items = [row('b', 9_310, 'twitter'), row('a', 12_840, 'instagram')];
    for (let index = 0; index < 10; index += 1) items.push(row(`extra${index}`, index));
    renderCardRenderer(RankingRenderer, {
      type: 'ranking',
      data: { kind: 'values', items, format: 'count' },
      title: 'Canais',
    });
    const list = screen.getByRole('list', { name: 'Canais' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]?.textContent).toContain('12.840');
    expect(rows[1]?.textContent).toContain('9.310');
    const icon = within(rows[0] as HTMLElement).getByRole('img', { name: 'Instagram' });
    expect(icon.style.width).toBe(`${CHANNEL_ICON_SIZE}px`);
    expect(screen.queryByText('extra0')).toBeNull();
  });

  it('shows the empty state without rows', () => {
    renderCardRenderer(RankingRenderer, {
      type: 'ranking',
      data: { kind: 'values', items: [], format: 'count' },
    });
    expect(screen.getByText('Não há dados para exibir.')).toBeTruthy();
  });
});
