import type { TenantConfigurationInput } from '../../contracts/tenant.ts';

/** A small configuration that passes every rule: one subunit, one processing group, a SIMPLE KTG coverage. */
export function validConfigurationInput(name = 'Muster AG'): TenantConfigurationInput {
  return {
    name,
    defaultCorrespondenceLanguage: 'DE',
    processingGroups: [{ processingGroupId: 'MONTHLY', name: 'Monatslohn' }],
    companySubunits: [
      {
        companySubunitId: 'ZH',
        name: 'Zürich',
        addressLine1: 'Bahnhofstrasse 1',
        postalCode: '8001',
        city: 'Zürich',
        country: 'CH',
        iban: 'CH93 0076 2011 6238 5295 7',
        uid: 'CHE-116.281.710',
      },
    ],
    wageTypeMappings: [
      {
        appliesTo: { companySubunitId: null, processingGroupId: 'MONTHLY' },
        wageTypeId: '1000',
        description: 'Monatslohn',
        grapeWageType: 'BASE_SALARY',
        factor: 1,
      },
    ],
    insuranceConfiguration: {
      insuredProducts: ['KTG'],
      exportMimeTypes: ['text/csv'],
      predefinedExports: [{ key: 'bookings', name: 'Buchungen', reportKind: 'bookings' }],
      exportAccountMappings: [{ appliesTo: {}, accountIn: '5000', accountOut: '5790', absenceType: 'SICK' }],
      coverageConfigurations: [
        {
          kind: 'SIMPLE',
          insuredPeriod: { from: '2024-01-01' },
          policies: [{ type: 'KTG', defaultPolicyNumber: 'KTG-1' }],
          eligibleWageTypes: ['1000'],
          coverages: {},
        },
      ],
      billingAddress: { addressLine1: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
    },
  };
}
