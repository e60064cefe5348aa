// The sick-pay engine's public surface (issue 5). See docs/domain/sick-pay-engine.md.
export * from './advanced-rules.ts';
export { CASE_STATUS_TRANSITIONS, deriveCaseStatus, isAllowedTransition } from './case-status.ts';
export { baselScaleDays, bernScaleDays, scaleDays, serviceYearOf, zurichScaleDays } from './continuation-of-pay.ts';
export * from './daily-allowance.ts';
export { computeEmployeeClaims } from './engine.ts';
export { applyLockedMonths, effectiveBookedLine, firstOpenMonthAfter } from './locked-months.ts';
export { monthlyTotals } from './monthly-totals.ts';
export { simpleToAdvanced } from './simple-to-advanced.ts';
export * from './types.ts';
export { fillWeekendGaps, normaliseAbsenceDays } from './weekend-fill.ts';
