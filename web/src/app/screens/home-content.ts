// What the start page offers a session: the product cards of built areas it may open, and the next steps (every
// area of its navigation but home, plus the platform administration for admins). Pure, so it is tested without a
// browser.
import { AREAS, type Area } from '../../../../src/contracts/areas.ts';
import { isAreaVisible, type Session } from '../../features/auth/index.ts';
import { adminNavItems, navSections } from '../layouts/nav-sections.ts';

export type FeatureKey = 'absences' | 'cases' | 'accounting' | 'analytics';

/** The product cards, each tied to the area (src/contracts/areas.ts) it leads to. */
export const FEATURE_AREAS: readonly { key: FeatureKey; areaId: string }[] = [
  { key: 'absences', areaId: 'absences' },
  { key: 'cases', areaId: 'cases' },
  { key: 'accounting', areaId: 'dailyAllowances' },
  { key: 'analytics', areaId: 'analytics' },
];

/** The product cards the session sees: only those whose area is built and open to it, with that area. */
export function homeFeatures(
  session: Session | null,
  areas: readonly Area[] = AREAS,
): { key: FeatureKey; area: Area }[] {
  return FEATURE_AREAS.flatMap(({ key, areaId }) => {
    const area = areas.find((candidate) => candidate.id === areaId);
    return area && isAreaVisible(area, session) ? [{ key, area }] : [];
  });
}

export type NextStep = { id: string; path: string; labelKey: string };

/** Where the session can go next from the start page, in navigation order. */
export function homeNextSteps(session: Session | null, areas: readonly Area[] = AREAS): NextStep[] {
  return [
    ...navSections(session, areas)
      .flatMap((section) => section.areas)
      .filter((area) => area.id !== 'home')
      .map((area) => ({ id: area.id, path: area.path, labelKey: `nav.areas.${area.id}` })),
    ...adminNavItems(session).map((item) => ({ id: item.id, path: item.path, labelKey: `admin.nav.${item.id}` })),
  ];
}
