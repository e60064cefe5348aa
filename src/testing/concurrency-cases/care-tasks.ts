// The concurrency cases of the care-tasks routes (issue 29), part of concurrency.test.ts.
import type { CaseTable } from './support.ts';

export const careTasksConcurrencyCases = {} satisfies CaseTable;
