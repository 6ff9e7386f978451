import { describe, expect, it } from 'vitest';
import { imageFixtures } from './image-fixtures.ts';
import { sniffImageType } from './sniff-image-type.ts';
import { svgRefusal } from './svg-safety.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('sniffImageType', () => {
  it('names each accepted kind from its bytes', () => {
    expect(sniffImageType(imageFixtures.png)).toBe('image/png');
    expect(sniffImageType(imageFixtures.jpeg)).toBe('image/jpeg');
    expect(sniffImageType(imageFixtures.gif)).toBe('image/gif');
    expect(sniffImageType(imageFixtures.webp)).toBe('image/webp');
    expect(sniffImageType(imageFixtures.safeSvg)).toBe('image/svg+xml');
  });

  it('finds an SVG root after a BOM, the XML declaration, comments and a DOCTYPE', () => {
    const svg =
      '\uFEFF <?xml version="1.0"?><!-- a --><!DOCTYPE svg [<!ENTITY a "b">]>\n<svg viewBox="0 0 1 1"/>';
    expect(sniffImageType(utf8(svg))).toBe('image/svg+xml');
  });

  it('refuses everything else, whatever it claims to be', () => {
    for (const text of ['', 'hello', '<html><svg></svg></html>', '<svgfoo/>', 'RIFF0000WAVE', 'GIF90a']) {
      expect(sniffImageType(utf8(text)), text).toBeNull();
    }
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
  });
});

describe('svgRefusal', () => {
  it('accepts a plain SVG with gradients, styles and references inside the file', () => {
    expect(svgRefusal(imageFixtures.safeSvg)).toBeNull();
  });

  it('refuses scripts, event handlers, foreign objects, DOCTYPEs and external references', () => {
    expect(imageFixtures.unsafeSvgs.map((svg) => svgRefusal(utf8(svg)))).toEqual([
      'script',
      'script',
      'event-handler',
      'event-handler',
      'foreign-object',
      'external-reference',
      'script',
      'external-reference',
      'external-reference',
      'script',
      'doctype',
      'external-reference',
    ]);
  });

  it('refuses bytes that are not UTF-8 text', () => {
    expect(svgRefusal(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toBe('not-utf8');
  });
});
