// Checks a payment file's input before release (payouts, part 3): everything that would make the bank refuse the
// pain.001.001.09 file or a transaction in it, reported as a list of problems in English. The server calls this
// before a release and shows the problems; buildPain001 refuses input with problems. Rule sources: README.md.
import { fromEpochDay, toEpochDay } from '../../dates.ts';
import { isDomesticIbanCountry, isSwissPostcode, normaliseIban, validateIban } from '../../swiss-identifiers.ts';
import { isBankBusinessDay, nextBankBusinessDay } from './bank-business-days.ts';
import { isSwiftIdentifierText, toSpsFieldText } from './sps-charset.ts';
import type { PaymentFileInput, PaymentProblem, PaymentProblemCode, StructuredAddress } from './types.ts';

/** ISO 20022 lengths of the fields we fill (pain.001.001.09 schema) and the SPS restriction of names to 70. */
export const FIELD_LIMITS = {
  identifier: 35, // Max35Text: MsgId, PmtInfId, InstrId, EndToEndId
  name: 70, // Nm: Max140Text in ISO, at most 70 characters per SPS
  streetName: 70, // StrtNm Max70Text
  buildingNumber: 16, // BldgNb Max16Text
  postCode: 16, // PstCd Max16Text
  townName: 35, // TwnNm Max35Text
  remittanceInformation: 140, // Ustrd Max140Text
} as const;

/**
 * Largest amount per transaction: 999 999 999.99 (the 0.01-999999999.99 range the ISO 20022 credit-transfer usage
 * rules allow, e.g. the EPC pain.001.001.09 schema); far above any sick-pay payout.
 */
export const MAX_AMOUNT_RAPPEN = 99_999_999_999;

const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const COUNTRY = /^[A-Z]{2}$/;
/** ISODateTime as the SPS show it: local or UTC/offset time, optional fractions of a second. */
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?$/;

/** 'CH4431999123000889012' -> 'CH44 3199 9123 0008 8901 2' (groups of four, as printed on QR-bills). */
export function formatIban(iban: string): string {
  return normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

function isIsoDate(value: string): boolean {
  try {
    return fromEpochDay(toEpochDay(value)) === value;
  } catch {
    return false;
  }
}

export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  return match !== null && isIsoDate(match[1] ?? '');
}

class Problems {
  readonly list: PaymentProblem[] = [];
  add(path: string, code: PaymentProblemCode, message: string) {
    this.list.push({ path, code, message });
  }
}

function checkText(problems: Problems, path: string, label: string, value: unknown, max: number): void {
  if (typeof value !== 'string' || toSpsFieldText(value) === '') {
    problems.add(path, 'REQUIRED', `${label} is required`);
    return;
  }
  const written = toSpsFieldText(value);
  if (written.length > max) {
    problems.add(path, 'TOO_LONG', `${label} has ${written.length} characters; at most ${max} are allowed`);
  }
}

function checkIdentifier(problems: Problems, path: string, label: string, value: unknown): void {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.add(path, 'REQUIRED', `${label} is required`);
    return;
  }
  if (value.length > FIELD_LIMITS.identifier) {
    problems.add(
      path,
      'TOO_LONG',
      `${label} has ${value.length} characters; at most ${FIELD_LIMITS.identifier} are allowed`,
    );
  }
  if (!isSwiftIdentifierText(value) || value !== value.trim()) {
    problems.add(
      path,
      'IDENTIFIER_CHARSET',
      `${label} '${value}' may only contain letters a-z and A-Z, digits and / - ? : ( ) . , ' + and inner spaces`,
    );
  }
}

