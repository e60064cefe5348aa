// Saved filters of the lists (issue 31 scope 5, decision 0058 "Saved filters in the lists"): a list's URL search
// without its page, stored per user under `list:<listId>:<name>` (POST /filter-settings). Pure functions: the key
// from a list and a name and back, the saved value from the list's search, and the list's search from a saved value
// (read through the list's own parsers, so an old or hand-made value can only set what the list knows).
import type { ListSearch } from '../../components/list-kit/index.ts';

/** The contract's FILTER_KEY_MAX (src/contracts/reports.ts; the test holds them equal): not imported, so the lists'
 * chunks do not load the reports' schemas. */
export const FILTER_KEY_MAX = 200;

/** A list's id in the keys: letters, digits and dashes (the key's parts are split at the colons). */
const LIST_ID = /^[a-z][a-z0-9-]*$/;

export type SavedFilter = { name: string; value: Record<string, unknown> };

/** `list:<listId>:` — every saved filter of one list starts so (GET /filter-settings?prefix=). */
export function savedFilterPrefix(listId: string): string {
  if (!LIST_ID.test(listId)) throw new Error(`Not a list id: ${listId}`);
  return `list:${listId}:`;
}

/** The longest name a list's filter may have (the key is at most FILTER_KEY_MAX characters). */
export function savedFilterNameMax(listId: string): number {
  return FILTER_KEY_MAX - savedFilterPrefix(listId).length;
}

/** A name as it is stored: trimmed, inner runs of white space made one space. */
export function normalizeFilterName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The key of a list's filter by that name; undefined when the name is blank or too long. */
export function savedFilterKey(listId: string, name: string): string | undefined {
  const normalized = normalizeFilterName(name);
  if (normalized === '' || normalized.length > savedFilterNameMax(listId)) return undefined;
  return `${savedFilterPrefix(listId)}${normalized}`;
}

/** The filter's name of a key of this list; undefined for another list's key (or a blank name). */
export function savedFilterName(listId: string, filterKey: string): string | undefined {
  const prefix = savedFilterPrefix(listId);
  if (!filterKey.startsWith(prefix)) return undefined;
  return filterKey.slice(prefix.length) || undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value to save: the list's search as the list reads it (its own keys only, invalid values and defaults
 * dropped), without the page — a saved filter opens on the first page.
 */
export function savedValueOf<S extends object, F extends string>(
  definition: ListSearch<S, F>,
  search: Record<string, unknown>,
): Record<string, unknown> {
  const { page: _page, ...value } = definition.parse(search) as Record<string, unknown>;
  return value;
}

/** Nothing to save: the list as it opens (no filter, default sort and size). */
export function isEmptySavedValue(value: Record<string, unknown>): boolean {
  return Object.keys(value).length === 0;
}

/**
 * The list's search after applying a saved value: every key of the list set from the value (absent = default), the
 * page back to the first, the other params of the URL (`lang`) kept; keys the list does not know and invalid values
 * are ignored. A value that is not an object applies as "no filter".
 */
export function searchFromSavedValue<S extends object, F extends string, P extends Record<string, unknown>>(
  definition: ListSearch<S, F>,
  current: P,
  value: unknown,
): P {
  const saved = isRecord(value) ? value : {};
  const changes = Object.fromEntries(
    definition.keys.map((key) => [key, key === 'page' ? undefined : saved[key]]),
  ) as Partial<Record<keyof S, unknown>>;
  return definition.update(current, changes);
}

/** Does the list show this saved filter right now (its search without the page equals the value)? */
export function isCurrentSavedValue<S extends object, F extends string>(
  definition: ListSearch<S, F>,
  search: Record<string, unknown>,
  value: unknown,
): boolean {
  const current = savedValueOf(definition, search);
  const applied = savedValueOf(definition, searchFromSavedValue(definition, {}, value));
  return sameEntries(current, applied);
}

function sameEntries(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]))
  );
}

/** The saved filters of a list from GET /filter-settings's items, by name (case- and accent-insensitive order). */
export function savedFiltersOf(
  listId: string,
  items: readonly { filterKey: string; value: unknown }[],
  locale: string,
): SavedFilter[] {
  const filters: SavedFilter[] = [];
  for (const item of items) {
    const name = savedFilterName(listId, item.filterKey);
    if (name !== undefined && isRecord(item.value)) filters.push({ name, value: item.value });
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return filters.sort((a, b) => collator.compare(a.name, b.name));
}
