// The demo tenants' configurations and organisation (issue "Tenant configuration, organisation and employees",
// item 7). Parsed through the same schema the admin `configure` call uses, so the demo can never hold a
// configuration the product would refuse.
import { composeIBAN } from 'ibantools';
import {
  type OrganizationUnit,
  organizationUnit,
  type TenantConfiguration,
  type TenantConfigurationInput,
  tenantConfiguration,
} from '../contracts/tenant.ts';

function iban(bban: string): string {
  const value = composeIBAN({ countryCode: 'CH', bban });
  if (!value) throw new Error(`could not compose an IBAN from ${bban}`);
  return value;
}

// Street and building number also as the structured fields that payment files need (docs/decisions/0032-…).
const SUBUNITS = [
  ['ZH-HQ', 'Hauptsitz Zürich', 'Hardstrasse', '201', '8005', 'Zürich', '00700110001234561'],
  ['BE-LOG', 'Logistikzentrum Bern', 'Freiburgstrasse', '130', '3008', 'Bern', '00790160002233441'],
  ['BS-NORD', 'Niederlassung Basel', 'Klybeckstrasse', '77', '4057', 'Basel', '00770410003344551'],
  ['GE-SUD', 'Succursale Genève', 'Route des Acacias', '45', '1227', 'Les Acacias', '00788120004455661'],
  ['TI-SUD', 'Filiale Lugano', 'Via Cantonale', '18', '6900', 'Lugano', '00764110005566771'],
] as const;

