// Swiss identifiers on employee records (spec sections 3 "Employee" and 5): the AHV/OASI number, IBANs of payout
// accounts and Swiss postcodes. Pure functions, no I/O; the contracts (src/contracts/employees.ts) turn them into
// validation messages.
import {
  electronicFormatIBAN,
  extractIBAN,
  getCountrySpecifications,
  isQRIBAN,
  isValidIBAN,
  ValidationErrorsIBAN,
  validateIBAN,
} from 'ibantools';

// --- AHV / OASI number -----------------------------------------------------------------------------------------

/** 756.dddd.dddd.dd: the Swiss social-security number (AHV-Nr. / No AVS / OASI number), an EAN-13 with prefix 756. */
export const OASI_NUMBER_PATTERN = /^756\.\d{4}\.\d{4}\.\d{2}$/;

/**
 * EAN-13 check digit of the first 12 digits: weights 1, 3, 1, 3, … from the left, check = (10 - sum mod 10) mod 10.
 * Throws a RangeError unless given exactly 12 digits.
 */
export function oasiCheckDigit(first12Digits: string): number {
  if (!/^\d{12}$/.test(first12Digits)) throw new RangeError(`Expected 12 digits, got: ${first12Digits}`);
  let sum = 0;
  for (let index = 0; index < 12; index++) {
    sum += Number(first12Digits[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

/** Format 756.dddd.dddd.dd (exactly, no blanks) and a correct EAN-13 check digit. */
export function isValidOasiNumber(value: string): boolean {
  if (typeof value !== 'string' || !OASI_NUMBER_PATTERN.test(value)) return false;
  const digits = value.replaceAll('.', '');
  return oasiCheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

// --- IBAN ----------------------------------------------------------------------------------------------------------

/** Countries whose IBANs are domestic payout accounts (Swiss payment system: Switzerland and Liechtenstein). */
export const DOMESTIC_IBAN_COUNTRIES = ['CH', 'LI'] as const;
export type DomesticIbanCountry = (typeof DOMESTIC_IBAN_COUNTRIES)[number];

export function isDomesticIbanCountry(country: string): country is DomesticIbanCountry {
  return (DOMESTIC_IBAN_COUNTRIES as readonly string[]).includes(country);
}

/**
 * Electronic form of an IBAN as people type it: blanks removed, upper case ('ch93 0076 2011 6238 5295 7' ->
 * 'CH9300762011623852957'). Deliberately not ibantools' electronicFormatIBAN, which also drops hyphens: the spec
 * only asks to strip spaces, so 'CH93-0076-…' stays invalid instead of being silently repaired.
 */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ibantools builds its country table on every call: once is enough. */
let specifications: ReturnType<typeof getCountrySpecifications> | undefined;
const countrySpecifications = () => {
  specifications ??= getCountrySpecifications();
  return specifications;
};

export type IbanValidation =
  | { ok: true; iban: string; country: string; isQrIban: boolean }
  | { ok: false; reason: 'format' | 'checksum' | 'country' };

/**
 * Validates an IBAN after normalising it (see normaliseIban). Reasons:
 * - 'country': the first two letters are no IBAN country, or `domesticOnly` is set and the country is not CH/LI;
 * - 'format': not letters + 2 check digits + BBAN, or wrong length / BBAN layout for its country;
 * - 'checksum': the ISO 7064 mod 97-10 check digits (or a national BBAN checksum) do not match.
 * QR-IBANs (CH/LI with an institution id 30000-31999 in positions 5-9) are valid IBANs; they are reported with
 * isQrIban = true so that callers can refuse them as payout accounts.
 */
export function validateIban(value: string, options: { domesticOnly?: boolean } = {}): IbanValidation {
  if (typeof value !== 'string') return { ok: false, reason: 'format' };
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { ok: false, reason: 'format' };
  const country = iban.slice(0, 2);
  const spec = countrySpecifications()[country];
  if (!spec?.chars || !spec.bban_regexp) return { ok: false, reason: 'country' };

  const { errorCodes } = validateIBAN(iban, { allowQRIBAN: true });
  const formatErrors = [
    ValidationErrorsIBAN.NoIBANCountry,
    ValidationErrorsIBAN.WrongBBANLength,
    ValidationErrorsIBAN.WrongBBANFormat,
    ValidationErrorsIBAN.ChecksumNotNumber,
  ];
  // ibantools also reports WrongIBANChecksum whenever the BBAN layout is wrong: the layout decides first.
  if (errorCodes.some((code) => formatErrors.includes(code))) return { ok: false, reason: 'format' };
  if (errorCodes.length > 0 || !isValidIBAN(iban, { allowQRIBAN: true })) return { ok: false, reason: 'checksum' };

  const extracted = extractIBAN(iban);
  const extractedCountry = extracted.countryCode ?? country;
  if (options.domesticOnly && !isDomesticIbanCountry(extractedCountry)) return { ok: false, reason: 'country' };
  return {
    ok: true,
    iban: electronicFormatIBAN(extracted.iban) ?? iban,
    country: extractedCountry,
    isQrIban: isQRIBAN(iban),
  };
}

// --- Swiss postcode -------------------------------------------------------------------------------------------------

/** Swiss (and Liechtenstein) postcodes: exactly four digits, 1000-9999 (no leading zero). */
export function isSwissPostcode(value: string): boolean {
  return typeof value === 'string' && /^[1-9]\d{3}$/.test(value);
}

// --- Swiss enterprise identification number (UID, Unternehmens-Identifikationsnummer) -------------------------------

/** CHE-123.456.789: 'CHE', eight digits and a check digit, written with a dash and dots. */
export const UID_PATTERN = /^CHE-\d{3}\.\d{3}\.\d{3}$/;
const UID_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4] as const;

/**
 * Check digit of a UID (eCH-0097, modulo 11 with weights 5 4 3 2 7 6 5 4): 11 - (sum mod 11), where 11 gives 0 and
 * 10 means the eight digits are never issued. Returns null for such numbers.
 */
export function uidCheckDigit(first8Digits: string): number | null {
  let sum = 0;
  for (let index = 0; index < 8; index++) sum += Number(first8Digits[index]) * (UID_WEIGHTS[index] ?? 0);
  const digit = 11 - (sum % 11);
  if (digit === 10) return null;
  return digit === 11 ? 0 : digit;
}

export function isValidUid(value: string): boolean {
  if (typeof value !== 'string' || !UID_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return uidCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}
