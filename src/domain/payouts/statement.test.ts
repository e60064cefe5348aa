// The payout statement's fields (spec section 3 "Payout") and the payout accounts' checks (swiss-rules.md 5.2-5.4).
import { describe, expect, it } from 'vitest';
import { booked, claimDays } from '../../testing/factories/payouts.factory.ts';
import { EMPTY_LEDGER } from './release-guard.ts';
import { payoutDraftsOf } from './settlement-periods.ts';
import { accountProblems, type PayoutParties, payoutStatementOf } from './statement.ts';

const parties: PayoutParties = {
  sender: {
    name: 'Helvetia Krankentaggeld, Leistungen',
    addressLine1: 'Dufourstrasse 40',
    addressLine2: null,
    postalCode: '9001',
    city: 'St. Gallen',
    country: 'CH',
    iban: 'CH56 0483 5012 3456 7800 9',
  },
  contact: { name: 'Team Leistungen KTG', email: 'ktg@example.ch', phone: null },
  carrier: { name: 'Helvetia', policyNumber: 'KTG-100' },
  billing: {
    name: 'Muster AG, Zürich',
    addressLine1: 'Bahnhofstrasse 1',
    addressLine2: null,
    postalCode: '8001',
    city: 'Zürich',
    country: 'CH',
    iban: 'ch93 0076 2011 6238 5295 7',
  },
  person: { firstName: 'Anna', lastName: 'Muster', personnelNumber: '1001' },
  caseNumber: 7,
  ktgCaseId: null,
};

describe('payoutStatementOf', () => {
  it('carries every field of the spec’s payout, the periods and the amounts', () => {
    const [draft] = payoutDraftsOf('2026-03', booked(claimDays('2026-03-01', '2026-03-12')), EMPTY_LEDGER).drafts;
    if (!draft) throw new Error('no draft');
    const statement = payoutStatementOf(draft, parties);
    expect(statement).toMatchObject({
      caseId: 'case-1',
      ktgCaseId: null,
      accountingMonthId: '2026-03',
      status: 'DRAFT',
      caseIdentifier: '7',
      iban: 'CH9300762011623852957',
      personNames: { firstName: 'Anna', lastName: 'Muster' },
      billingDetails: { name: 'Muster AG, Zürich', postalCode: '8001' },
      carrier: { name: 'Helvetia' },
      netAmount: 102_576, // 12 x 85.48 = 1 025.76
    });
    expect(statement.settlementPeriods).toBe(draft.periods);
    expect(payoutStatementOf(draft, { ...parties, ktgCaseId: 'KTG-2026-0042' }).caseIdentifier).toBe('KTG-2026-0042');
  });
});

describe('accountProblems', () => {
  it('accepts valid accounts and refuses invalid IBANs, QR-IBANs and wrong Swiss postcodes', () => {
    expect(accountProblems(parties)).toEqual([]);
    const billing = { ...parties.billing, iban: 'CH93 0076 2011 6238 5295 8', postalCode: '801' };
    expect(accountProblems({ ...parties, billing })).toEqual([
      { code: 'INVALID_IBAN', party: 'billing', reason: 'checksum' },
      { code: 'INVALID_POSTCODE', party: 'billing' },
    ]);
    const qr = { ...parties.billing, iban: 'CH44 3199 9123 0008 8901 2' };
    expect(accountProblems({ ...parties, billing: qr })).toEqual([{ code: 'QR_IBAN', party: 'billing' }]);
    // A foreign account of an insured person: no Swiss postcode rule.
    const foreign = { ...parties.billing, country: 'DE', postalCode: '10115', iban: 'DE89 3704 0044 0532 0130 00' };
    expect(accountProblems({ ...parties, billing: foreign })).toEqual([]);
  });
});