const demoConfigurationInput: TenantConfigurationInput = {
  name: 'Alpenblick Logistik AG',
  defaultCorrespondenceLanguage: 'DE',
  processingGroups: [
    { processingGroupId: 'MONTHLY', name: 'Monatslohn', salaryRhythm: 'MONTHLY' },
    { processingGroupId: 'HOURLY', name: 'Stundenlohn', salaryRhythm: 'HOURLY' },
  ],
  companySubunits: SUBUNITS.map(([companySubunitId, name, streetName, buildingNumber, postalCode, city, bban]) => ({
    companySubunitId,
    name,
    addressLine1: `${streetName} ${buildingNumber}`,
    streetName,
    buildingNumber,
    postalCode,
    city,
    country: 'CH',
    iban: iban(bban),
    uid: 'CHE-116.281.710',
    // The workplace's canton (its public holidays in the absence rate, decision 0059): the id's prefix.
    canton: companySubunitId.slice(0, 2) as 'ZH' | 'BE' | 'BS' | 'GE' | 'TI',
  })),
  fileUploadConfiguration: [
    {
      appliesTo: { companySubunitId: null, processingGroupId: null },
      key: 'abacus-employees',
      name: 'Abacus Personalstamm',
    },
    {
      appliesTo: { companySubunitId: null, processingGroupId: null },
      key: 'time-absences',
      name: 'Zeiterfassung Absenzen',
    },
  ],
  grapeConnectDataUploadType: 'EMPLOYEE_AND_ABSENCE_DATA',
  wageTypeMappings: [
    {
      appliesTo: { companySubunitId: null, processingGroupId: 'MONTHLY' },
      wageTypeId: '1000',
      description: 'Monatslohn',
      grapeWageType: 'BASE_SALARY',
      factor: 1,
      internalComments: 'Annualised × 12 (C8)',
    },
    {
      appliesTo: { companySubunitId: null, processingGroupId: 'HOURLY' },
      wageTypeId: '1010',
      description: 'Stundenlohn',
      grapeWageType: 'BASE_SALARY',
      factor: 1,
      internalComments: 'Average of the last 12 months (C8)',
    },
    {
      appliesTo: { companySubunitId: null, processingGroupId: null },
      wageTypeId: '3000',
      description: 'Kinderzulage',
      grapeWageType: 'CHILD_FAMILIY_BENEFITS',
      factor: 1,
      internalComments: 'Not insured under KTG (C8); UVG includes it',
    },
  ],
  insuranceConfiguration: {
    contractGeneration: 'CURRENT',
    insuredProducts: ['KTG'],
    exportMimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
    predefinedExports: [
      { key: 'monthly-bookings', name: 'Buchungen des Monats', reportKind: 'bookings', format: 'XLSX' },
      { key: 'wage-cuts', name: 'Lohnkürzungen', reportKind: 'daily-allowance-or-wage-cut', format: 'PDF' },
    ],
    exportAccountMappings: [
      {
        appliesTo: { companySubunitId: null, processingGroupId: null },
        accountIn: '5000',
        accountOut: '5790',
        accountOutDescription: 'Krankentaggeld KTG',
        absenceType: 'SICK',
        entryType: 'DAILY_ALLOWANCE',
      },
      {
        appliesTo: { companySubunitId: null, processingGroupId: null },
        accountIn: '5000',
        accountOut: '5791',
        accountOutDescription: 'Unfalltaggeld UVG',
        absenceType: 'ACCIDENT',
        entryType: 'DAILY_ALLOWANCE',
      },
    ],
    coverageConfigurations: [
      {
        kind: 'SIMPLE',
        appliesTo: { companySubunitId: null, processingGroupId: null },
        insuredPeriod: { from: '2020-01-01', till: null, eligibleAbsenceTypes: ['SICK'] },
        policies: [{ type: 'KTG', defaultPolicyNumber: 'KTG-77-1201' }],
        eligibleWageTypes: ['1000', '1010'],
        coverages: {
          shorttermDuration: 30,
          shorttermCoverage: 80,
          lfzDuration: null,
          lfzCoverage: 100,
          maxDuration: 720,
          maxCoverage: 80,
        },
        calculations: null,
        minIncapacityOfWork: 25,
        // Accidents above the UVG maximum (CHF 148 200): 80 % of the earnings above it, up to CHF 300 000.
        uvgzCoverage: { defaultPolicyNumber: 'UVGZ-77-1201', coverage: 80, maxInsuredSalary: 300_000 },
      },
    ],
    billingAddress: {
      addressLine1: 'Hardstrasse 201',
      streetName: 'Hardstrasse',
      buildingNumber: '201',
      postalCode: '8005',
      city: 'Zürich',
      country: 'CH',
      iban: iban('00700110001234561'),
      uid: 'CHE-116.281.710',
    },
    shouldFillWeekendGaps: 'FILL_IF_FRIDAY_AND_MONDAY',
    issueTypeConfiguration: { absenceGapMaxDays: 10 },
  },
  // Care (issue 29): the stages and task templates are seeded by src/db/demo-care.ts. A year without sickness or
  // accident ends a stage; the nightly update moves the look-back windows with the calendar.
  careConfiguration: {
    keyContactEmail: 'care@alpenblick.example.ch',
    careStageConfiguration: {
      isUpdateCareStagesCronJobEnabled: true,
      isAutomaticTaskDismissalEnabled: false,
      resetEmployeeCareStageTriggers: [
        { kind: 'no-absences-in-look-back-period', includedAbsenceTypes: ['SICK', 'ACCIDENT'], lookBackMonths: 12 },
      ],
    },
  },
};

/** The second demo tenant: a KTG Kombi customer (only FTA policies), French-speaking, one subunit. */
const secondConfigurationInput: TenantConfigurationInput = {
  name: 'Lac Léman Services SA',
  defaultCorrespondenceLanguage: 'FR',
  processingGroups: [{ processingGroupId: 'MENSUEL', name: 'Salaire mensuel', salaryRhythm: 'MONTHLY' }],
  companySubunits: [
    {
      companySubunitId: 'VD-LAU',
      name: 'Siège Lausanne',
      addressLine1: 'Avenue de la Gare 12',
      streetName: 'Avenue de la Gare',
      buildingNumber: '12',
      postalCode: '1003',
      city: 'Lausanne',
      country: 'CH',
      iban: iban('00767100009876541'),
      uid: 'CHE-123.456.788',
      canton: 'VD',
    },
  ],
  wageTypeMappings: [
    {
      appliesTo: { companySubunitId: null, processingGroupId: null },
      wageTypeId: '100',
      description: 'Salaire mensuel',
      grapeWageType: 'BASE_SALARY',
      factor: 1,
    },
  ],
  insuranceConfiguration: {
    insuredProducts: ['KTG_KOMBI'],
    exportMimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    predefinedExports: [{ key: 'ecritures', name: 'Écritures du mois', reportKind: 'bookings' }],
    exportAccountMappings: [{ appliesTo: {}, accountIn: '5000', accountOut: '5790', absenceType: 'SICK' }],
    coverageConfigurations: [
      {
        kind: 'SIMPLE',
        insuredPeriod: { from: '2024-01-01', till: null, eligibleAbsenceTypes: ['SICK'] },
        policies: [{ type: 'FTA', defaultPolicyNumber: 'FTA-3301' }],
        eligibleWageTypes: ['100'],
        coverages: {
          shorttermDuration: 14,
          shorttermCoverage: 80,
          lfzDuration: null,
          lfzCoverage: 100,
          maxDuration: 730,
          maxCoverage: 80,
        },
        minIncapacityOfWork: 25,
        benefitDurationModel: 'FRAME_900_DAYS',
        maxDurationCounts: 'CASE_DAYS',
      },
    ],
    billingAddress: {
      addressLine1: 'Avenue de la Gare 12',
      streetName: 'Avenue de la Gare',
      buildingNumber: '12',
      postalCode: '1003',
      city: 'Lausanne',
      country: 'CH',
    },
    shouldFillWeekendGaps: 'FILL_IF_MONDAY_TO_FRIDAY',
  },
};

