// Structured postal addresses for payment files (issue 15; swiss-rules.md §5.5, docs/decisions/0032-structured-
// addresses.md). From the November 2026 release the Swiss Payment Standards accept only structured addresses in
// pain.001: street, building number, postcode, town and country as separate fields. The tenant's billing address,
// its company subunits and the employees' addresses keep their free address line (addressLine1) and gain optional
// streetName and buildingNumber; this module gives the structured address of such an address:
// - explicit streetName / buildingNumber win (source FIELDS);
// - otherwise the street line is parsed (source PARSED): "Bahnhofstrasse 12", "Via Cantonale 3a", "Seestr. 5-7",
//   "Via Roma n. 5" (number last), "12 rue du Lac", "12b, avenue de la Gare", "5bis chemin des Vignes" (number
//   first, the Romand form), "Dorfplatz" (no number: buildingNumber null);
// - a P.O. box ("Postfach 123", "Case postale 12", "Casella postale 7", "P.O. Box 5") or a c/o line ("c/o Muster
//   AG") in addressLine1 is not a street: addressLine2 is read instead when it is a street; otherwise the address
//   has no street and the result says so (StructuredAddress has no post-box element, and the payment-file check
//   requires a street);
// - postcode, town and country come from the address's own fields; CH and LI postcodes have four digits
//   (swiss-rules.md §5.4); lengths are those of ISO 20022 PostalAddress24 as the SPS write them (street 70,
//   building number 16, postcode 16, town 35), counted after the SPS transliteration the file applies.
// Pure: no I/O, no clock. Problems are in English and name the field of the caller's address.
import { toSpsFieldText } from './payouts/pain001/sps-charset.ts';
import type { StructuredAddress } from './payouts/pain001/types.ts';
import { isSwissPostcode } from './swiss-identifiers.ts';

/**
 * Lengths of the structured fields (ISO 20022 PostalAddress24 as the SPS use it; the same as FIELD_LIMITS of the
 * payment-file check, which the tests compare; not imported from there so that the contracts and the web stay light).
 */
export const STRUCTURED_ADDRESS_LIMITS = { streetName: 70, buildingNumber: 16, postCode: 16, townName: 35 } as const;

export type StructuredAddressInput = {
  addressLine1: string | null | undefined;
  addressLine2?: string | null | undefined;
  streetName?: string | null | undefined;
  buildingNumber?: string | null | undefined;
  postCode: string | null | undefined;
  townName: string | null | undefined;
  country: string | null | undefined;
};
type InputField = keyof StructuredAddressInput;

export type StructuredAddressProblemCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'NO_STREET'
  | 'BUILDING_NUMBER_WITHOUT_STREET'
  | 'INVALID_COUNTRY'
  | 'INVALID_POSTCODE';

/** `field` is the caller's name of the field (postalCode, zipCode, city, …). */
export type StructuredAddressProblem = { field: string; code: StructuredAddressProblemCode; message: string };

export type StructuredAddressResult =
  | { ok: true; address: StructuredAddress; source: 'FIELDS' | 'PARSED' }
  | { ok: false; problems: StructuredAddressProblem[] };

/** What a street line says: a street (with or without number), a P.O. box, a c/o line, or nothing usable. */
export type StreetLine =
  | { kind: 'STREET'; streetName: string; buildingNumber: string | null }
  | { kind: 'PO_BOX' }
  | { kind: 'CARE_OF' }
  | { kind: 'NONE' };

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();
const given = (value: string | null | undefined): string | null => {
  if (typeof value !== 'string') return null;
  const text = collapse(value);
  return text === '' ? null : text;
};

// "Postfach", "Postfach 123", "Case postale 12", "Casella postale 7", "CP 12", "P.O. Box 5", "PO Box", "Boîte postale".
const PO_BOX =
  /^(?:postfach|case\s+postale|casella\s+postale|c\.\s?p\.|cp|p\.?\s?o\.?\s*box|post\s*box|bo[iî]te\s+postale|b\.?\s?p\.?)(?=$|[\s\d.,:])/iu;
