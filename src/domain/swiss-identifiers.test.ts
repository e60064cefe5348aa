import { describe, expect, it } from 'vitest';
import {
  isDomesticIbanCountry,
  isSwissPostcode,
  isValidOasiNumber,
  isValidUid,
  normaliseIban,
  oasiCheckDigit,
  uidCheckDigit,
  validateIban,
} from './swiss-identifiers.ts';

// AHV/OASI check digits, computed by hand (EAN-13: weights 1,3,1,3,… over the first 12 digits from the left,
// check = (10 - sum mod 10) mod 10):
//
// 756.9217.0769.85 -> digits 7 5 6 9 2 1 7 0 7 6 9 8 | 5
//   7·1 + 5·3 + 6·1 + 9·3 + 2·1 + 1·3 + 7·1 + 0·3 + 7·1 + 6·3 + 9·1 + 8·3
//   = 7 + 15 + 6 + 27 + 2 + 3 + 7 + 0 + 7 + 18 + 9 + 24 = 125; 125 mod 10 = 5; (10 - 5) mod 10 = 5  ✓
//
// 756.1234.5678.97 -> digits 7 5 6 1 2 3 4 5 6 7 8 9 | 7
//   7 + 15 + 6 + 3 + 2 + 9 + 4 + 15 + 6 + 21 + 8 + 27 = 123; 123 mod 10 = 3; (10 - 3) mod 10 = 7  ✓
//
// 756.3047.5009.62 -> digits 7 5 6 3 0 4 7 5 0 0 9 6 | 2
//   7 + 15 + 6 + 9 + 0 + 12 + 7 + 15 + 0 + 0 + 9 + 18 = 98; 98 mod 10 = 8; (10 - 8) mod 10 = 2  ✓
//
// 756.0000.0000.02 -> digits 7 5 6 0 0 0 0 0 0 0 0 0 | 2
//   7 + 15 + 6 = 28; 28 mod 10 = 8; (10 - 8) mod 10 = 2  ✓
//
// 756.0000.0002.00 -> digits 7 5 6 0 0 0 0 0 0 0 2 0 | 0   (the 2 is digit 11, weight 1)
//   28 + 2 = 30; 30 mod 10 = 0; (10 - 0) mod 10 = 0  ✓   (the "mod 10" of the formula matters here)
//
// 756.9217.0796.85 (digits 10 and 11 of the first vector swapped: 6,9 -> 9,6)
//   125 - 6·3 - 9·1 + 9·3 + 6·1 = 131; check would be (10 - 1) mod 10 = 9, not 5  ✗
const OASI_CHECK_DIGITS: Array<[first12: string, check: number]> = [
  ['756921707698', 5],
  ['756123456789', 7],
  ['756304750096', 2],
  ['756000000000', 2],
  ['756000000020', 0],
  ['756921707968', 9],
];

const VALID_OASI = ['756.9217.0769.85', '756.1234.5678.97', '756.3047.5009.62', '756.0000.0000.02', '756.0000.0002.00'];

const INVALID_OASI: Array<[value: string, why: string]> = [
  ['756.9217.0769.84', 'check digit off by one'],
  ['756.9217.0769.80', 'check digit 0 instead of 5'],
  ['756.9217.0796.85', 'adjacent digits swapped (check should be 9)'],
  ['756.1234.5678.90', 'check digit 0 instead of 7'],
  ['756.0000.0002.01', 'check digit 1 instead of 0'],
  ['7569217076985', 'no dots'],
  ['756.9217.0769.8', 'last group too short'],
  ['756.92170.769.85', 'dots in the wrong place'],
  ['757.9217.0769.85', 'not the Swiss prefix 756'],
  [' 756.9217.0769.85', 'leading blank'],
  ['756.9217.0769.85 ', 'trailing blank'],
  ['756 9217 0769 85', 'blanks instead of dots'],
  ['756.921A.0769.85', 'letter'],
  ['', 'empty'],
];

