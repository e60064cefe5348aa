// The home page's absence-rate tile (issue 32 point 6) behind a small chunk of its own: the home page names only this
// file, so its first load grows by a few bytes (docs/performance.md "Web first load": the start page is at its
// budget). Here, after the page's first paint and only for the roles that see analytics, the tile's chunk loads with
// its few texts (`?part=analytics-home`, lib/translation-parts.ts) — not the rest of the translations, which the
// screens behind the home page load. A language switch loads the texts of the new language.

import { lazy, Suspense, useEffect, useState } from 'react';
import type { SupportedLanguage } from '../../../../src/contracts/index.ts';
import { useSession } from '../../features/auth/index.ts';
import { type TranslationTree, useTranslation } from '../../lib/translator.ts';
import { useCurrentLanguage } from '../../lib/use-formatters.ts';
import { showsAbsenceRateTile } from './home-rate-tile-access.ts';

const TEXTS: Record<SupportedLanguage, () => Promise<{ default: TranslationTree }>> = {
  de: () => import('../../locales/de.json?part=analytics-home'),
  fr: () => import('../../locales/fr.json?part=analytics-home'),
  it: () => import('../../locales/it.json?part=analytics-home'),
  en: () => import('../../locales/en.json?part=analytics-home'),
};
const loaded = new Map<SupportedLanguage, Promise<void>>();

function loadTexts(language: SupportedLanguage, addResources: (language: string, tree: TranslationTree) => void) {
  let load = loaded.get(language);
  if (!load) {
    load = TEXTS[language]().then((module) => addResources(language, module.default));
    load.catch(() => loaded.delete(language));
    loaded.set(language, load);
  }
  return load;
}

const HomeRateTile = lazy(() =>
  import('../../features/analytics/screens/home-rate-tile.ts').then((module) => ({ default: module.HomeRateTile })),
);

export default function HomeRateTileLoader() {
  const { i18n } = useTranslation();
  const language = useCurrentLanguage();
  const isShown = showsAbsenceRateTile(useSession());
  const [textsOf, setTextsOf] = useState<SupportedLanguage | null>(null);
  useEffect(() => {
    if (!isShown) return;
    // After the first paint: the effect runs once the page is on screen; the next frame leaves it painted.
    let isCurrent = true;
    const frame = requestAnimationFrame(() => {
      loadTexts(language, (code, tree) => i18n.addResources(code, tree)).then(
        () => isCurrent && setTextsOf(language),
        () => undefined,
      );
    });
    return () => {
      isCurrent = false;
      cancelAnimationFrame(frame);
    };
  }, [isShown, language, i18n]);
  if (!isShown || textsOf === null) return null;
  return (
    <Suspense fallback={null}>
      <HomeRateTile />
    </Suspense>
  );
}
