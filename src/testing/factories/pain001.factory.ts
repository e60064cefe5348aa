// Test inputs for payment files: valid defaults, overridable per test (STYLE habit 4). IBANs were checked with
// ibantools (ISO 13616 mod 97); the QR-IBAN example is the one of swiss-rules.md §5.3.
import type { PaymentFileInput, PaymentTransaction } from '../../domain/payouts/pain001/types.ts';

export const IBANS = {
  debtor: 'CH56 0483 5012 3456 7800 9',
  creditorA: 'CH93 0076 2011 6238 5295 7',
  creditorB: 'CH96 0070 0110 0002 0413 5',
  creditorLi: 'LI21 0881 0000 2324 013A A',
  qrIban: 'CH44 3199 9123 0008 8901 2',
  badChecksum: 'CH93 0076 2011 6238 5295 8',
  german: 'DE89 3704 0044 0532 0130 00',
} as const;

export function paymentTransaction(index: number, overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    instructionId: `INSTR-${index}`,
    endToEndId: `E2E-2026-11-${index}`,
    amount: 10_000 + index,
    creditor: {
      name: `Employee ${index}`,
      address: {
        streetName: 'Musterweg',
        buildingNumber: String(index),
        postCode: '3000',
        townName: 'Bern',
        country: 'CH',
      },
    },
    creditorIban: IBANS.creditorA,
    remittanceInformation: `Sick pay November 2026, case ${index}`,
    ...overrides,
  };
}

export function paymentFileInput(overrides: Partial<PaymentFileInput> = {}): PaymentFileInput {
  return {
    messageId: 'ABSENZA-20261123-0001',
    createdAt: '2026-11-23T09:30:00',
    initiatingPartyName: 'Muster & Co. AG',
    debtor: {
      name: 'Muster & Co. AG',
      address: {
        streetName: 'Bahnhofstrasse',
        buildingNumber: '1',
        postCode: '8001',
        townName: 'Zürich',
        country: 'CH',
      },
      iban: IBANS.debtor,
      bic: 'CRESCHZZ80A',
    },
    requestedExecutionDate: '2026-11-25',
    paymentInformationId: 'RELEASE-2026-11-01',
    transactions: [paymentTransaction(1), paymentTransaction(2)],
    ...overrides,
  };
}

/** The three-transaction file of the golden test: accents, typographic quotes, an ampersand, an LI account. */
export function goldenInput(): PaymentFileInput {
  return paymentFileInput({
    transactions: [
      paymentTransaction(1, {
        creditor: {
          name: 'Zoë Müller-Lüdenscheidt',
          address: {
            streetName: 'Lörracherstrasse',
            buildingNumber: '12a',
            postCode: '4058',
            townName: 'Basel',
            country: 'CH',
          },
        },
        creditorIban: IBANS.creditorA,
        amount: 123_456,
        remittanceInformation: 'Krankentaggeld März 2026 – Fall 4711',
      }),
      paymentTransaction(2, {
        creditor: {
          name: 'François D’Aubigné',
          address: {
            streetName: 'Rue de l’Église',
            buildingNumber: null,
            postCode: '1204',
            townName: 'Genève',
            country: 'CH',
          },
        },
        creditorIban: IBANS.creditorB,
        amount: 5,
        remittanceInformation: 'Indemnité journalière & accident ‘UVG’',
      }),
      paymentTransaction(3, {
        creditor: {
          name: 'Şükrü Yılmaz',
          address: { streetName: 'Städtle', buildingNumber: '35', postCode: '9490', townName: 'Vaduz', country: 'LI' },
        },
        creditorIban: IBANS.creditorLi,
        amount: 99_900,
        remittanceInformation: 'Taggeld 👍 Dezember',
      }),
    ],
  });
}
