// The accounting's enumerations without Zod, for the contract (./accounting.ts) and the web's lazy screens alike.

export const SUBMISSION_STATUSES = ['not_submitted', 'submitted', 'locked'] as const;
export const WIDGET_STEP_STATUSES = ['completed', 'pending', 'blocked'] as const;
export const WIDGET_STEPS = [
  'DATA_RECEIVED',
  'ISSUES_RESOLVED',
  'CLAIMS_REVIEWED',
  'SUBMITTED',
  'LOCKED',
  'EXPORTED',
] as const;
