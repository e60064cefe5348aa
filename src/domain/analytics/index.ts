// The analytics domain (issue 32): the absence rate (C19) and the absence duration buckets (C18), pure.
// docs/domain/analytics.md explains the formulas; decision 0059 records the choices.
export * from './absence-hours.ts';
export * from './absence-rate.ts';
export * from './duration-analysis.ts';
export * from './duration-buckets.ts';
export * from './employee-month-figures.ts';
export * from './grouping.ts';
export * from './holidays.ts';
export * from './target-hours.ts';
