import { MantineProvider } from '@mantine/core';
import { CHANNEL_ICON_SIZE } from '@mirante/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChannelIcon, readableTextColor } from './ChannelIcon.tsx';

describe('ChannelIcon', () => {
  it('names the channel from core, at the default size of 29', () => {
    render(
      <MantineProvider>
        <ChannelIcon channel="googlemybusinessreviews" />
      </MantineProvider>,
    );
    const icon = screen.getByRole('img', { name: 'Google Meu Negócio' });
    expect(icon.style.width).toBe(`${CHANNEL_ICON_SIZE}px`);
    expect(icon.textContent).toBe('GM');
  });

  it('falls back to "não classificado" for unknown channels', () => {
    render(<ChannelIcon channel="orkut" />);
    expect(screen.getByRole('img', { name: 'Não classificado' })).toBeTruthy();
  });

  it('writes dark text on light colours and white on dark ones', () => {
    expect(readableTextColor('#fab005')).toBe('#000');
    expect(readableTextColor('#3b5998')).toBe('#fff');
  });
});
