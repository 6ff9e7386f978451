import { MantineProvider } from '@mantine/core';
import { CHANNEL_ICON_SIZE, CHANNELS } from '@mirante/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChannelIcon, readableTextColor } from './ChannelIcon.tsx';
import { CHANNEL_ICONS } from './channel-icons.ts';

describe('ChannelIcon', () => {
  it('names the channel from core, at the default size of 29', () => {
    render(
      <MantineProvider>
        <ChannelIcon channel="googlemybusinessreviews" />
      </MantineProvider>,
    );
    const icon = screen.getByRole('img', { name: 'Google Meu Negócio' });
    expect(icon.style.width).toBe(`${CHANNEL_ICON_SIZE}px`);
    expect(icon.getAttribute('data-icon')).toBe('building-store');
    expect(icon.querySelector('svg.tabler-icon-building-store')).not.toBeNull();
  });

  it('falls back to "não classificado" for unknown channels', () => {
    render(<ChannelIcon channel="orkut" />);
    expect(screen.getByRole('img', { name: 'Não classificado' }).querySelector('svg')).not.toBeNull();
  });

  it('draws an icon for every channel of core', () => {
    for (const info of CHANNELS) expect(CHANNEL_ICONS[info.icon], info.id).toBeDefined();
  });

  it('writes dark text on light colours and white on dark ones', () => {
    expect(readableTextColor('#fab005')).toBe('#000');
    expect(readableTextColor('#3b5998')).toBe('#fff');
  });
});
