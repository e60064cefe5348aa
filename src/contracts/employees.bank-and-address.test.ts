// The employee contract: employeeData's bank account (IBAN, BIC, DOMESTIC or INTERNATIONAL) and the
// address (Swiss postcode, street name and building number).
import { describe, expect, it } from 'vitest';
import {
  anna,
  BIC,
  COUNTRY,
  EMPTY,
  IBAN_CHECKSUM,
  IBAN_COUNTRY,
  IBAN_DOMESTIC,
  IBAN_FORMAT,
  POSTCODE,
  QR_IBAN,
  SINGLE,
  table,
  with_,
  withAccount,
  withAddress,
  withInternational,
} from '../testing/contracts/employee-data.ts';
import { MESSAGES } from './constants.ts';
import { employeeData } from './employees.ts';

describe('bank account IBAN: checksum, domestic country, no QR-IBAN', () => {
  table([
    ['DOMESTIC CH, electronic form', withAccount({ iban: 'CH9300762011623852957' }), []],
    ['DOMESTIC CH, lower case with blanks', withAccount({ iban: 'ch56 0483 5012 3456 7800 9' }), []],
    ['DOMESTIC LI', withAccount({ iban: 'LI21 0881 0000 2324 013A A' }), []],
    ['DOMESTIC, IID 29999 is no QR-IBAN', withAccount({ iban: 'CH4929999123000889012' }), []],
    ['DOMESTIC, IID 32000 is no QR-IBAN', withAccount({ iban: 'CH5232000123000889012' }), []],
    ['DOMESTIC, checksum', withAccount({ iban: 'CH9300762011623852958' }), [`bankAccount.iban: ${IBAN_CHECKSUM}`]],
    ['DOMESTIC, check digits', withAccount({ iban: 'CH9400762011623852957' }), [`bankAccount.iban: ${IBAN_CHECKSUM}`]],
    ['DOMESTIC, too short', withAccount({ iban: 'CH930076201162385295' }), [`bankAccount.iban: ${IBAN_FORMAT}`]],
    ['DOMESTIC, hyphens', withAccount({ iban: 'CH93-0076-2011-6238-5295-7' }), [`bankAccount.iban: ${IBAN_FORMAT}`]],
    ['DOMESTIC, empty', withAccount({ iban: '' }), [`bankAccount.iban: ${IBAN_FORMAT}`]],
    ['DOMESTIC, German IBAN', withAccount({ iban: 'DE89370400440532013000' }), [`bankAccount.iban: ${IBAN_DOMESTIC}`]],
    [
      'DOMESTIC, no IBAN country',
      withAccount({ iban: 'XX9300762011623852957' }),
      [`bankAccount.iban: ${IBAN_DOMESTIC}`],
    ],
    ['DOMESTIC, QR-IBAN IID 31999', withAccount({ iban: 'CH4431999123000889012' }), [`bankAccount.iban: ${QR_IBAN}`]],
    ['DOMESTIC, QR-IBAN IID 30000', withAccount({ iban: 'CH5730000123000889012' }), [`bankAccount.iban: ${QR_IBAN}`]],
    ['DOMESTIC, LI QR-IBAN', withAccount({ iban: 'LI5731999123000889012' }), [`bankAccount.iban: ${QR_IBAN}`]],
    ['INTERNATIONAL DE', withInternational({}), []],
    ['INTERNATIONAL GB', withInternational({ iban: 'GB82WEST12345698765432', bic: 'NWBKGB2L' }), []],
    ['INTERNATIONAL CH IBAN', withInternational({ iban: 'CH9300762011623852957', bic: 'UBSWCHZH80A' }), []],
    [
      'INTERNATIONAL, checksum',
      withInternational({ iban: 'DE89370400440532013001' }),
      [`bankAccount.iban: ${IBAN_CHECKSUM}`],
    ],
    [
      'INTERNATIONAL, no IBAN country',
      withInternational({ iban: 'XX89370400440532013000' }),
      [`bankAccount.iban: ${IBAN_COUNTRY}`],
    ],
    ['INTERNATIONAL, QR-IBAN', withInternational({ iban: 'CH4431999123000889012' }), [`bankAccount.iban: ${QR_IBAN}`]],
  ]);

  it('stores the IBAN and the BIC in electronic form', () => {
    const parsed = employeeData.parse(withInternational({ iban: 'de89 3704 0044 0532 0130 00', bic: 'coba de ff' }));
    expect(parsed.bankAccount).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFF' });
  });
});

describe('bank account BIC', () => {
  table([
    ['8 characters', withInternational({ bic: 'COBADEFF' }), []],
    ['11 characters', withInternational({ bic: 'COBADEFFXXX' }), []],
    ['digits in the location', withInternational({ bic: 'NWBKGB2L' }), []],
    ['7 characters', withInternational({ bic: 'COBADEF' }), [`bankAccount.bic: ${BIC}`]],
    ['9 characters', withInternational({ bic: 'COBADEFFX' }), [`bankAccount.bic: ${BIC}`]],
    ['digit in the bank code', withInternational({ bic: 'COB1DEFF' }), [`bankAccount.bic: ${BIC}`]],
    ['empty', withInternational({ bic: '' }), [`bankAccount.bic: ${BIC}`]],
  ]);
});

