/**
 * Why an SVG is refused, or null when it is safe to serve. SVGs are not rewritten: any that could run code
 * or reach outside itself is refused. Checked on the whole text, case-insensitively, so comments, CDATA or
 * odd spacing cannot hide a construct.
 */
export type SvgRefusal =
  | 'not-utf8'
  | 'doctype'
  | 'script'
  | 'event-handler'
  | 'foreign-object'
  | 'external-reference';

const RULES: readonly [SvgRefusal, RegExp][] = [
  // A DOCTYPE can declare entities (expansion bombs, external entities).
  ['doctype', /<!DOCTYPE|<!ENTITY/i],
  ['script', /<\s*(?:[\w-]+:)?script\b|javascript\s*:|vbscript\s*:/i],
  // on…= attributes, and animations that would set one.
  ['event-handler', /[\s"'/]on[a-z]+\s*=|attributeName\s*=\s*["']?\s*on[a-z]/i],
  ['foreign-object', /<\s*(?:[\w-]+:)?(?:foreignObject|iframe|embed|object|audio|video|handler|listener)\b/i],
  // Links to anything but a fragment of this file, stylesheet imports, url() to outside, processing
  // instructions that load a stylesheet.
  ['external-reference', /\b(?:[\w-]+:)?href\s*=\s*["']?\s*(?!#)[^\s"'>]/i],
  ['external-reference', /@import|url\(\s*["']?\s*(?!#)[^)\s]/i],
  ['external-reference', /<\?xml-stylesheet/i],
  ['external-reference', /attributeName\s*=\s*["']?\s*(?:[\w-]+:)?href/i],
];

export function svgRefusal(bytes: Uint8Array): SvgRefusal | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not-utf8';
  }
  for (const [reason, pattern] of RULES) if (pattern.test(text)) return reason;
  return null;
}
