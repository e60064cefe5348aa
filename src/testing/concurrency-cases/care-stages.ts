// The concurrency cases of the care-stages routes (issue 29), part of concurrency.test.ts.
import type { CaseTable } from './support.ts';

export const careStagesConcurrencyCases = {} satisfies CaseTable;
