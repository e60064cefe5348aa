// Serves `web/src/locales/<lang>.json?part=start` and `?part=rest`: the two parts of a language's translations
// (web/src/lib/translation-parts.ts), and `?part=certificate-upload` (the public upload page's texts) and `?part=analytics-home` (the home page's absence-rate tile), split when the module is loaded, so the source files stay one per language.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { analyticsHomePart, certificateUploadPart, splitTranslations } from './src/lib/translation-parts.ts';

const PART_ID =
  /[\\/]web[\\/]src[\\/]locales[\\/][a-z]{2}\.json\?(?:.*&)?part=(start|rest|certificate-upload|analytics-home)(?:&|$)/;

export function translationParts(): Plugin {
  return {
    name: 'absenza:translation-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART_ID.exec(id);
      if (!match) return undefined;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const translations = JSON.parse(await readFile(file, 'utf8'));
      const parts = splitTranslations(translations);
      const part =
        match[1] === 'start'
          ? parts.start
          : match[1] === 'rest'
            ? parts.rest
            : match[1] === 'analytics-home'
              ? analyticsHomePart(translations)
              : certificateUploadPart(translations);
      return {
        code: `export default ${JSON.stringify(part)};\n`,
        moduleType: 'js',
      };
    },
  };
}
