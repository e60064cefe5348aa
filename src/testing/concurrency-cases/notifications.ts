// The concurrency cases of the notifications routes (issue 29), part of concurrency.test.ts.
import type { CaseTable } from './support.ts';

export const notificationsConcurrencyCases = {} satisfies CaseTable;
