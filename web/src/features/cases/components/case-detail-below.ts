// The case detail's parts below its first screen, one chunk loaded after the first paint (case-detail-later.tsx,
// decision 0045).
export { CaseCalendar } from './case-calendar.tsx';
export { CaseComments } from './case-comments.tsx';
export { CaseExplanation } from './case-explanation.tsx';
export { CaseInputs } from './case-inputs.tsx';
export { CaseLinksSection } from './case-links-section.tsx';
export { MonthlyTotals } from './monthly-totals.tsx';
