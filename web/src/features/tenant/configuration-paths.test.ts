import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import italian from '../../locales/it.json';
import {
  allConfigurationPathKeys,
  configurationChangeLabel,
  configurationChangeLabels,
  configurationPathLabel,
  coverageFieldLabel,
} from './configuration-paths.ts';

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
    expect(
      configurationPathLabel('insuranceConfiguration.coverageConfigurations.0.uvgzCoverage.maxInsuredSalary', t),
    ).toBe('[tenant.coverage.title 1] › [tenant.coverage.uvgzMaxInsuredSalary]');
  });

  it('names a field of the address editor by its address and label', () => {
    expect(configurationPathLabel('insuranceConfiguration.billingAddress.streetName', t)).toBe(
      '[tenant.insurance.billingAddress] › [address.streetName]',
    );
    expect(configurationPathLabel('companySubunits.1.buildingNumber', t)).toBe(
      '[tenant.paths.companySubunit 2] › [address.buildingNumber]',
    );
    expect(configurationPathLabel('companySubunits.0.postalCode', t)).toBe(
      '[tenant.paths.companySubunit 1] › [address.postCode]',
    );
    expect(configurationChangeLabel('companySubunits.0.streetName', t)).toBe(
      '[tenant.paths.companySubunit 1] › [tenant.organisation.billingAddress]',
    );
  });

  it('leaves unknown paths alone', () => {
    expect(configurationPathLabel('companySubunits.0.iban', t)).toBeNull();
    expect(configurationPathLabel('insuranceConfiguration.coverageConfigurations.0.unknownField', t)).toBeNull();
  });
});

describe('configuration change labels', () => {
  const coverage = 'insuranceConfiguration.coverageConfigurations';

  it('names every changed path by its section, entry and field', () => {
    expect(configurationChangeLabel(`${coverage}.0.coverages.shorttermCoverage`, t)).toBe(
      '[tenant.insurance.title] › [tenant.coverage.title 1] › [tenant.coverage.numbers.shorttermCoverage]',
    );
    expect(configurationChangeLabel('processingGroups.1.name', t)).toBe(
      '[tenant.paths.processingGroup 2] › [tenant.processingGroups.name]',
    );
    expect(configurationChangeLabel('processingGroups', t)).toBe('[tenant.processingGroups.title]');
    expect(configurationChangeLabel('companySubunits.0.city', t)).toBe(
      '[tenant.paths.companySubunit 1] › [tenant.organisation.billingAddress]',
    );
    expect(configurationChangeLabel('wageTypeMappings.2.appliesTo.processingGroupId', t)).toBe(
      '[tenant.paths.wageTypeMapping 3] › [tenant.coverage.appliesTo] › [admin.editor.processingGroup]',
    );
    expect(configurationChangeLabel(`${coverage}.1.calculations.0.start`, t)).toBe(
      '[tenant.insurance.title] › [tenant.coverage.title 2] › [tenant.coverage.calculations] › [admin.editor.calculationStart]',
    );
    expect(configurationChangeLabel('name', t)).toBe('[tenant.summary.name]');
  });

  it('names a change inside a field without its own label by that field, the whole document as such', () => {
    expect(configurationChangeLabel(`${coverage}.0.policies.1.defaultPolicyNumber`, t)).toBe(
      '[tenant.insurance.title] › [tenant.coverage.title 1] › [tenant.coverage.policies]',
    );
    expect(configurationChangeLabel('careConfiguration.caseManagementConfiguration.caseManagerEmails.0', t)).toBe(
      '[tenant.paths.care] › [tenant.paths.caseManagement]',
    );
    expect(configurationChangeLabel('insuranceConfiguration.somethingNew', t)).toBe('[tenant.insurance.title]');
    expect(configurationChangeLabel('(root)', t)).toBe('[admin.save.rootPath]');
    expect(configurationChangeLabel('unknownSection.field', t)).toBe('unknownSection.field');
  });

  it('lists each label once', () => {
    expect(configurationChangeLabels(['companySubunits.0.city', 'companySubunits.0.postalCode', 'name'], t)).toEqual([
      '[tenant.paths.companySubunit 1] › [tenant.organisation.billingAddress]',
      '[tenant.summary.name]',
    ]);
  });

  it('uses only keys every language has', () => {
    for (const language of [de, fr, italian, en]) {
      const missing = allConfigurationPathKeys().filter(
        (key) =>
          typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], language) !==
          'string',
      );
      expect(missing).toEqual([]);
    }
  });
});