// "c/o Muster AG", "c.o. …", "p.a. …" (presso), "z.Hd. …", "chez …" (not "bei": "Bei der Kirche" is a street).
const CARE_OF = /^(?:c\/o|c\.\s?o\.|p\.\s?a\.|z\.\s?hd\.?|zhd\.?|chez)(?=$|\s)/iu;
// A building number: digits with an optional letter or bis/ter, optionally a range or a second number (5-7, 12/14).
const NUMBER = String.raw`\d{1,6}\s?(?:bis|ter|[a-z])?(?:\s?[-/]\s?\d{1,6}\s?(?:bis|ter|[a-z])?)?`;
// "Bahnhofstrasse 12", "Via Cantonale 3a", "Seestr. 5-7", "Bahnhofstrasse Nr. 12", "Via Roma n. 5", "Via Roma, 5".
const NUMBER_LAST = new RegExp(String.raw`^(.*?\p{L}.*?)[\s,]+(?:(?:nr|no|n|n°|num)\.?\s*)?(${NUMBER})$`, 'iu');
// "12 rue du Lac", "12b, avenue de la Gare", "5bis chemin des Vignes", "5-7 place du Marché".
const NUMBER_FIRST = new RegExp(String.raw`^(${NUMBER})(?:\s*,\s*|\s+)(\p{L}.*)$`, 'iu');
const HAS_LETTER = /\p{L}/u;

/** Reads one address line. */
export function parseStreetLine(line: string | null | undefined): StreetLine {
  const text = given(line);
  if (text === null) return { kind: 'NONE' };
  if (PO_BOX.test(text)) return { kind: 'PO_BOX' };
  if (CARE_OF.test(text)) return { kind: 'CARE_OF' };
  const first = NUMBER_FIRST.exec(text);
  if (first?.[1] && first[2]) return street(first[2], first[1]);
  const last = NUMBER_LAST.exec(text);
  if (last?.[1] && last[2]) return street(last[1], last[2]);
  return HAS_LETTER.test(text) ? { kind: 'STREET', streetName: text, buildingNumber: null } : { kind: 'NONE' };
}

/**
 * The street of an address's two lines: addressLine1's, or addressLine2's when addressLine1 is a P.O. box or a c/o
 * line; otherwise what addressLine1 is (PO_BOX, CARE_OF, NONE). The forms show it as a hint beside empty fields.
 */
export function streetOfAddressLines(
  addressLine1: string | null | undefined,
  addressLine2: string | null | undefined,
): StreetLine {
  const line1 = parseStreetLine(addressLine1);
  if (line1.kind === 'STREET' || line1.kind === 'NONE') return line1;
  const line2 = parseStreetLine(addressLine2);
  return line2.kind === 'STREET' ? line2 : line1;
}

function street(name: string, number: string): StreetLine {
  return {
    kind: 'STREET',
    streetName: name.replace(/[\s,]+$/, ''),
    buildingNumber: number.replace(/\s+/g, ''),
  };
}

/**
 * The structured address of an address with a free street line (see the top of the file). `names` are the caller's
 * names of the fields, for the problems (a tenant address says postalCode, an employee's zipCode).
 */