export const DEMO_CONFIGURATION: TenantConfiguration = tenantConfiguration.parse(demoConfigurationInput);
export const SECOND_DEMO_CONFIGURATION: TenantConfiguration = tenantConfiguration.parse(secondConfigurationInput);

const unit = (
  organizationId: string,
  parentOrganizationId: string | null,
  descriptions: [de: string, fr: string, it: string, en: string],
  descriptionShort: string,
  superiorEmployeeId: string | null,
): OrganizationUnit =>
  organizationUnit.parse({
    organizationId,
    parentOrganizationId,
    descriptionDe: descriptions[0],
    descriptionFr: descriptions[1],
    descriptionIt: descriptions[2],
    descriptionEn: descriptions[3],
    descriptionShort,
    superior: superiorEmployeeId ? { employeeId: superiorEmployeeId, companySubunitId: null } : null,
  });

/**
 * The demo organisation: the company, three language regions, the five subunits that employees belong to. The
 * unit heads are employees without a user account, so the demo superiors' teams stay as the seed describes them.
 */
export const DEMO_ORGANIZATION: readonly OrganizationUnit[] = [
  unit(
    'AB',
    null,
    ['Alpenblick Logistik AG', 'Alpenblick Logistik SA', 'Alpenblick Logistica SA', 'Alpenblick Logistics Ltd'],
    'AB',
    'E-1040',
  ),
  unit(
    'REG-DS',
    'AB',
    ['Region Deutschschweiz', 'Région Suisse alémanique', 'Regione Svizzera tedesca', 'German-speaking region'],
    'DS',
    'E-1041',
  ),
  unit(
    'REG-WS',
    'AB',
    ['Region Westschweiz', 'Région Suisse romande', 'Regione Svizzera romanda', 'French-speaking region'],
    'WS',
    'E-1042',
  ),
  unit('REG-TI', 'AB', ['Region Tessin', 'Région Tessin', 'Regione Ticino', 'Ticino region'], 'TI', 'E-1043'),
  unit('ZH-HQ', 'REG-DS', ['Hauptsitz Zürich', 'Siège Zurich', 'Sede Zurigo', 'Zurich headquarters'], 'ZH', 'E-1030'),
  unit(
    'BE-LOG',
    'REG-DS',
    ['Logistikzentrum Bern', 'Centre logistique Berne', 'Centro logistico Berna', 'Bern logistics centre'],
    'BE',
    'E-1031',
  ),
  unit(
    'BS-NORD',
    'REG-DS',
    ['Niederlassung Basel', 'Succursale Bâle', 'Filiale Basilea', 'Basel branch'],
    'BS',
    'E-1032',
  ),
  unit(
    'GE-SUD',
    'REG-WS',
    ['Succursale Genève', 'Succursale Genève', 'Filiale Ginevra', 'Geneva branch'],
    'GE',
    'E-1033',
  ),
  unit(
    'TI-SUD',
    'REG-TI',
    ['Filiale Lugano', 'Succursale Lugano', 'Filiale Lugano', 'Lugano branch'],
    'TI-S',
    'E-1034',
  ),
];
