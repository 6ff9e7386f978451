import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureDefinition } from '../fixtures/card-fixtures.ts';
import { renderCardRenderer } from './render-card-renderer.tsx';
import { TextRenderer } from './TextRenderer.tsx';

function renderMarkdown(text: string) {
  const base = fixtureDefinition('text');
  return renderCardRenderer(TextRenderer, {
    type: 'text',
    data: { kind: 'static' },
    definition: { ...base, props: { ...base.props, text } },
  });
}

const HOSTILE = [
  '# Relatório',
  '<script>window.__pwned = true</script>',
  '<img src="x" onerror="window.__pwned = true">',
  '<a href="https://example.com" onclick="window.__pwned = true">html</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '[js](javascript:alert(1)) [JS](JAVASCRIPT:alert(1)) [tab](java\tscript:alert(1))',
  '[data](data:text/html,<script>alert(1)</script>) [vb](vbscript:msgbox(1))',
  '<javascript:alert(1)>',
  '[ref][x]',
  '[x]: javascript:alert(1)',
  '![foto](javascript:alert(1)) [ok](https://example.com/ok) [mail](mailto:ana@example.com)',
  // Blank lines between the items: an HTML block would otherwise swallow the lines after it.
].join('\n\n');

describe('TextRenderer', () => {
  it('renders markdown: headings, emphasis, lists and links', () => {
    renderMarkdown(
      '## Resumo\n\nAs menções **cresceram**.\n\n- um\n- dois\n\n[relatório](https://example.com/r)',
    );
    expect(screen.getByRole('heading', { name: 'Resumo' })).toBeTruthy();
    expect(screen.getByText('cresceram').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'relatório' });
    expect(link.getAttribute('href')).toBe('https://example.com/r');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('leaves hostile input inert: no script, no handler, no frame, no javascript: or data: link', () => {
    renderMarkdown(HOSTILE);
    const container = screen.getByTestId('text-card');
    expect(container.querySelector('script, iframe, style')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
    }
    const hrefs = [...container.querySelectorAll('[href], [src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
    );
    expect(hrefs).toEqual(['https://example.com/ok', 'mailto:ana@example.com']);
    // The refused links keep their text, as plain text.
    expect(screen.getByText('js').tagName).toBe('SPAN');
    expect(screen.queryByRole('img')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows the empty state without text', () => {
    renderMarkdown('   ');
    expect(screen.getByText('Não há dados para exibir.')).toBeTruthy();
  });
});
