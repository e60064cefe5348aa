// The demo data carries structured addresses (docs/decisions/0032-structured-addresses.md): explicit street and
// building number that agree with the address line, valid CH postcodes.
import { describe, expect, it } from 'vitest';
import {
  structuredAddressOf,
  structuredBillingAddress,
  structuredEmployeeAddress,
} from '../domain/structured-address.ts';
import { generateEmployees } from './demo-employees.ts';
import { DEMO_CONFIGURATION, SECOND_DEMO_CONFIGURATION } from './demo-tenant-configuration.ts';

/** The address line read without the explicit fields gives the same street and number. */
function agreesWithLine(address: { addressLine1: string; streetName: string | null; buildingNumber: string | null }) {
  const parsed = structuredAddressOf({
    addressLine1: address.addressLine1,
    postCode: '8000',
    townName: 'x',
    country: 'CH',
  });
  return (
    parsed.ok &&
    parsed.address.streetName === address.streetName &&
    parsed.address.buildingNumber === address.buildingNumber
  );
}

describe('demo data: structured addresses', () => {
  it('every billing address and company subunit of the demo tenants has street and number', () => {
    for (const configuration of [DEMO_CONFIGURATION, SECOND_DEMO_CONFIGURATION]) {
      const addresses = [configuration.insuranceConfiguration.billingAddress, ...configuration.companySubunits];
      for (const address of addresses) {
        expect(structuredBillingAddress(address)).toMatchObject({ ok: true, source: 'FIELDS' });
        expect(agreesWithLine(address)).toBe(true);
      }
    }
  });

  it('every generated employee address has street and number', () => {
    const records = generateEmployees({ count: 60, seed: 4711 });
    for (const record of records) {
      const address = record.data.address;
      expect(address).not.toBeNull();
      if (!address) continue;
      expect(structuredEmployeeAddress(address)).toMatchObject({ ok: true, source: 'FIELDS' });
      expect(agreesWithLine(address)).toBe(true);
    }
  });
});
