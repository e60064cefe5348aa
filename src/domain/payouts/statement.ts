// The payout as the spec names it (section 3 "Payout": sender, contact, billing details, case identifier, person
// names, iban, carrier, status, settlementPeriods) from a draft and the parties the server reads (tenant billing
// address, the employee's bank account, the carrier's paying unit). Structured addresses: pain.001 requires them from
// November 2026 (swiss-rules.md 5.5), so they are never one free-text line.
import { isSwissPostcode, validateIban } from '../swiss-identifiers.ts';
import type { PayeeRef, PayoutDraft, PayoutStatus, SettlementPeriod } from './types.ts';

export type PostalAddress = {
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

export type PayoutParties = {
  /** The carrier's paying unit (the debtor of the payment). */
  sender: PostalAddress & { iban: string };
  /** Who answers the payee's questions at the carrier. */
  contact: { name: string; email: string | null; phone: string | null };
  carrier: { name: string; policyNumber: string | null };
  /** The payee's account: the employer subunit's billing address (C13) or the person's bank account holder. */
  billing: PostalAddress & { iban: string };
  person: { firstName: string; lastName: string; personnelNumber: string | null };
  caseNumber: number;
  ktgCaseId: string | null;
};

export type PayoutStatement = {
  caseId: string;
  ktgCaseId: string | null;
  accountingMonthId: string;
  status: PayoutStatus;
  sender: PayoutParties['sender'];
  contact: PayoutParties['contact'];
  payee: PayeeRef;
  billingDetails: PostalAddress;
  /** The carrier's case reference: the KTG case id when there is one, else the case number. */
  caseIdentifier: string;
  personNames: PayoutParties['person'];
  /** The payee's IBAN in electronic form. */
  iban: string;
  carrier: PayoutParties['carrier'];
  settlementPeriods: SettlementPeriod[];
  grossAmount: number;
  offsetApplied: number;
  carriedOffset: number;
  netAmount: number;
};

export function payoutStatementOf(
  draft: PayoutDraft,
  parties: PayoutParties,
  status: PayoutStatus = 'DRAFT',
): PayoutStatement {
  const { iban, ...billingDetails } = parties.billing;
  const validated = validateIban(iban);
  return {
    caseId: draft.caseId,
    ktgCaseId: parties.ktgCaseId,
    accountingMonthId: draft.accountingMonthId,
    status,
    sender: parties.sender,
    contact: parties.contact,
    payee: draft.payee,
    billingDetails,
    caseIdentifier: parties.ktgCaseId ?? String(parties.caseNumber),
    personNames: parties.person,
    iban: validated.ok ? validated.iban : iban,
    carrier: parties.carrier,
    settlementPeriods: draft.periods,
    grossAmount: draft.grossAmount,
    offsetApplied: draft.offsetApplied,
    carriedOffset: draft.carriedOffset,
    netAmount: draft.netAmount,
  };
}

export type AccountProblem =
  | { code: 'INVALID_IBAN'; party: 'sender' | 'billing'; reason: 'format' | 'checksum' | 'country' }
  | { code: 'QR_IBAN'; party: 'sender' | 'billing' }
  | { code: 'INVALID_POSTCODE'; party: 'sender' | 'billing' };

/**
 * Why the payment cannot be made to these accounts (the release checks it beside assertReleasable when netAmount > 0):
 * an invalid IBAN, a QR-IBAN (valid only with a QR reference, never a payout account: swiss-rules.md 5.3), a CH/LI
 * postcode that is not 4 digits (5.4).
 */
export function accountProblems(parties: Pick<PayoutParties, 'sender' | 'billing'>): AccountProblem[] {
  const problems: AccountProblem[] = [];
  for (const party of ['sender', 'billing'] as const) {
    const account = parties[party];
    const iban = validateIban(account.iban);
    if (!iban.ok) problems.push({ code: 'INVALID_IBAN', party, reason: iban.reason });
    else if (iban.isQrIban) problems.push({ code: 'QR_IBAN', party });
    if ((account.country === 'CH' || account.country === 'LI') && !isSwissPostcode(account.postalCode)) {
      problems.push({ code: 'INVALID_POSTCODE', party });
    }
  }
  return problems;
}
