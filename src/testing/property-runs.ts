// How many examples a property test tries (docs/testing.md "Property tests"): the number the test names, bounded so
// that the suite stays within its budget, times PROPERTY_RUNS_FACTOR when set — `PROPERTY_RUNS_FACTOR=20 npm test`
// runs the deeper search before a release or after a change to the engine, the accounting or the payouts.
const factor = Number(process.env.PROPERTY_RUNS_FACTOR ?? 1);

export function propertyRuns(runs: number): number {
  return Number.isFinite(factor) && factor > 0 ? Math.max(1, Math.round(runs * factor)) : runs;
}
