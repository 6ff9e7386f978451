import { MantineProvider } from '@mantine/core';
import type { CardData } from '@mirante/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../app/i18n/I18nProvider.tsx';
import { theme } from '../../app/theme.ts';
import { CardDataTable } from './CardDataTable.tsx';

const data: CardData = {
  kind: 'values',
  format: 'count',
  items: [
    { key: 'twitter', name: 'Twitter', value: 1_234, color: null, channel: 'twitter' },
    { key: 'facebook', name: 'Facebook', value: 56, color: null, channel: 'facebook' },
  ],
};

const renderTable = (visible: boolean) =>
  render(
    <MantineProvider theme={theme} env="test">
      <I18nProvider>
        <CardDataTable caption="Menções por canal" data={data} visible={visible} />
      </I18nProvider>
    </MantineProvider>,
  );

describe('CardDataTable', () => {
  it('builds the table beside a chart for screen readers once the page is idle, a row per point', async () => {
    renderTable(false);
    expect(screen.queryByRole('table')).toBeNull();
    const table = await screen.findByRole('table', { name: 'Menções por canal' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Twitter' })).toBeTruthy();
    expect(within(table).getByText('1.234')).toBeTruthy();
  });

  it('shows the table view at once', () => {
    renderTable(true);
    expect(screen.getByRole('table', { name: 'Menções por canal' })).toBeTruthy();
  });
});
