import { describe, expect, it } from 'vitest';
import { IBANS, paymentFileInput, paymentTransaction } from '../../../testing/factories/pain001.factory.ts';
import type { PaymentFileInput, StructuredAddress } from './types.ts';
import { formatIban, validatePaymentInput } from './validate-input.ts';

const codes = (input: PaymentFileInput) =>
  validatePaymentInput(input).map((problem) => `${problem.path} ${problem.code}`);

function withCreditorAddress(address: Partial<StructuredAddress>): PaymentFileInput {
  const base = paymentTransaction(1);
  return paymentFileInput({
    transactions: [{ ...base, creditor: { ...base.creditor, address: { ...base.creditor.address, ...address } } }],
  });
}

describe('validatePaymentInput', () => {
  it('accepts the default input', () => {
    expect(validatePaymentInput(paymentFileInput())).toEqual([]);
  });

  it('refuses the QR-IBAN CH44 3199 9123 0008 8901 2 as a creditor account, with a clear message', () => {
    const input = paymentFileInput({ transactions: [paymentTransaction(1, { creditorIban: IBANS.qrIban })] });
    expect(validatePaymentInput(input)).toEqual([
      {
        path: 'transactions[0].creditorIban',
        code: 'QR_IBAN_NOT_ALLOWED',
        message: "CH44 3199 9123 0008 8901 2 is a QR-IBAN; a payout needs the account's ordinary IBAN",
      },
    ]);
  });

  it('refuses a QR-IBAN typed without blanks and in lower case too', () => {
    const input = paymentFileInput({
      transactions: [paymentTransaction(1, { creditorIban: 'ch4431999123000889012' })],
    });
    expect(codes(input)).toEqual(['transactions[0].creditorIban QR_IBAN_NOT_ALLOWED']);
  });

  it('refuses a QR-IBAN as the debtor account', () => {
    const input = paymentFileInput();
    expect(codes({ ...input, debtor: { ...input.debtor, iban: IBANS.qrIban } })).toEqual([
      'debtor.iban QR_IBAN_NOT_ALLOWED',
    ]);
  });

  it.each([
    [IBANS.badChecksum, 'INVALID_IBAN', 'its check digits do not match'],
    ['CH93 0076', 'INVALID_IBAN', 'it is not in IBAN format'],
    [IBANS.german, 'IBAN_NOT_DOMESTIC', 'is not a Swiss or Liechtenstein IBAN'],
    ['', 'REQUIRED', "The creditor's IBAN is required"],
  ])('creditor IBAN %s -> %s', (iban, code, message) => {
    const [problem, ...rest] = validatePaymentInput(
      paymentFileInput({ transactions: [paymentTransaction(1, { creditorIban: iban })] }),
    );
    expect(rest).toEqual([]);
    expect(problem?.code).toBe(code);
    expect(problem?.message).toContain(message);
  });

  it('accepts a Liechtenstein IBAN and postcode', () => {
    const input = withCreditorAddress({ postCode: '9490', townName: 'Vaduz', country: 'LI' });
    const transaction = input.transactions[0];
    if (!transaction) throw new Error('no transaction');
    transaction.creditorIban = IBANS.creditorLi;
    expect(validatePaymentInput(input)).toEqual([]);
  });

  it.each([
    [{ streetName: '' }, 'transactions[0].creditor.address.streetName REQUIRED'],
    [{ streetName: '   ' }, 'transactions[0].creditor.address.streetName REQUIRED'],
    [{ postCode: '' }, 'transactions[0].creditor.address.postCode REQUIRED'],
    [{ townName: '' }, 'transactions[0].creditor.address.townName REQUIRED'],
    [{ country: '' }, 'transactions[0].creditor.address.country REQUIRED'],
    [{ country: 'ch' }, 'transactions[0].creditor.address.country INVALID_COUNTRY'],
    [{ country: 'CHE' }, 'transactions[0].creditor.address.country INVALID_COUNTRY'],
    [{ postCode: '800' }, 'transactions[0].creditor.address.postCode INVALID_POSTCODE'],
    [{ postCode: '0800' }, 'transactions[0].creditor.address.postCode INVALID_POSTCODE'],
    [{ postCode: 'CH-8000' }, 'transactions[0].creditor.address.postCode INVALID_POSTCODE'],
    [{ buildingNumber: '' }, 'transactions[0].creditor.address.buildingNumber REQUIRED'],
    [{ buildingNumber: '12345678901234567' }, 'transactions[0].creditor.address.buildingNumber TOO_LONG'],
    [{ streetName: 'S'.repeat(71) }, 'transactions[0].creditor.address.streetName TOO_LONG'],
    [{ townName: 'T'.repeat(36) }, 'transactions[0].creditor.address.townName TOO_LONG'],
    [{ postCode: '1'.repeat(17), country: 'DE' }, 'transactions[0].creditor.address.postCode TOO_LONG'],
  ])('address %o -> %s', (address, expected) => {
    expect(codes(withCreditorAddress(address))).toEqual([expected]);
  });

  it('applies the Swiss postcode pattern only to CH and LI', () => {
    expect(codes(withCreditorAddress({ postCode: '10115', townName: 'Berlin', country: 'DE' }))).toEqual([]);
  });

  it('accepts an address without building number (null)', () => {
    expect(codes(withCreditorAddress({ buildingNumber: null }))).toEqual([]);
  });

  it.each([
    [0, 'INVALID_AMOUNT'],
    [-500, 'INVALID_AMOUNT'],
    [12.5, 'INVALID_AMOUNT'],
    [Number.NaN, 'INVALID_AMOUNT'],
    [100_000_000_000, 'AMOUNT_TOO_LARGE'],
  ])('amount %d Rappen -> %s', (amount, code) => {
    expect(codes(paymentFileInput({ transactions: [paymentTransaction(1, { amount })] }))).toEqual([
      `transactions[0].amount ${code}`,
    ]);
  });

  it('accepts the smallest and the largest amount', () => {
    const transactions = [paymentTransaction(1, { amount: 1 }), paymentTransaction(2, { amount: 99_999_999_999 })];
    expect(codes(paymentFileInput({ transactions }))).toEqual([]);
  });

  it('limits names to 70 characters (SPS) and the remittance information to 140, after transliteration', () => {
    const transactions = [
      paymentTransaction(1, {
        creditor: { ...paymentTransaction(1).creditor, name: 'N'.repeat(71) },
        remittanceInformation: `${'R'.repeat(138)}…`, // the ellipsis becomes '...': 141 characters
      }),
    ];
    expect(codes(paymentFileInput({ transactions, initiatingPartyName: 'I'.repeat(71) }))).toEqual([
      'initiatingPartyName TOO_LONG',
      'transactions[0].creditor.name TOO_LONG',
      'transactions[0].remittanceInformation TOO_LONG',
    ]);
  });

  it('accepts 70-character names and 140-character remittance information', () => {
    const transactions = [
      paymentTransaction(1, {
        creditor: { ...paymentTransaction(1).creditor, name: 'N'.repeat(70) },
        remittanceInformation: 'R'.repeat(140),
      }),
    ];
    expect(codes(paymentFileInput({ transactions }))).toEqual([]);
  });

  it('limits identifiers to 35 characters of the SWIFT set', () => {
    expect(
      codes(
        paymentFileInput({
          messageId: 'M'.repeat(36),
          paymentInformationId: 'RELEASE_1',
          transactions: [paymentTransaction(1, { endToEndId: 'Fall#4711', instructionId: ' I-1' })],
        }),
      ),
    ).toEqual([
      'messageId TOO_LONG',
      'paymentInformationId IDENTIFIER_CHARSET',
      'transactions[0].instructionId IDENTIFIER_CHARSET',
      'transactions[0].endToEndId IDENTIFIER_CHARSET',
    ]);
    expect(codes(paymentFileInput({ messageId: 'M'.repeat(35) }))).toEqual([]);
  });

  it('refuses an execution date that is no bank business day and names the next one', () => {
    const problems = validatePaymentInput(paymentFileInput({ requestedExecutionDate: '2026-12-25' }));
    expect(problems).toEqual([
      {
        path: 'requestedExecutionDate',
        code: 'NOT_BANK_BUSINESS_DAY',
        message: '2026-12-25 is not a Swiss bank business day; the next one is 2026-12-28',
      },
    ]);
  });

  it.each(['2026-11-31', '25.11.2026', ''])('refuses the execution date %s', (date) => {
    expect(codes(paymentFileInput({ requestedExecutionDate: date }))).toEqual(['requestedExecutionDate INVALID_DATE']);
  });

  it.each(['2026-11-23T09:30:00.000Z', '2026-11-23T09:30:00+01:00', '2026-11-23T09:30:00'])(
    'accepts the creation time %s',
    (createdAt) => {
      expect(codes(paymentFileInput({ createdAt }))).toEqual([]);
    },
  );

  it.each(['2026-11-23', '2026-11-23 09:30:00', '2026-02-30T09:30:00', '2026-11-23T24:00:00'])(
    'refuses the creation time %s',
    (createdAt) => {
      expect(codes(paymentFileInput({ createdAt }))).toEqual(['createdAt INVALID_DATETIME']);
    },
  );

  it('refuses duplicate end-to-end and instruction ids', () => {
    const transactions = [
      paymentTransaction(1),
      paymentTransaction(2, { endToEndId: 'E2E-2026-11-1' }),
      paymentTransaction(3, { instructionId: 'INSTR-1' }),
    ];
    const problems = validatePaymentInput(paymentFileInput({ transactions }));
    expect(problems.map((problem) => `${problem.path} ${problem.code}`)).toEqual([
      'transactions[1].endToEndId DUPLICATE_END_TO_END_ID',
      'transactions[2].instructionId DUPLICATE_INSTRUCTION_ID',
    ]);
    expect(problems[0]?.message).toBe("The end-to-end id 'E2E-2026-11-1' is already used by transaction 1");
  });

  it('needs at least one transaction', () => {
    expect(codes(paymentFileInput({ transactions: [] }))).toEqual(['transactions NO_TRANSACTIONS']);
  });

  it('checks the debtor: BIC format, address', () => {
    const input = paymentFileInput();
    const debtor = { ...input.debtor, bic: 'CRESCHZZ8', address: { ...input.debtor.address, townName: '' } };
    expect(codes({ ...input, debtor })).toEqual(['debtor.address.townName REQUIRED', 'debtor.bic INVALID_BIC']);
  });

  it('formats IBANs in groups of four', () => {
    expect(formatIban('CH4431999123000889012')).toBe('CH44 3199 9123 0008 8901 2');
  });
});
