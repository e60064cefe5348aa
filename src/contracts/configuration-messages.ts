// The validation messages of the tenant configuration and the coverage, without Zod: the web translates them
// (web/src/features/tenant/configuration-messages.ts) on screens that must not load the contract's schemas (issue
// 10, docs/performance.md); tenant.ts and coverage.ts build their schemas with these and re-export them.

export const COVERAGE_MESSAGES = {
  percentage: 'Must be a percentage between 0 and 100',
  positiveDays: 'Must be a positive whole number of days',
  waitingDays: 'Must be a whole number of days, 0 or more',
  maxDays: 'Must be at most 3650 days',
  accidentNotSupported: 'Accident (ACCIDENT) is not yet supported as an eligible absence type of a coverage',
  insuredPeriodOrder: 'The end of the insured period must not be before its start',
  duplicatePolicyType: 'Each policy type may appear only once in a coverage configuration',
  duplicateWageType: 'Each wage type may appear only once',
  calculationStart: 'The calculation must start on a case day after the waiting period (shorttermDuration)',
  amount: 'Must be an amount in CHF, more than 0, with at most two decimals',
  uvgzMaxInsuredSalary: 'The UVGZ maximum insured salary must be above the UVG maximum of CHF 148 200',
} as const;

export const TENANT_MESSAGES = {
  email: 'Must be a valid e-mail address',
  postcode: 'A Swiss or Liechtenstein postcode has 4 digits',
  iban: 'Must be a valid IBAN (e.g. CH93 0076 2011 6238 5295 7)',
  uidFormat: 'Must be a UID in the form CHE-123.456.789',
  uidCheckDigit: 'Invalid UID check digit',
  factor: 'Must be a factor greater than 0 and at most 10',
  absenceGapMaxDays: 'Must be a whole number of days from 1 to 30',
  duplicate: (what: string, value: string) => `Duplicate ${what} '${value}'`,
  unknownSubunit: (id: string) => `Unknown companySubunitId '${id}': it is not one of the companySubunits`,
  unknownProcessingGroup: (id: string) => `Unknown processingGroupId '${id}': it is not one of the processingGroups`,
  unknownWageType: (id: string) => `Wage type '${id}' has no wage type mapping`,
  overlappingCoverage:
    'Two coverage configurations apply to the same employees with overlapping insured periods; narrow appliesTo or the periods',
  kombiAlone:
    'Customers with KTG Kombi get only FTA: KTG_KOMBI cannot be combined with KTG or KAV. Keep KTG_KOMBI alone in insuredProducts, or remove it',
  kombiOnlyFta: "Customers with KTG Kombi get only FTA policies: change this coverage's KTG or KAV policy to type FTA",
  ftaOnlyKombi:
    'FTA is used for one contract family only: it needs the insured product KTG_KOMBI. Add KTG_KOMBI to insuredProducts, or use a KTG policy',
  kavLegacy:
    'KAV is only available for legacy contracts: set contractGeneration to LEGACY for a legacy contract, or remove KAV from insuredProducts',
  kavNeedsProduct: 'A KAV policy needs the insured product KAV: add KAV to insuredProducts, or remove the KAV policy',
  ktgNeedsProduct: 'A KTG policy needs the insured product KTG: add KTG to insuredProducts, or remove the KTG policy',
  shortAndLongTerm:
    'Customers with short-term plus long-term cover (KTG and KAV) get both a KTG and a KAV policy: add the missing one to this coverage',
} as const;
