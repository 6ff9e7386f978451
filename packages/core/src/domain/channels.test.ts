import { describe, expect, it } from 'vitest';
import { CHANNELS, channelInfo } from './channels.ts';

describe('channels', () => {
  it('lists the 31 channel identifiers of the spec once each', () => {
    expect(CHANNELS).toHaveLength(31);
    expect(new Set(CHANNELS.map((c) => c.id)).size).toBe(31);
  });

  it('resolves aliases and falls back to not classified', () => {
    expect(channelInfo('feedly').id).toBe('blogs');
    expect(channelInfo('googlemybusinessreviews').name).toBe('Google Meu Negócio');
    expect(channelInfo('orkut').name).toBe('Não classificado');
  });
});
