// The organisation as a tree: the flat unit list of GET /organization (each unit names its parent) nested for
// display, children in a stable order. Pure, so it is tested without a browser. Defensive: a unit whose parent is
// missing, or that sits on a cycle, is shown at the top level rather than lost.
import type { OrganizationUnit, SupportedLanguage } from '../../../../src/contracts/index.ts';

export type OrganizationTreeNode = {
  unit: OrganizationUnit;
  children: OrganizationTreeNode[];
  /** 1 for the top level. */
  level: number;
};

const DESCRIPTION_FIELD = {
  de: 'descriptionDe',
  fr: 'descriptionFr',
  it: 'descriptionIt',
  en: 'descriptionEn',
} as const satisfies Record<SupportedLanguage, keyof OrganizationUnit>;

/** Fallback order after the UI language: German, English, French, Italian, the short code, the id. */
const FALLBACK_ORDER: readonly SupportedLanguage[] = ['de', 'en', 'fr', 'it'];

/** The unit's description in the UI language, falling back to another language, the short code or the id. */
export function unitDescription(unit: OrganizationUnit, language: SupportedLanguage): string {
  for (const candidate of [language, ...FALLBACK_ORDER]) {
    const text = unit[DESCRIPTION_FIELD[candidate]].trim();
    if (text) return text;
  }
  return unit.descriptionShort.trim() || unit.organizationId;
}

const byId = (a: OrganizationUnit, b: OrganizationUnit) => a.organizationId.localeCompare(b.organizationId, 'de-CH');

/**
 * Nests the units under their parents. Units without a (known) parent are roots; a unit on a parent cycle becomes
 * a root too, so every unit appears exactly once. Siblings keep the order of the list (the tenant's own order);
 * with `sort`, they are ordered by id.
 */
export function buildOrganizationTree(
  units: readonly OrganizationUnit[],
  options: { sort?: boolean } = {},
): OrganizationTreeNode[] {
  const known = new Map<string, OrganizationUnit>();
  for (const unit of units) if (!known.has(unit.organizationId)) known.set(unit.organizationId, unit);
  const unique = [...known.values()];
  const ordered = options.sort ? [...unique].sort(byId) : unique;

  /** Following the parents leads back to the unit itself (a unit hanging below a cycle is not on it). */
  const isOnCycle = (unit: OrganizationUnit) => {
    const seen = new Set<string>();
    let current = unit.parentOrganizationId;
    while (current !== null && !seen.has(current)) {
      if (current === unit.organizationId) return true;
      seen.add(current);
      current = known.get(current)?.parentOrganizationId ?? null;
    }
    return false;
  };

  const parentOf = (unit: OrganizationUnit): string | null => {
    const parent = unit.parentOrganizationId;
    if (parent === null || !known.has(parent) || isOnCycle(unit)) return null;
    return parent;
  };

  const childrenOf = new Map<string | null, OrganizationUnit[]>();
  for (const unit of ordered) {
    const parent = parentOf(unit);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), unit]);
  }
  const build = (parent: string | null, level: number): OrganizationTreeNode[] =>
    (childrenOf.get(parent) ?? []).map((unit) => ({
      unit,
      level,
      children: build(unit.organizationId, level + 1),
    }));
  return build(null, 1);
}

/** Every unit id of the tree (for "expand all"). */
export function treeIds(nodes: readonly OrganizationTreeNode[]): string[] {
  return nodes.flatMap((node) => [node.unit.organizationId, ...treeIds(node.children)]);
}

/** Number of units in the tree. */
export function countUnits(nodes: readonly OrganizationTreeNode[]): number {
  return treeIds(nodes).length;
}