describe('Swiss postcode (domestic account holder; CH/LI addresses)', () => {
  table([
    ['holder 8001', withAccount({ holderPostcode: '8001' }), []],
    ['holder 9490 (Vaduz)', withAccount({ holderPostcode: '9490' }), []],
    ['holder 3 digits', withAccount({ holderPostcode: '800' }), [`bankAccount.holderPostcode: ${POSTCODE}`]],
    ['holder 5 digits', withAccount({ holderPostcode: '80001' }), [`bankAccount.holderPostcode: ${POSTCODE}`]],
    ['holder leading 0', withAccount({ holderPostcode: '0800' }), [`bankAccount.holderPostcode: ${POSTCODE}`]],
    ['holder CH-8001', withAccount({ holderPostcode: 'CH-8001' }), [`bankAccount.holderPostcode: ${POSTCODE}`]],
    ['holder empty', withAccount({ holderPostcode: '' }), [`bankAccount.holderPostcode: ${POSTCODE}`]],
    ['international holder: foreign postcode', withInternational({ holderPostcode: 'SW1A 1AA' }), []],
    ['address CH 3011', withAddress({ zipCode: '3011', city: 'Bern' }), []],
    ['address DE 10115', withAddress({ country: 'DE', zipCode: '10115', city: 'Berlin' }), []],
    ['address CH 5 digits', withAddress({ zipCode: '80001' }), [`address.zipCode: ${POSTCODE}`]],
    ['address LI 3 digits', withAddress({ country: 'LI', zipCode: '949' }), [`address.zipCode: ${POSTCODE}`]],
  ]);
});

describe('structured address: streetName and buildingNumber beside addressLine1', () => {
  table([
    ['street and number', withAddress({ streetName: 'Bahnhofstrasse', buildingNumber: '12' }), []],
    ['street without number', withAddress({ streetName: 'Dorfplatz', buildingNumber: null }), []],
    ['both null (read from addressLine1)', withAddress({ streetName: null, buildingNumber: null }), []],
    ['street of 70 characters', withAddress({ streetName: 'S'.repeat(70) }), []],
    [
      'street of 71 characters',
      withAddress({ streetName: 'S'.repeat(71) }),
      ['address.streetName: Too big: expected string to have <=70 characters'],
    ],
    [
      'number of 17 characters',
      withAddress({ streetName: 'Bahnhofstrasse', buildingNumber: '1'.repeat(17) }),
      ['address.buildingNumber: Too big: expected string to have <=16 characters'],
    ],
    ['blank street', withAddress({ streetName: ' ' }), [`address.streetName: ${EMPTY}`]],
    [
      'number without street',
      withAddress({ buildingNumber: '12' }),
      [`address.streetName: ${MESSAGES.buildingNumberWithoutStreet}`],
    ],
  ]);

  it('old data without the fields stays valid and gets nulls; the fields are trimmed', () => {
    expect(employeeData.parse(anna).address).toMatchObject({ streetName: null, buildingNumber: null });
    expect(
      employeeData.parse(withAddress({ streetName: ' Via Cantonale ', buildingNumber: ' 3a ' })).address,
    ).toMatchObject({ streetName: 'Via Cantonale', buildingNumber: '3a' });
  });
});

describe('bank account: exactly one of DOMESTIC or INTERNATIONAL', () => {
  table([
    ['no bank account', with_({ bankAccount: null }), []],
    ['DOMESTIC with a bic', withAccount({ bic: 'UBSWCHZH80A' }), [`bankAccount: ${SINGLE}`]],
    ['DOMESTIC with a holderCountry', withAccount({ holderCountry: 'CH' }), [`bankAccount: ${SINGLE}`]],
    ['INTERNATIONAL without bic', withInternational({ bic: undefined }), [`bankAccount: ${SINGLE}`]],
    [
      'INTERNATIONAL without holderCountry',
      withInternational({ holderCountry: undefined }),
      [`bankAccount: ${SINGLE}`],
    ],
    ['unknown type', withAccount({ type: 'SEPA' }), [`bankAccount: ${SINGLE}`]],
    ['no type', withAccount({ type: undefined }), [`bankAccount: ${SINGLE}`]],
    ['holderPostcode as a number', withAccount({ holderPostcode: 8001 }), [`bankAccount: ${SINGLE}`]],
    ['not an object', with_({ bankAccount: 'CH9300762011623852957' }), [`bankAccount: ${SINGLE}`]],
    [
      'the matching kind reports its own field errors',
      withAccount({ holderName: ' ', holderCity: '' }),
      [`bankAccount.holderName: ${EMPTY}`, `bankAccount.holderCity: ${EMPTY}`],
    ],
    [
      'international holderCountry lower case',
      withInternational({ holderCountry: 'de' }),
      [`bankAccount.holderCountry: ${COUNTRY}`],
    ],
  ]);
});
