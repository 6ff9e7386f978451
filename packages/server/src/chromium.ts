/** Where Debian installs Chromium; CHROMIUM_PATH overrides it. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * DESIGN.md §7: the flags Debian's Chromium needs here (no sandbox in containers, no GPU, no phoning home).
 * The PDF export and the e2e suite launch it with these.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
