import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Primary colour teal (spec §9), in the shade where white text on a filled teal and teal text on the page
 * both reach WCAG AA contrast, in either theme. Keyboard focus always shows a ring.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  focusRing: 'auto',
  defaultRadius: 'md',
});

/**
 * Mantine's default dimmed and error texts, its filled-button hover (one shade lighter than teal 9) and its
 * light-variant teal text fall short of 4.5:1 on their backgrounds; these do not.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--mantine-primary-color-filled-hover': '#066649' },
  light: {
    '--mantine-primary-color-light-color': '#06604a',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
