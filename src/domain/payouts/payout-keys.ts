// The keys of payouts (decision 0031): which booked line a payout line is (guard key), which day of the person it
// pays (day slot), whose account a reversal is netted in (account key), and the draft's identity for regeneration.
import type { Claim, CoverageLine } from '../sick-pay/types.ts';
import type { BookedClaim, LineKind, PayeeRef } from './types.ts';

export function lineKindOf(claim: Pick<Claim, 'isCorrection' | 'correctionKind'>): LineKind {
  return claim.isCorrection && claim.correctionKind ? claim.correctionKind : 'REGULAR';
}

/**
 * The person's day: employee, claim type, coverage line and date. Not the case: a day keeps its slot when it moves
 * to another case (reassignment, a case whose first day moves), so it cannot be paid once in each case.
 */
export function daySlotOf(booked: Pick<BookedClaim, 'employeeId' | 'claim'>): string {
  const { claim } = booked;
  return `${booked.employeeId}|${claim.claimType}|${claim.coverageLine}|${claim.date}`;
}

/**
 * The guard key of a booked line: its day slot, the month it is booked in and its kind. A lock books a person's
 * month once (decision 0027) and the engine books at most one reversal and one rebooking per day and month (C12),
 * so the key names exactly one booked line. It leaves the revision id out on purpose: whatever is regenerated,
 * retried or re-locked, a day booked in a month as a kind is paid at most once (unique in payout_lines).
 */
export function guardKeyOf(booked: Pick<BookedClaim, 'employeeId' | 'claim'>): string {
  return guardKeyOfSlot(daySlotOf(booked), booked.claim);
}

/** guardKeyOf from the line's day slot (daySlotOf), when the caller has it already. */
export function guardKeyOfSlot(
  daySlot: string,
  claim: Pick<BookedClaim['claim'], 'accountingMonthId' | 'isCorrection' | 'correctionKind'>,
): string {
  return `${daySlot}|${claim.accountingMonthId}|${lineKindOf(claim)}`;
}

/** C13 from the claim's payee (the engine decided it at the leaving date) and the booked unit. */
export function payeeOf(booked: BookedClaim): PayeeRef {
  return booked.claim.payee === 'INSURED_PERSON'
    ? { kind: 'INSURED_PERSON', employeeId: booked.employeeId }
    : { kind: 'EMPLOYER', companySubunitId: booked.companySubunitId };
}

export function payeeKeyOf(payee: PayeeRef): string {
  return payee.kind === 'EMPLOYER' ? `EMPLOYER:${payee.companySubunitId ?? '-'}` : `INSURED_PERSON:${payee.employeeId}`;
}

/** Offsets are netted per payee and coverage line: the UVG and the KTG carrier do not settle each other's debts. */
export function accountKeyOf(payee: PayeeRef, coverageLine: CoverageLine): string {
  return `${payeeKeyOf(payee)}|${coverageLine}`;
}

export function draftKeyOf(month: string, caseId: string, payee: PayeeRef, coverageLine: CoverageLine): string {
  return `${month}|${caseId}|${payeeKeyOf(payee)}|${coverageLine}`;
}

export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
