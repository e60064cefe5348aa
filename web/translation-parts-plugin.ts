// Serves `web/src/locales/<lang>.json?part=start` and `?part=rest`: the two parts of a language's translations
// (web/src/lib/translation-parts.ts), split when the module is loaded, so the source files stay one per language.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { splitTranslations } from './src/lib/translation-parts.ts';

const PART_ID = /[\\/]web[\\/]src[\\/]locales[\\/][a-z]{2}\.json\?(?:.*&)?part=(start|rest)(?:&|$)/;

export function translationParts(): Plugin {
  return {
    name: 'absenza:translation-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART_ID.exec(id);
      if (!match) return undefined;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const parts = splitTranslations(JSON.parse(await readFile(file, 'utf8')));
      return {
        code: `export default ${JSON.stringify(match[1] === 'start' ? parts.start : parts.rest)};\n`,
        moduleType: 'js',
      };
    },
  };
}