describe('AHV/OASI number', () => {
  it.each(OASI_CHECK_DIGITS)('oasiCheckDigit(%s) = %i', (first12, check) => {
    expect(oasiCheckDigit(first12)).toBe(check);
  });

  it('oasiCheckDigit needs exactly 12 digits', () => {
    for (const bad of ['75692170769', '7569217076985', '756.92170769', '']) {
      expect(() => oasiCheckDigit(bad)).toThrow(RangeError);
    }
  });

  it.each(VALID_OASI)('%s is valid', (value) => {
    expect(isValidOasiNumber(value)).toBe(true);
  });

  it.each(INVALID_OASI)('%s is invalid (%s)', (value) => {
    expect(isValidOasiNumber(value)).toBe(false);
  });
});

// QR-IBAN boundary vectors: institution ids 29999 / 30000 / 31999 / 32000 in positions 5-9 with the same account
// number; check digits (ISO 7064 mod 97-10) produced with ibantools.composeIBAN and re-checked below by isValidIBAN.
// CH4431999123000889012 is ibantools' own QR-IBAN example.
const IBAN_VECTORS: Array<[input: string, expected: ReturnType<typeof validateIban>, note: string]> = [
  [
    'CH9300762011623852957',
    { ok: true, iban: 'CH9300762011623852957', country: 'CH', isQrIban: false },
    'Swiss IBAN, electronic form',
  ],
  [
    'CH56 0483 5012 3456 7800 9',
    { ok: true, iban: 'CH5604835012345678009', country: 'CH', isQrIban: false },
    'paper form with blanks',
  ],
  [
    'ch56 0483 5012 3456 7800 9',
    { ok: true, iban: 'CH5604835012345678009', country: 'CH', isQrIban: false },
    'lower case',
  ],
  [
    'LI21088100002324013AA',
    { ok: true, iban: 'LI21088100002324013AA', country: 'LI', isQrIban: false },
    'Liechtenstein, letters in the account number',
  ],
  [
    'DE89370400440532013000',
    { ok: true, iban: 'DE89370400440532013000', country: 'DE', isQrIban: false },
    'German IBAN',
  ],
  [
    'GB82 WEST 1234 5698 7654 32',
    { ok: true, iban: 'GB82WEST12345698765432', country: 'GB', isQrIban: false },
    'British IBAN, letters in the BBAN',
  ],
  [
    'CH4431999123000889012',
    { ok: true, iban: 'CH4431999123000889012', country: 'CH', isQrIban: true },
    'QR-IBAN, IID 31999',
  ],
  [
    'CH5730000123000889012',
    { ok: true, iban: 'CH5730000123000889012', country: 'CH', isQrIban: true },
    'QR-IBAN, IID 30000 (lower bound)',
  ],
  [
    'CH4929999123000889012',
    { ok: true, iban: 'CH4929999123000889012', country: 'CH', isQrIban: false },
    'IID 29999: ordinary IBAN',
  ],
  [
    'CH5232000123000889012',
    { ok: true, iban: 'CH5232000123000889012', country: 'CH', isQrIban: false },
    'IID 32000: ordinary IBAN',
  ],
  [
    'LI5731999123000889012',
    { ok: true, iban: 'LI5731999123000889012', country: 'LI', isQrIban: true },
    'Liechtenstein QR-IBAN',
  ],
  ['CH9300762011623852958', { ok: false, reason: 'checksum' }, 'last digit changed'],
  ['CH9400762011623852957', { ok: false, reason: 'checksum' }, 'check digits changed'],
  ['CH3900762011623852957', { ok: false, reason: 'checksum' }, 'wrong check digits'],
  ['DE89370400440532013001', { ok: false, reason: 'checksum' }, 'German, last digit changed'],
  ['LI21088100002324013AB', { ok: false, reason: 'checksum' }, 'Liechtenstein, last letter changed'],
  ['CH930076201162385295', { ok: false, reason: 'format' }, 'one digit short'],
  ['CH93007620116238529571', { ok: false, reason: 'format' }, 'one digit too many'],
  ['CH93-0076-2011-6238-5295-7', { ok: false, reason: 'format' }, 'hyphens are not stripped'],
  ['CHAB00762011623852957', { ok: false, reason: 'format' }, 'check digits not numeric'],
  ['9300762011623852957', { ok: false, reason: 'format' }, 'no country'],
  ['', { ok: false, reason: 'format' }, 'empty'],
  ['XX9300762011623852957', { ok: false, reason: 'country' }, 'no IBAN country'],
];