export function structuredAddressOf(
  input: StructuredAddressInput,
  names: Partial<Record<InputField, string>> = {},
): StructuredAddressResult {
  const nameOf = (field: InputField) => names[field] ?? field;
  const problems: StructuredAddressProblem[] = [];
  const add = (field: InputField, code: StructuredAddressProblemCode, message: string) =>
    problems.push({ field: nameOf(field), code, message });

  const explicitStreet = given(input.streetName);
  const explicitNumber = given(input.buildingNumber);
  let streetName: string | null = null;
  let buildingNumber: string | null = null;
  let source: 'FIELDS' | 'PARSED' = 'FIELDS';
  if (explicitStreet !== null) {
    streetName = explicitStreet;
    buildingNumber = explicitNumber;
  } else if (explicitNumber !== null) {
    add(
      'buildingNumber',
      'BUILDING_NUMBER_WITHOUT_STREET',
      `${nameOf('buildingNumber')} '${explicitNumber}' needs ${nameOf('streetName')}: enter the street too, or leave both empty to read them from ${nameOf('addressLine1')}`,
    );
  } else {
    source = 'PARSED';
    const read = streetOfAddressLines(input.addressLine1, input.addressLine2);
    const line1 = parseStreetLine(input.addressLine1);
    if (read.kind === 'STREET') {
      streetName = read.streetName;
      buildingNumber = read.buildingNumber;
    } else if (given(input.addressLine1) === null) {
      add('addressLine1', 'REQUIRED', `${nameOf('addressLine1')} is required (or ${nameOf('streetName')})`);
    } else {
      const what =
        line1.kind === 'PO_BOX'
          ? 'is a P.O. box, not a street'
          : line1.kind === 'CARE_OF'
            ? 'is a c/o line, not a street'
            : 'has no street name';
      add(
        'addressLine1',
        'NO_STREET',
        `${nameOf('addressLine1')} '${given(input.addressLine1)}' ${what}; payment files need a street address: enter it in ${nameOf('streetName')} and ${nameOf('buildingNumber')}`,
      );
    }
  }
  if (streetName !== null) {
    checkLength(add, nameOf, 'streetName', streetName, STRUCTURED_ADDRESS_LIMITS.streetName, source);
  }
  if (buildingNumber !== null) {
    checkLength(add, nameOf, 'buildingNumber', buildingNumber, STRUCTURED_ADDRESS_LIMITS.buildingNumber, source);
  }

  const postCode = given(input.postCode);
  const townName = given(input.townName);
  const country = given(input.country);
  if (postCode === null) add('postCode', 'REQUIRED', `${nameOf('postCode')} is required`);
  else checkLength(add, nameOf, 'postCode', postCode, STRUCTURED_ADDRESS_LIMITS.postCode, 'FIELDS');
  if (townName === null) add('townName', 'REQUIRED', `${nameOf('townName')} is required`);
  else checkLength(add, nameOf, 'townName', townName, STRUCTURED_ADDRESS_LIMITS.townName, 'FIELDS');
  if (country === null) add('country', 'REQUIRED', `${nameOf('country')} is required`);
  else if (!/^[A-Z]{2}$/.test(country)) {
    add(
      'country',
      'INVALID_COUNTRY',
      `${nameOf('country')} '${country}' is not an ISO 3166 two-letter country code in capitals (e.g. CH)`,
    );
  } else if ((country === 'CH' || country === 'LI') && postCode !== null && !isSwissPostcode(postCode)) {
    add(
      'postCode',
      'INVALID_POSTCODE',
      `${nameOf('postCode')} '${postCode}' is not a ${country} postcode: Swiss and Liechtenstein postcodes have 4 digits (1000-9999)`,
    );
  }

  if (problems.length > 0 || streetName === null || postCode === null || townName === null || country === null) {
    return { ok: false, problems };
  }
  return { ok: true, address: { streetName, buildingNumber, postCode, townName, country }, source };
}

function checkLength(
  add: (field: InputField, code: StructuredAddressProblemCode, message: string) => void,
  nameOf: (field: InputField) => string,
  field: 'streetName' | 'buildingNumber' | 'postCode' | 'townName',
  value: string,
  max: number,
  source: 'FIELDS' | 'PARSED',
): void {
  const length = toSpsFieldText(value).length;
  if (length <= max) return;
  const where = source === 'PARSED' ? 'addressLine1' : field;
  const read = source === 'PARSED' ? ` (read from ${nameOf('addressLine1')}: '${value}')` : '';
  add(
    where,
    'TOO_LONG',
    `${nameOf(field)} has ${length} characters${read}; payment files allow at most ${max}${source === 'PARSED' ? `: enter a shorter one in ${nameOf(field)}` : ''}`,
  );
}

/** The structured address of a tenant billing address or company subunit (src/contracts/tenant.ts). */
export function structuredBillingAddress(address: {
  addressLine1: string;
  addressLine2?: string | null;
  streetName?: string | null;
  buildingNumber?: string | null;
  postalCode: string;
  city: string;
  country: string;
}): StructuredAddressResult {
  return structuredAddressOf(
    { ...address, postCode: address.postalCode, townName: address.city },
    { postCode: 'postalCode', townName: 'city' },
  );
}

/** The structured address of an employee's address (src/contracts/employees.ts). */
export function structuredEmployeeAddress(address: {
  addressLine1: string;
  addressLine2?: string | null;
  streetName?: string | null;
  buildingNumber?: string | null;
  zipCode: string;
  city: string;
  country: string;
}): StructuredAddressResult {
  return structuredAddressOf(
    { ...address, postCode: address.zipCode, townName: address.city },
    { postCode: 'zipCode', townName: 'city' },
  );
}
