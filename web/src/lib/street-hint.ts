// The hint beside the structured street fields of an address form (docs/decisions/0032-structured-addresses.md):
// while "Street" and "No." are empty, payment files read them from the address line, and the form says what it
// reads ("Read from the address line: Bahnhofstrasse / 12") or that the line is no street (a P.O. box, c/o).
import { streetOfAddressLines } from '../../../src/domain/structured-address.ts';
import type { TFunction } from './translator.ts';

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** The hint for the street fields; null when they are filled or the address line is empty. */
export function streetHint(
  address: {
    addressLine1: string | null | undefined;
    addressLine2?: string | null | undefined;
    streetName?: string | null | undefined;
    buildingNumber?: string | null | undefined;
  },
  t: TFunction,
): string | null {
  if (!isBlank(address.streetName) || !isBlank(address.buildingNumber)) return null;
  const read = streetOfAddressLines(address.addressLine1, address.addressLine2);
  switch (read.kind) {
    case 'STREET':
      return t('address.readFromLine', {
        street: read.streetName,
        number: read.buildingNumber ?? t('address.noNumber'),
      });
    case 'PO_BOX':
    case 'CARE_OF':
      return t('address.notAStreet');
    case 'NONE':
      return null;
  }
}