describe('IBAN', () => {
  it('normalises: blanks out, upper case', () => {
    expect(normaliseIban(' ch56 0483 5012\t3456 7800 9 ')).toBe('CH5604835012345678009');
    expect(normaliseIban('li21 0881 0000 2324 013a a')).toBe('LI21088100002324013AA');
  });

  it.each(IBAN_VECTORS)('%s -> %o (%s)', (input, expected) => {
    expect(validateIban(input)).toEqual(expected);
  });

  it('domestic only: CH and LI pass, other countries fail with reason country', () => {
    expect(validateIban('CH9300762011623852957', { domesticOnly: true })).toMatchObject({ ok: true, country: 'CH' });
    expect(validateIban('LI21088100002324013AA', { domesticOnly: true })).toMatchObject({ ok: true, country: 'LI' });
    expect(validateIban('DE89370400440532013000', { domesticOnly: true })).toEqual({ ok: false, reason: 'country' });
    // The checksum is judged before the country.
    expect(validateIban('DE89370400440532013001', { domesticOnly: true })).toEqual({ ok: false, reason: 'checksum' });
    expect(isDomesticIbanCountry('CH')).toBe(true);
    expect(isDomesticIbanCountry('LI')).toBe(true);
    expect(isDomesticIbanCountry('DE')).toBe(false);
    expect(isDomesticIbanCountry('ch')).toBe(false);
  });
});

describe('Swiss postcode', () => {
  it.each(['1000', '3000', '8001', '9485', '9999'])('%s is a Swiss postcode', (value) => {
    expect(isSwissPostcode(value)).toBe(true);
  });

  it.each(['0999', '999', '10000', '800 1', ' 8001', 'CH-8001', '8001a', ''])('%s is not', (value) => {
    expect(isSwissPostcode(value)).toBe(false);
  });
});

describe('Swiss UID (CHE number)', () => {
  // CHE-116.281.710: 1·5 + 1·4 + 6·3 + 2·2 + 8·7 + 1·6 + 7·5 + 1·4 = 132; 132 mod 11 = 0; 11 - 0 = 11 -> check digit 0.
  // CHE-123.456.788: 1·5 + 2·4 + 3·3 + 4·2 + 5·7 + 6·6 + 7·5 + 8·4 = 168; 168 mod 11 = 3; 11 - 3 = 8.
  it.each(['CHE-116.281.710', 'CHE-123.456.788'])('accepts %s', (uid) => {
    expect(isValidUid(uid)).toBe(true);
  });
  it.each([
    ['CHE-123.456.789', 'wrong check digit'],
    ['CHE-116.281.711', 'wrong check digit'],
    ['CHE116281710', 'no separators'],
    ['CHE-116.281.71', 'too short'],
    ['DE-116.281.710', 'not CHE'],
    ['', 'empty'],
  ])('refuses %s (%s)', (uid) => {
    expect(isValidUid(uid)).toBe(false);
  });
  it('knows eight-digit stems that are never issued (check digit 10)', () => {
    // '00000003': 3·4 = 12; 12 mod 11 = 1; 11 - 1 = 10 -> no valid check digit.
    expect(uidCheckDigit('00000003')).toBeNull();
  });
});
