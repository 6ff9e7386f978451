import { describe, expect, it } from 'vitest';
import { isWebAddress, safeImageSource, safeLinkUrl } from './safe-url.ts';

describe('safe addresses', () => {
  it('keeps http(s) and mailto links', () => {
    expect(safeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkUrl('mailto:ana@example.com')).toBe('mailto:ana@example.com');
  });

  it('makes every other scheme inert, however it is spelt', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      '/relative/path',
      '//evil.example.com',
    ]) {
      expect(safeLinkUrl(hostile)).toBe('');
    }
  });

  it('loads images from the web, this server or inline pictures only', () => {
    expect(safeImageSource('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(safeImageSource('/storage/logo.png')).toBe('/storage/logo.png');
    expect(safeImageSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageSource('javascript:alert(1)')).toBeNull();
    expect(safeImageSource('data:text/html,<b>x</b>')).toBeNull();
    expect(safeImageSource('//evil.example.com/x.png')).toBeNull();
    expect(safeImageSource('')).toBeNull();
    expect(isWebAddress('ftp://example.com')).toBe(false);
  });
});
