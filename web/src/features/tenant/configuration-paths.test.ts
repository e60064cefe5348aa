import { describe, expect, it } from 'vitest';
import { configurationPathLabel, coverageFieldLabel } from './configuration-labels.ts';

const t = ((key: string, options?: { number?: number }) =>
  options?.number === undefined ? `[${key}]` : `[${key} ${options.number}]`) as never;

describe('configuration path labels', () => {
  it('names a coverage field by the label the editor shows, never by its raw path', () => {
    expect(
      configurationPathLabel('insuranceConfiguration.coverageConfigurations.0.coverages.shorttermCoverage', t),
    ).toBe('[tenant.coverage.title 1] › [tenant.coverage.numbers.shorttermCoverage]');
    expect(configurationPathLabel('insuranceConfiguration.coverageConfigurations.2', t)).toBe(
      '[tenant.coverage.title 3]',
    );
    expect(coverageFieldLabel('policies.1.defaultPolicyNumber', t)).toBe('[tenant.coverage.policies]');
  });

  it('leaves unknown paths alone', () => {
    expect(configurationPathLabel('companySubunits.0.iban', t)).toBeNull();
    expect(configurationPathLabel('insuranceConfiguration.coverageConfigurations.0.unknownField', t)).toBeNull();
  });
});
