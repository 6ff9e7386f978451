import { createTheme } from '@mantine/core';

/**
 * Primary colour teal (spec §9). Filled teal takes dark text where white would not reach AA contrast
 * (autoContrast), and light mode uses a deeper shade so teal text on white stays readable. Keyboard focus
 * always shows a ring.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 6 },
  autoContrast: true,
  focusRing: 'auto',
  defaultRadius: 'md',
});
