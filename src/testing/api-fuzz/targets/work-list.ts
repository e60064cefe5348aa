// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts): the
// home page's work lists (no parameters: the fuzzing sends unknown query keys and headers at them).
import type { FuzzTargets } from './support.ts';

export const workListTargets = {
  workList: () => ({}),
  adminWorkList: () => ({}),
} satisfies FuzzTargets;
