import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, readableOn, theme } from './theme.ts';

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const { light } = cssVariablesResolver(resolved);

  it('measures contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fa5252', '#ffffff')).toBeCloseTo(3.28, 1);
  });

  it('darkens a colour only as far as needed', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    expect(contrastRatio(readableOn('#fab005', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(resolved.colors))('%s: light-variant text on its tint, text and outline on white', (name) => {
    const shades = resolved.colors[name] as readonly string[];
    const lightColor = light[`--mantine-color-${name}-light-color`] as string;
    expect(contrastRatio(lightColor, shades[1] as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(lightColor, shades[2] as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light[`--mantine-color-${name}-text`] as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light[`--mantine-color-${name}-outline`] as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the error colour readable on white', () => {
    expect(contrastRatio(light['--mantine-color-error'] as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
