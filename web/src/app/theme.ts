// Visual theme: a calm petrol blue as primary colour, system UI fonts, medium radius. Colours were chosen for
// WCAG AA contrast: primary shade 6 on white is 5.1:1, the dimmed text colour 5.7:1.
import { type CSSVariablesResolver, createTheme, darken, type MantineColorsTuple } from '@mantine/core';

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
    // The focus placeholder is a presentational element with tabindex inside role="menu", which breaks the menu's
    // required menuitem children (axe aria-required-children); focus goes to the dropdown instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A table wider than the screen (phones) scrolls sideways in its container; the scrolling element takes focus,
    // so the hidden columns can be reached with the arrow keys (axe scrollable-region-focusable): the container
    // itself (type="native") or the ScrollArea's viewport (type="scrollarea").
    TableScrollContainer: { defaultProps: { tabIndex: 0, scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/** WCAG relative luminance of a #rrggbb or rgb()/rgba() colour. */
function relativeLuminance(color: string): number {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((index) => Number.parseInt(color.slice(index, index + 2), 16))
    : (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The colour, darkened in small steps until its text reaches 4.5:1 (with a margin) on the background. */
export function readableOn(color: string, background: string): string {
  let candidate = color;
  for (let amount = 0.05; contrastRatio(candidate, background) < 4.6 && amount < 1; amount += 0.05)
    candidate = darken(color, amount);
  return candidate;
}

/**
 * WCAG AA text contrast for every theme colour (checked by axe in the e2e journeys). Mantine's default dimmed text
 * (gray.6) is 3.3:1 on white; this grey keeps the muted look at 5.7:1. Light and subtle variants (badges, avatar
 * initials, alerts, light buttons) colour text with shade 9 on shade 1, which is below 4.5:1 for teal, green, lime,
 * yellow and orange; `c="<colour>"` text and outline variants use the filled shade on white (red.6 is 3.3:1), as
 * does the error colour. Each is darkened just enough to reach 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#60676e',
    '--mantine-color-error': readableOn(resolvedTheme.colors.red[6], '#ffffff'),
  };
  const shade =
    typeof resolvedTheme.primaryShade === 'number' ? resolvedTheme.primaryShade : resolvedTheme.primaryShade.light;
  for (const [name, shades] of Object.entries(resolvedTheme.colors)) {
    // Light-variant hover backgrounds are shade 2, the darkest background the light text sits on.
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
    light[`--mantine-color-${name}-text`] = readableOn(shades[shade], '#ffffff');
    light[`--mantine-color-${name}-outline`] = readableOn(shades[shade], '#ffffff');
  }
  return { variables: {}, light, dark: {} };
};