function checkAddress(problems: Problems, path: string, who: string, address: StructuredAddress | undefined): void {
  if (address === undefined || address === null || typeof address !== 'object') {
    problems.add(path, 'REQUIRED', `The ${who}'s structured address is required`);
    return;
  }
  checkText(problems, `${path}.streetName`, `The ${who}'s street`, address.streetName, FIELD_LIMITS.streetName);
  if (address.buildingNumber !== null && address.buildingNumber !== undefined) {
    if (typeof address.buildingNumber !== 'string' || toSpsFieldText(address.buildingNumber) === '') {
      problems.add(
        `${path}.buildingNumber`,
        'REQUIRED',
        `The ${who}'s building number is empty; leave it out (null) when the address has none`,
      );
    } else {
      checkText(
        problems,
        `${path}.buildingNumber`,
        `The ${who}'s building number`,
        address.buildingNumber,
        FIELD_LIMITS.buildingNumber,
      );
    }
  }
  checkText(problems, `${path}.postCode`, `The ${who}'s postcode`, address.postCode, FIELD_LIMITS.postCode);
  checkText(problems, `${path}.townName`, `The ${who}'s town`, address.townName, FIELD_LIMITS.townName);
  const country = address.country;
  if (typeof country !== 'string' || country === '') {
    problems.add(`${path}.country`, 'REQUIRED', `The ${who}'s country is required`);
    return;
  }
  if (!COUNTRY.test(country)) {
    problems.add(
      `${path}.country`,
      'INVALID_COUNTRY',
      `The ${who}'s country '${country}' is not an ISO 3166 two-letter code in capitals (e.g. CH)`,
    );
    return;
  }
  // swiss-rules.md §5.4: CH and LI share the four-digit Swiss postcode scheme.
  if (isDomesticIbanCountry(country) && typeof address.postCode === 'string' && address.postCode !== '') {
    if (!isSwissPostcode(address.postCode.trim())) {
      problems.add(
        `${path}.postCode`,
        'INVALID_POSTCODE',
        `The ${who}'s postcode '${address.postCode}' is not a ${country} postcode (four digits, 1000-9999)`,
      );
    }
  }
}

function checkIban(problems: Problems, path: string, who: string, value: unknown): void {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.add(path, 'REQUIRED', `The ${who}'s IBAN is required`);
    return;
  }
  const result = validateIban(value, { domesticOnly: true });
  if (!result.ok) {
    if (result.reason === 'country') {
      problems.add(path, 'IBAN_NOT_DOMESTIC', `${value} is not a Swiss or Liechtenstein IBAN (CH or LI)`);
    } else {
      const why = result.reason === 'checksum' ? 'its check digits do not match' : 'it is not in IBAN format';
      problems.add(path, 'INVALID_IBAN', `${value} is not a valid IBAN: ${why}`);
    }
    return;
  }
  // swiss-rules.md §5.3: a QR-IBAN (IID 30000-31999) only receives QR-bill payments with a QR reference.
  if (result.isQrIban) {
    problems.add(
      path,
      'QR_IBAN_NOT_ALLOWED',
      `${formatIban(result.iban)} is a QR-IBAN; a payout needs the account's ordinary IBAN`,
    );
  }
}

