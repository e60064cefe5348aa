// Fuzz targets of the insurance subunits area (issue 33 scope 5; decision 0066).
import type { FuzzTargets } from './support.ts';

export const insuranceSubunitsTargets = {
  insuranceSubunitsList: () => ({}),
  insuranceSubunitUpdate: () => ({
    params: { companySubunitId: 'ZH' },
    body: {
      configurationVersion: 1,
      name: 'Zürich',
      addressLine1: 'Bahnhofstrasse 1',
      addressLine2: null,
      streetName: 'Bahnhofstrasse',
      buildingNumber: '1',
      postalCode: '8001',
      city: 'Zürich',
      country: 'CH',
      iban: 'CH93 0076 2011 6238 5295 7',
      uid: 'CHE-116.281.710',
    },
  }),
} satisfies FuzzTargets;
