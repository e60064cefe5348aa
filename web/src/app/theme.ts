// Visual theme: a calm petrol blue as primary colour, system UI fonts, medium radius. Colours were chosen for
// WCAG AA contrast: primary shade 6 on white is 5.1:1, the dimmed text colour 5.7:1.
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e7f5f8',
  '#cde8ee',
  '#9cd0dd',
  '#68b6ca',
  '#3e9fb9',
  '#2590ae',
  '#0f7894',
  '#0b6780',
  '#07586e',
  '#03475a',
];

const FONT_STACK =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '650' },
  defaultRadius: 'md',
  // Filled components pick black or white text by background luminance, so every badge stays readable.
  autoContrast: true,
  luminanceThreshold: 0.3,
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Badge: { defaultProps: { radius: 'sm' } },
    Modal: { styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } } },
  },
});

/** Mantine's default dimmed text (gray.6) is 3.3:1 on white; this grey keeps the muted look at 5.7:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#60676e' },
  dark: {},
});
