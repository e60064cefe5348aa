// Insurance subunits (issue 33 scope 5; decision 0066): the endpoint table of this area (composed in ../endpoints.ts).
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import { insuranceSubunitParams, insuranceSubunitsResult, insuranceSubunitUpdate } from '../insurance-subunits.ts';

const SUBUNITS = `${API_PREFIX.modular}/insurance/subunits`;
const TAGS = ['insurance-subunits'];

export const insuranceSubunitsEndpoints = {
  insuranceSubunitsList: {
    method: 'GET',
    access: permission('insurance.subunits.view'),
    path: SUBUNITS,
    summary:
      'The company subunits as billing units: billing address, IBAN, UID and what stops a payout to them, with ' +
      'their employees today, open cases, payouts (in preparation, scheduled, paid this year) and open data issues',
    tags: TAGS,
    response: insuranceSubunitsResult,
  },
  insuranceSubunitUpdate: {
    method: 'PUT',
    access: permission('insurance.subunits.edit'),
    path: `${SUBUNITS}/:companySubunitId`,
    summary:
      "A subunit's name and billing details, saved as a new configuration version. 404 COMPANY_SUBUNIT_NOT_FOUND; " +
      '409 REVISION_CONFLICT when the configuration changed since configurationVersion',
    tags: TAGS,
    params: insuranceSubunitParams,
    body: insuranceSubunitUpdate,
    response: insuranceSubunitsResult,
  },
} as const satisfies Record<string, Endpoint>;