/** All problems of a payment file's input; an empty list means buildPain001 will produce a valid file. */
export function validatePaymentInput(input: PaymentFileInput): PaymentProblem[] {
  const problems = new Problems();
  checkIdentifier(problems, 'messageId', 'The message id', input.messageId);
  if (typeof input.createdAt !== 'string' || !isIsoDateTime(input.createdAt)) {
    problems.add(
      'createdAt',
      'INVALID_DATETIME',
      `The creation time '${String(input.createdAt)}' is not an ISO date-time such as 2026-11-23T09:30:00`,
    );
  }
  checkText(
    problems,
    'initiatingPartyName',
    "The initiating party's name",
    input.initiatingPartyName,
    FIELD_LIMITS.name,
  );

  const debtor = input.debtor;
  if (debtor === undefined || debtor === null) {
    problems.add('debtor', 'REQUIRED', 'The debtor is required');
  } else {
    checkText(problems, 'debtor.name', "The debtor's name", debtor.name, FIELD_LIMITS.name);
    checkAddress(problems, 'debtor.address', 'debtor', debtor.address);
    checkIban(problems, 'debtor.iban', 'debtor', debtor.iban);
    if (debtor.bic !== undefined && !BIC.test(debtor.bic)) {
      problems.add('debtor.bic', 'INVALID_BIC', `${debtor.bic} is not a BIC (8 or 11 capital letters and digits)`);
    }
  }

  if (typeof input.requestedExecutionDate !== 'string' || !isIsoDate(input.requestedExecutionDate)) {
    problems.add(
      'requestedExecutionDate',
      'INVALID_DATE',
      `The execution date '${String(input.requestedExecutionDate)}' is not a date in YYYY-MM-DD form`,
    );
  } else if (!isBankBusinessDay(input.requestedExecutionDate)) {
    problems.add(
      'requestedExecutionDate',
      'NOT_BANK_BUSINESS_DAY',
      `${input.requestedExecutionDate} is not a Swiss bank business day; the next one is ${nextBankBusinessDay(input.requestedExecutionDate)}`,
    );
  }
  checkIdentifier(problems, 'paymentInformationId', 'The payment information id', input.paymentInformationId);

  const transactions = Array.isArray(input.transactions) ? input.transactions : [];
  if (transactions.length === 0) {
    problems.add('transactions', 'NO_TRANSACTIONS', 'A payment file needs at least one transaction');
  }
  const endToEndIds = new Map<string, number>();
  const instructionIds = new Map<string, number>();
  transactions.forEach((transaction, index) => {
    const path = `transactions[${index}]`;
    checkIdentifier(problems, `${path}.instructionId`, 'The instruction id', transaction.instructionId);
    checkIdentifier(problems, `${path}.endToEndId`, 'The end-to-end id', transaction.endToEndId);
    const firstInstruction = instructionIds.get(transaction.instructionId);
    if (firstInstruction !== undefined) {
      problems.add(
        `${path}.instructionId`,
        'DUPLICATE_INSTRUCTION_ID',
        `The instruction id '${transaction.instructionId}' is already used by transaction ${firstInstruction + 1}`,
      );
    } else instructionIds.set(transaction.instructionId, index);
    const firstEndToEnd = endToEndIds.get(transaction.endToEndId);
    if (firstEndToEnd !== undefined) {
      problems.add(
        `${path}.endToEndId`,
        'DUPLICATE_END_TO_END_ID',
        `The end-to-end id '${transaction.endToEndId}' is already used by transaction ${firstEndToEnd + 1}`,
      );
    } else endToEndIds.set(transaction.endToEndId, index);

    if (!Number.isSafeInteger(transaction.amount) || transaction.amount <= 0) {
      problems.add(
        `${path}.amount`,
        'INVALID_AMOUNT',
        `The amount ${String(transaction.amount)} is not a positive whole number of Rappen`,
      );
    } else if (transaction.amount > MAX_AMOUNT_RAPPEN) {
      problems.add(`${path}.amount`, 'AMOUNT_TOO_LARGE', 'The amount exceeds CHF 999 999 999.99');
    }
    const creditor = transaction.creditor;
    if (creditor === undefined || creditor === null) {
      problems.add(`${path}.creditor`, 'REQUIRED', 'The creditor is required');
    } else {
      checkText(problems, `${path}.creditor.name`, "The creditor's name", creditor.name, FIELD_LIMITS.name);
      checkAddress(problems, `${path}.creditor.address`, 'creditor', creditor.address);
    }
    checkIban(problems, `${path}.creditorIban`, 'creditor', transaction.creditorIban);
    if (typeof transaction.remittanceInformation !== 'string') {
      problems.add(`${path}.remittanceInformation`, 'REQUIRED', 'The remittance information is required');
    } else {
      const written = toSpsFieldText(transaction.remittanceInformation);
      if (written.length > FIELD_LIMITS.remittanceInformation) {
        problems.add(
          `${path}.remittanceInformation`,
          'TOO_LONG',
          `The remittance information has ${written.length} characters; at most ${FIELD_LIMITS.remittanceInformation} are allowed`,
        );
      }
    }
  });
  return problems.list;
}
