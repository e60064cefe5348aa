// "appliesTo" of wage-type mappings and coverages as words: both parts null means the whole organisation;
// otherwise the subunit and / or processing group, by name where the configuration knows one. Pure.
import type { TFunction } from '../../lib/translator.ts';

export type AppliesToValue = { companySubunitId?: string | null; processingGroupId?: string | null };

/** Names by id, from the configuration (subunits may have no name). */
export type AppliesToNames = {
  subunits: ReadonlyMap<string, string | null>;
  processingGroups: ReadonlyMap<string, string>;
};

export type AppliesToParts =
  | { kind: 'wholeOrganisation' }
  | { kind: 'scoped'; subunit: string | null; processingGroup: string | null };

type NamedConfiguration = {
  companySubunits?: readonly { companySubunitId: string; name?: string | null }[];
  processingGroups?: readonly { processingGroupId: string; name: string }[];
};

export function appliesToNames(configuration: NamedConfiguration | null | undefined): AppliesToNames {
  return {
    subunits: new Map(
      (configuration?.companySubunits ?? []).map((unit) => [unit.companySubunitId, unit.name ?? null] as const),
    ),
    processingGroups: new Map(
      (configuration?.processingGroups ?? []).map((group) => [group.processingGroupId, group.name] as const),
    ),
  };
}

/** 'Hauptsitz Zürich (ZH-HQ)'; just the id when there is no name (or the name is the id). */
export function nameWithId(id: string, name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed && trimmed !== id ? `${trimmed} (${id})` : id;
}

export function appliesToParts(target: AppliesToValue | null | undefined, names: AppliesToNames): AppliesToParts {
  const subunitId = target?.companySubunitId ?? null;
  const groupId = target?.processingGroupId ?? null;
  if (subunitId === null && groupId === null) return { kind: 'wholeOrganisation' };
  return {
    kind: 'scoped',
    subunit: subunitId === null ? null : nameWithId(subunitId, names.subunits.get(subunitId)),
    processingGroup: groupId === null ? null : nameWithId(groupId, names.processingGroups.get(groupId)),
  };
}

/** The translated label, e.g. "Whole organisation", "Subunit Hauptsitz Zürich (ZH-HQ)". */
export function appliesToLabel(
  target: AppliesToValue | null | undefined,
  names: AppliesToNames,
  t: TFunction | ((key: string, options?: Record<string, string>) => string),
): string {
  const parts = appliesToParts(target, names);
  const translate = t as (key: string, options?: Record<string, string>) => string;
  if (parts.kind === 'wholeOrganisation') return translate('tenant.appliesTo.wholeOrganisation');
  if (parts.subunit !== null && parts.processingGroup !== null) {
    return translate('tenant.appliesTo.both', { subunit: parts.subunit, processingGroup: parts.processingGroup });
  }
  if (parts.subunit !== null) return translate('tenant.appliesTo.subunit', { name: parts.subunit });
  return translate('tenant.appliesTo.processingGroup', { name: parts.processingGroup ?? '' });
}
