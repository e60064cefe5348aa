// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts):
// care-stages (issue 29).
import type { FuzzTargets } from './support.ts';

export const careStagesTargets = {} satisfies FuzzTargets;
