// Carriers (payouts, issue 15; docs/decisions/0031-payouts.md): the insurers that pay daily allowances (platform
// data, admins only) and which one pays each coverage line of a tenant. The endpoint table of this area (composed
// in ../endpoints.ts).
import {
  carrier,
  carrierBody,
  carrierIdParams,
  carrierList,
  carrierUpdateBody,
  tenantCarriers,
  tenantCarriersBody,
} from '../carriers.ts';
import { API_PREFIX, type Endpoint } from '../endpoint.ts';
import { tenantIdParams } from '../identity.ts';

const ADMIN = { kind: 'admin' } as const;
const CARRIERS = `${API_PREFIX.admin}/carrier`;
const VALIDATION =
  'Texts must be in the SPS character set of Swiss payments within the pain.001 lengths, a CH or LI postcode has ' +
  '4 digits, the IBAN must be a valid CH or LI IBAN and not a QR-IBAN (400 with the field and its message)';

export const carriersEndpoints = {
  adminCarriersList: {
    method: 'GET',
    access: ADMIN,
    path: CARRIERS,
    summary: 'The carriers that pay daily allowances, by name, with how many coverage lines of tenants each pays',
    tags: ['admin', 'payouts'],
    response: carrierList,
  },
  adminCarrierCreate: {
    method: 'POST',
    access: ADMIN,
    path: CARRIERS,
    summary: `Create a carrier (audited). ${VALIDATION}. 409 CARRIER_NAME_TAKEN when another carrier has the name`,
    tags: ['admin', 'payouts'],
    body: carrierBody,
    status: 201,
    response: carrier,
  },
  adminCarrierGet: {
    method: 'GET',
    access: ADMIN,
    path: `${CARRIERS}/:carrierId`,
    summary: 'A carrier. 404 CARRIER_NOT_FOUND',
    tags: ['admin', 'payouts'],
    params: carrierIdParams,
    response: carrier,
  },
  adminCarrierUpdate: {
    method: 'PUT',
    access: ADMIN,
    path: `${CARRIERS}/:carrierId`,
    summary:
      `Replace a carrier's data (audited; unchanged data writes nothing). ${VALIDATION}. A revision that is not the ` +
      'current one 409 REVISION_CONFLICT; another carrier with the name 409 CARRIER_NAME_TAKEN; 404 CARRIER_NOT_FOUND',
    tags: ['admin', 'payouts'],
    params: carrierIdParams,
    body: carrierUpdateBody,
    response: carrier,
  },
  adminTenantCarriersGet: {
    method: 'GET',
    access: ADMIN,
    path: `${API_PREFIX.admin}/tenant/:tenantId/carriers`,
    summary: 'Which carrier pays each coverage line (KTG, UVG, UVGZ) of the tenant; null = none yet',
    tags: ['admin', 'payouts'],
    params: tenantIdParams,
    response: tenantCarriers,
  },
  adminTenantCarriersReplace: {
    method: 'PUT',
    access: ADMIN,
    path: `${API_PREFIX.admin}/tenant/:tenantId/carriers`,
    summary:
      'Set the carrier of each coverage line of the tenant (null removes it; audited, unchanged writes nothing). ' +
      '400 UNKNOWN_CARRIER with the coverage line when a carrier does not exist',
    tags: ['admin', 'payouts'],
    params: tenantIdParams,
    body: tenantCarriersBody,
    response: tenantCarriers,
  },
} as const satisfies Record<string, Endpoint>;
