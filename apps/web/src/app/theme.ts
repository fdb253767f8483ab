import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A deep forest green: shade 7 and above keep white text at WCAG AA contrast. */
const brand: MantineColorsTuple = [
  '#e9f6f1',
  '#d3eae0',
  '#a6d4c1',
  '#76bda0',
  '#4fa985',
  '#379c74',
  '#2a8a65',
  '#1f7453',
  '#155f44',
  '#0b4a34',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  // md is the spec's 990 px switch between the desktop and the mobile layout (storefront §9).
  breakpoints: { xs: '36em', sm: '48em', md: '61.875em', lg: '75em', xl: '88em' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  focusRing: 'auto',
});

/** Mantine's default dimmed and error greys/reds fall under 4.5:1 on white; these keep text at AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-8)',
  },
  dark: {},
});
