// A test order that starts the known long files first. With two workers, a long file that starts last runs alone
// at the end while the other worker idles. Vitest orders by the durations of the previous run, but a clean clone
// (CI) has none; it then orders by file size, and the longest suites are small files (api-fuzz.test.ts calls
// its suite in one line). The named files go first, in the order given; everything else keeps Vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export function slowFirstSequencer(patterns: readonly RegExp[]): typeof BaseSequencer {
  return class SlowFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (file: TestSpecification) => {
        const index = patterns.findIndex((pattern) => pattern.test(file.moduleId));
        return index === -1 ? patterns.length : index;
      };
      return sorted
        .map((file, position) => ({ file, position }))
        .sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position)
        .map(({ file }) => file);
    }
  };
}
