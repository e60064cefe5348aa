import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  WIDGET_STEP_STATUSES as CONTRACT_STATUSES,
  WIDGET_STEPS as CONTRACT_STEPS,
} from '../../../../src/contracts/accounting.ts';
import {
  isOwnPage,
  parseStepLink,
  stepNameKey,
  stepTextKey,
  WIDGET_STEP_STATUSES,
  WIDGET_STEPS,
} from './widget-steps.ts';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('widget steps', () => {
  it('lists the contract steps and statuses', () => {
    expect(WIDGET_STEPS).toEqual(CONTRACT_STEPS);
    expect(WIDGET_STEP_STATUSES).toEqual(CONTRACT_STATUSES);
  });

  it.each(['de', 'fr', 'it', 'en'])('has a name and a sentence for every step and status in %s', (lang) => {
    const locale = JSON.parse(readFileSync(`web/src/locales/${lang}.json`, 'utf8'));
    for (const step of WIDGET_STEPS) {
      expect(typeof lookup(locale, stepNameKey(step)), `${lang} ${step}`).toBe('string');
      for (const status of WIDGET_STEP_STATUSES) {
        expect(typeof lookup(locale, stepTextKey(step, status)), `${lang} ${step} ${status}`).toBe('string');
      }
    }
  });

  it('turns the API links into routes of known areas', () => {
    expect(parseStepLink('/insurance/issues')).toEqual({ to: '/insurance/issues', search: {}, areaId: 'issues' });
    expect(parseStepLink('/daily-allowances?month=2026-03')).toEqual({
      to: '/daily-allowances',
      search: { month: '2026-03' },
      areaId: 'dailyAllowances',
    });
    expect(parseStepLink('/data-hub')?.areaId).toBe('dataHub');
    expect(parseStepLink(null)).toBeNull();
    expect(parseStepLink('https://example.com/x')).toBeNull();
    expect(parseStepLink('//example.com/x')).toBeNull();
    expect(parseStepLink('/nowhere')).toBeNull();
  });

  it('knows the link to the month on screen', () => {
    const link = parseStepLink('/daily-allowances?month=2026-03');
    expect(link && isOwnPage(link, '2026-03')).toBe(true);
    expect(link && isOwnPage(link, '2026-04')).toBe(false);
  });
});
