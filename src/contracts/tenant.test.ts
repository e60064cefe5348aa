// Table tests of the tenant configuration schema: every rule of spec section 5 that concerns the tenant, the
// insured-product guidance of section 1, and the cross-references between sections.
import { describe, expect, it } from 'vitest';
import { validConfigurationInput } from '../testing/factories/tenant-configuration-input.ts';
import { MESSAGES } from './constants.ts';
import { COVERAGE_MESSAGES } from './coverage.ts';
import {
  billingAddress,
  companySubunit,
  ISSUE_TYPES,
  issueTypeConfiguration,
  ORGANIZATION_MESSAGES,
  organizationBody,
  TENANT_MESSAGES,
  type TenantConfigurationInput,
  tenantConfiguration,
} from './tenant.ts';

type Input = TenantConfigurationInput;
type Insurance = Input['insuranceConfiguration'];

/** The problems of a configuration as 'path: message' lines. */
function problems(input: unknown): string[] {
  const result = tenantConfiguration.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function withInsurance(change: (insurance: Insurance) => Insurance): Input {
  const input = validConfigurationInput();
  return { ...input, insuranceConfiguration: change(input.insuranceConfiguration) };
}

const coverage = (policies: { type: 'KTG' | 'KAV' | 'FTA'; defaultPolicyNumber: string }[]) => ({
  kind: 'SIMPLE' as const,
  insuredPeriod: { from: '2024-01-01' },
  policies,
  eligibleWageTypes: ['1000'],
  coverages: {},
});

describe('tenant configuration: a valid configuration', () => {
  it('passes and gets the product defaults (C14, issue configuration, weekend fill)', () => {
    const parsed = tenantConfiguration.parse(validConfigurationInput());
    const insurance = parsed.insuranceConfiguration;
    expect(insurance.issueTypeConfiguration).toEqual({ absenceGapMaxDays: 10, enabledIssueTypes: [...ISSUE_TYPES] });
    expect(insurance.shouldFillWeekendGaps).toBe('FILL_IF_FRIDAY_AND_MONDAY');
    expect(insurance.coverageConfigurations[0]).toMatchObject({
      appliesTo: { companySubunitId: null, processingGroupId: null },
      coverages: { shorttermDuration: 30, maxDuration: 720, maxCoverage: 80, lfzDuration: null },
      minIncapacityOfWork: 25,
      dailyRateDivisor: 365,
      maxInsuredSalary: 250_000,
      continuationOfPaymentScale: 'BERN',
    });
    expect(parsed.careConfiguration).toBeNull();
  });
});

describe('tenant configuration: required lists (spec section 5)', () => {
  it.each([
    ['wageTypeMappings', (input: Input): Input => ({ ...input, wageTypeMappings: [] })],
    ['insuranceConfiguration.exportMimeTypes', (input: Input) => withList(input, 'exportMimeTypes')],
    ['insuranceConfiguration.predefinedExports', (input: Input) => withList(input, 'predefinedExports')],
    ['insuranceConfiguration.exportAccountMappings', (input: Input) => withList(input, 'exportAccountMappings')],
    ['insuranceConfiguration.coverageConfigurations', (input: Input) => withList(input, 'coverageConfigurations')],
  ])('%s needs at least one entry', (path, change) => {
    const found = problems(change(validConfigurationInput()));
    expect(found.some((line) => line.startsWith(`${path}:`))).toBe(true);
  });

  function withList(input: Input, key: keyof Insurance): Input {
    return { ...input, insuranceConfiguration: { ...input.insuranceConfiguration, [key]: [] } };
  }

  it('says so in words for wage type mappings', () => {
    expect(problems({ ...validConfigurationInput(), wageTypeMappings: [] })).toContain(
      'wageTypeMappings: At least one wage type mapping is required',
    );
  });
});

describe('tenant configuration: coverage durations are whole days (the waiting period may be 0)', () => {
  it.each([-5, 2.5, '30'])('shorttermDuration %s is refused', (value) => {
    const input = withInsurance((insurance) => ({
      ...insurance,
      coverageConfigurations: [
        { ...coverage([{ type: 'KTG', defaultPolicyNumber: 'K' }]), coverages: { shorttermDuration: value as number } },
      ],
    }));
    expect(problems(input)).toContain(
      `insuranceConfiguration.coverageConfigurations.0.coverages.shorttermDuration: ${COVERAGE_MESSAGES.waitingDays}`,
    );
  });
  it('maxDuration 0 is refused (only the waiting period may be 0)', () => {
    const input = withInsurance((insurance) => ({
      ...insurance,
      coverageConfigurations: [
        { ...coverage([{ type: 'KTG', defaultPolicyNumber: 'K' }]), coverages: { maxDuration: 0 } },
      ],
    }));
    expect(problems(input)).toContain(
      `insuranceConfiguration.coverageConfigurations.0.coverages.maxDuration: ${COVERAGE_MESSAGES.positiveDays}`,
    );
  });
  it.each([0, 1, 60, 720])('shorttermDuration %s passes', (value) => {
    const input = withInsurance((insurance) => ({
      ...insurance,
      coverageConfigurations: [
        { ...coverage([{ type: 'KTG', defaultPolicyNumber: 'K' }]), coverages: { shorttermDuration: value } },
      ],
    }));
    expect(problems(input)).toEqual([]);
  });
  it('refuses ACCIDENT as an eligible absence type (not yet supported)', () => {
    const input = withInsurance((insurance) => ({
      ...insurance,
      coverageConfigurations: [
        {
          ...coverage([{ type: 'KTG', defaultPolicyNumber: 'K' }]),
          insuredPeriod: { from: '2024-01-01', eligibleAbsenceTypes: ['SICK', 'ACCIDENT'] },
        },
      ],
    }));
    expect(problems(input)).toContain(
      `insuranceConfiguration.coverageConfigurations.0.insuredPeriod.eligibleAbsenceTypes: ${COVERAGE_MESSAGES.accidentNotSupported}`,
    );
  });
  it('refuses a calculation that starts inside the waiting period', () => {
    const input = withInsurance((insurance) => ({
      ...insurance,
      coverageConfigurations: [
        { ...coverage([{ type: 'KTG', defaultPolicyNumber: 'K' }]), calculations: { start: 30, coverage: 60 } },
      ],
    }));
    expect(problems(input)).toContain(
      `insuranceConfiguration.coverageConfigurations.0.calculations.start: ${COVERAGE_MESSAGES.calculationStart}`,
    );
  });
});

describe('issue type configuration (spec section 5: absenceGapMaxDays 1-30, default 10; all types by default)', () => {
  it.each([0, 31, 10.5, -1])('absenceGapMaxDays %s is refused', (value) => {
    const result = issueTypeConfiguration.safeParse({ absenceGapMaxDays: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TENANT_MESSAGES.absenceGapMaxDays);
  });
  it.each([1, 10, 30])('absenceGapMaxDays %s passes', (value) => {
    expect(issueTypeConfiguration.parse({ absenceGapMaxDays: value }).absenceGapMaxDays).toBe(value);
  });
  it('defaults to 10 days and every issue type', () => {
    expect(issueTypeConfiguration.parse({})).toEqual({ absenceGapMaxDays: 10, enabledIssueTypes: [...ISSUE_TYPES] });
  });
  it('refuses unknown and repeated issue types', () => {
    expect(issueTypeConfiguration.safeParse({ enabledIssueTypes: ['NOPE'] }).success).toBe(false);
    expect(
      issueTypeConfiguration.safeParse({ enabledIssueTypes: ['ABSENCE_DUPLICATED', 'ABSENCE_DUPLICATED'] }).success,
    ).toBe(false);
  });
});

describe('billing address', () => {
  const address = { addressLine1: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' };
  it.each([
    [{ postalCode: '800' }, 'postalCode', TENANT_MESSAGES.postcode],
    [{ postalCode: '08001' }, 'postalCode', TENANT_MESSAGES.postcode],
    [{ country: 'LI', postalCode: '94900' }, 'postalCode', TENANT_MESSAGES.postcode],
    [{ iban: 'CH93 0076 2011 6238 5295 8' }, 'iban', TENANT_MESSAGES.iban],
    [{ uid: 'CHE116281710' }, 'uid', TENANT_MESSAGES.uidFormat],
    [{ uid: 'CHE-116.281.711' }, 'uid', TENANT_MESSAGES.uidCheckDigit],
    [{ country: 'ch' }, 'country', 'Must be an ISO 3166-1 alpha-2 country code in upper case (e.g. CH)'],
    [{ city: '  ' }, 'city', 'Must not be empty'],
    [{ streetName: 'S'.repeat(71) }, 'streetName', 'Too big: expected string to have <=70 characters'],
    [
      { streetName: 'Seestrasse', buildingNumber: '1'.repeat(17) },
      'buildingNumber',
      'Too big: expected string to have <=16 characters',
    ],
    [{ buildingNumber: '12' }, 'streetName', MESSAGES.buildingNumberWithoutStreet],
    [{ streetName: '' }, 'streetName', 'Must not be empty'],
  ])('%o is refused at %s', (change, path, message) => {
    const result = billingAddress.safeParse({ ...address, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toContain(
      `${path}: ${message}`,
    );
  });
  it.each([
    [{}],
    [{ country: 'DE', postalCode: '10115' }],
    [{ iban: 'CH93 0076 2011 6238 5295 7', uid: 'CHE-116.281.710' }],
    [{ country: 'LI', postalCode: '9490' }],
    [{ streetName: 'Bahnhofstrasse', buildingNumber: '1' }],
    [{ streetName: 'Dorfplatz', buildingNumber: null }],
    [{ streetName: null, buildingNumber: null }],
  ])('%o passes', (change) => {
    expect(billingAddress.safeParse({ ...address, ...change }).success).toBe(true);
  });
  it('old data without streetName and buildingNumber gets nulls (read from addressLine1); a subunit has them too', () => {
    expect(billingAddress.parse(address)).toMatchObject({ streetName: null, buildingNumber: null });
    expect(
      companySubunit.parse({ companySubunitId: 'ZH', ...address, streetName: 'Bahnhofstrasse', buildingNumber: '1' }),
    ).toMatchObject({ streetName: 'Bahnhofstrasse', buildingNumber: '1' });
    expect(companySubunit.safeParse({ companySubunitId: 'ZH', ...address, buildingNumber: '1' }).success).toBe(false);
  });
});

describe('care configuration', () => {
  const care = { keyContactEmail: 'care@muster.ch', careStageConfiguration: {} };
  it('needs a valid key contact e-mail address', () => {
    expect(
      problems({ ...validConfigurationInput(), careConfiguration: { ...care, keyContactEmail: 'not-an-email' } }),
    ).toContain(`careConfiguration.keyContactEmail: ${TENANT_MESSAGES.email}`);
  });
  it('fills the care stage defaults', () => {
    const parsed = tenantConfiguration.parse({ ...validConfigurationInput(), careConfiguration: care });
    expect(parsed.careConfiguration?.careStageConfiguration).toMatchObject({
      isManualTaskCreationEnabled: true,
      resetEmployeeCareStageTriggers: [],
      absencePeriodDefinition: { includeAbsenceTypes: ['SICK', 'ACCIDENT'], combinePeriodsWithWeekendGaps: true },
    });
  });
});

describe('references between sections', () => {
  it('appliesTo must name configured subunits and processing groups', () => {
    const input = validConfigurationInput();
    const found = problems({
      ...input,
      wageTypeMappings: [
        { ...input.wageTypeMappings[0], appliesTo: { companySubunitId: 'XX', processingGroupId: 'YY' } },
      ],
    });
    expect(found).toContain(`wageTypeMappings.0.appliesTo.companySubunitId: ${TENANT_MESSAGES.unknownSubunit('XX')}`);
    expect(found).toContain(
      `wageTypeMappings.0.appliesTo.processingGroupId: ${TENANT_MESSAGES.unknownProcessingGroup('YY')}`,
    );
  });
  it('eligible wage types must have a wage type mapping', () => {
    const input = withInsurance((insurance) => ({
      ...insurance,
      coverageConfigurations: [
        { ...coverage([{ type: 'KTG', defaultPolicyNumber: 'K' }]), eligibleWageTypes: ['9999'] },
      ],
    }));
    expect(problems(input)).toContain(
      `insuranceConfiguration.coverageConfigurations.0.eligibleWageTypes.0: ${TENANT_MESSAGES.unknownWageType('9999')}`,
    );
  });
  it('ids must be unique', () => {
    const input = validConfigurationInput();
    const found = problems({
      ...input,
      processingGroups: [...(input.processingGroups ?? []), { processingGroupId: 'MONTHLY', name: 'Again' }],
    });
    expect(found).toContain(
      `processingGroups.1.processingGroupId: ${TENANT_MESSAGES.duplicate('processingGroupId', 'MONTHLY')}`,
    );
  });
  it('two coverages for the same employees must not overlap in time', () => {
    const ktg = coverage([{ type: 'KTG', defaultPolicyNumber: 'K' }]);
    const input = withInsurance((insurance) => ({
      ...insurance,
      coverageConfigurations: [
        { ...ktg, insuredPeriod: { from: '2024-01-01', till: '2024-12-31' } },
        { ...ktg, insuredPeriod: { from: '2024-12-31' } },
      ],
    }));
    expect(problems(input)).toContain(
      `insuranceConfiguration.coverageConfigurations.1.insuredPeriod: ${TENANT_MESSAGES.overlappingCoverage}`,
    );
    const consecutive = withInsurance((insurance) => ({
      ...insurance,
      coverageConfigurations: [
        { ...ktg, insuredPeriod: { from: '2024-01-01', till: '2024-12-31' } },
        { ...ktg, insuredPeriod: { from: '2025-01-01' } },
      ],
    }));
    expect(problems(consecutive)).toEqual([]);
  });
});

describe('insured-product guidance (spec section 1)', () => {
  const KTG = { type: 'KTG' as const, defaultPolicyNumber: 'KTG-1' };
  const KAV = { type: 'KAV' as const, defaultPolicyNumber: 'KAV-1' };
  const FTA = { type: 'FTA' as const, defaultPolicyNumber: 'FTA-1' };
  const policiesPath = 'insuranceConfiguration.coverageConfigurations.0.policies';
  const productsPath = 'insuranceConfiguration.insuredProducts';

  it.each([
    [
      'KTG Kombi cannot be combined with KTG',
      ['KTG_KOMBI', 'KTG'],
      'CURRENT',
      [FTA],
      `${productsPath}: ${TENANT_MESSAGES.kombiAlone}`,
    ],
    [
      'KTG Kombi gets only FTA policies',
      ['KTG_KOMBI'],
      'CURRENT',
      [KTG],
      `${policiesPath}: ${TENANT_MESSAGES.kombiOnlyFta}`,
    ],
    [
      'FTA is for the KTG Kombi family only',
      ['KTG'],
      'CURRENT',
      [KTG, FTA],
      `${policiesPath}: ${TENANT_MESSAGES.ftaOnlyKombi}`,
    ],
    [
      'KAV only for legacy contracts',
      ['KTG', 'KAV'],
      'CURRENT',
      [KTG, KAV],
      `${productsPath}: ${TENANT_MESSAGES.kavLegacy}`,
    ],
    [
      'a KAV policy needs the KAV product',
      ['KTG'],
      'LEGACY',
      [KTG, KAV],
      `${policiesPath}: ${TENANT_MESSAGES.kavNeedsProduct}`,
    ],
    [
      'short-term plus long-term cover gets KTG and KAV',
      ['KTG', 'KAV'],
      'LEGACY',
      [KTG],
      `${policiesPath}: ${TENANT_MESSAGES.shortAndLongTerm}`,
    ],
  ] as const)('%s', (_title, products, contractGeneration, policies, expected) => {
    const input = withInsurance((insurance) => ({
      ...insurance,
      contractGeneration,
      insuredProducts: [...products],
      coverageConfigurations: [coverage([...policies])],
    }));
    expect(problems(input)).toContain(expected);
  });

  it.each([
    ['KTG only', ['KTG'], 'CURRENT', [KTG]],
    ['KTG Kombi with FTA', ['KTG_KOMBI'], 'CURRENT', [FTA]],
    ['legacy short-term plus long-term: KTG and KAV', ['KTG', 'KAV'], 'LEGACY', [KTG, KAV]],
  ] as const)('%s passes', (_title, products, contractGeneration, policies) => {
    const input = withInsurance((insurance) => ({
      ...insurance,
      contractGeneration,
      insuredProducts: [...products],
      coverageConfigurations: [coverage([...policies])],
    }));
    expect(problems(input)).toEqual([]);
  });
});

describe('organisation tree', () => {
  const unit = (organizationId: string, parentOrganizationId: string | null = null) => ({
    organizationId,
    parentOrganizationId,
  });
  const messages = (units: unknown[]) => {
    const result = organizationBody.safeParse({ units });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  it('accepts a tree and fills the descriptions', () => {
    const parsed = organizationBody.parse({ units: [unit('ROOT'), unit('A', 'ROOT'), unit('A1', 'A')] });
    expect(parsed.units[2]).toMatchObject({
      organizationId: 'A1',
      parentOrganizationId: 'A',
      descriptionDe: '',
      superior: null,
    });
  });
  it('refuses duplicate ids, unknown parents and cycles', () => {
    expect(messages([unit('A'), unit('A')])).toContain(
      `units.1.organizationId: ${ORGANIZATION_MESSAGES.duplicate('A')}`,
    );
    expect(messages([unit('A', 'NOPE')])).toContain(
      `units.0.parentOrganizationId: ${ORGANIZATION_MESSAGES.unknownParent('NOPE')}`,
    );
    expect(messages([unit('A', 'B'), unit('B', 'A')])).toContain(
      `units.0.parentOrganizationId: ${ORGANIZATION_MESSAGES.cycle('A')}`,
    );
  });
});
