// A test order that starts the known long files first. With two workers, a long file that starts last runs alone
// at the end while the other worker idles. Vitest orders by the durations of the previous run, but a clean clone
// (CI) has none; it then orders by file size, and the longest suites are small files (api-fuzz.test.ts calls
// its suite in one line). The named files go first, in the order given; everything else keeps Vitest's order.
//
// TEST_SHUFFLE_SEED=<n> shuffles everything after the named files (a seeded, repeatable order): the server tests share
// their workers' modules (`isolate: false`), and a file that passes only after some other file shows up this way.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export function slowFirstSequencer(patterns: readonly RegExp[]): typeof BaseSequencer {
  return class SlowFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = shuffled(await super.sort(files), process.env.TEST_SHUFFLE_SEED);
      const rank = (file: TestSpecification) => {
        const index = patterns.findIndex((pattern) => pattern.test(file.moduleId));
        return index === -1 ? patterns.length : index;
      };
      const ordered = sorted
        .map((file, position) => ({ file, position }))
        .sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position)
        .map(({ file }) => file);
      // Each project's files together, the projects in the order of their first file: a worker that shares its modules
      // (`isolate: false`) serves one project's files one after another, and a file of another project in between
      // starts a worker anew. Interleaved, the same suite took 772 s instead of 469 s (2026-11-30).
      const projects = [...new Set(ordered.map((file) => file.project.name))];
      return projects.flatMap((name) => ordered.filter((file) => file.project.name === name));
    }
  };
}

/** A seeded Fisher-Yates shuffle (mulberry32); no seed: the order as given. */
function shuffled<T>(items: T[], seed: string | undefined): T[] {
  if (seed === undefined || seed === '') return items;
  let state = Number(seed) >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}
