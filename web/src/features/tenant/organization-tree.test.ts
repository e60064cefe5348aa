import { describe, expect, it } from 'vitest';
import type { OrganizationUnit } from '../../../../src/contracts/index.ts';
import { buildOrganizationTree, countUnits, treeIds, unitDescription } from './organization-tree.ts';

const unit = (
  organizationId: string,
  parentOrganizationId: string | null = null,
  descriptions: Partial<
    Pick<OrganizationUnit, 'descriptionDe' | 'descriptionFr' | 'descriptionIt' | 'descriptionEn'>
  > = {},
): OrganizationUnit => ({
  organizationId,
  parentOrganizationId,
  descriptionDe: '',
  descriptionFr: '',
  descriptionIt: '',
  descriptionEn: '',
  descriptionShort: '',
  superior: null,
  ...descriptions,
});

type Shape = { id: string; level: number; children: Shape[] };
const shape = (nodes: ReturnType<typeof buildOrganizationTree>): Shape[] =>
  nodes.map((node) => ({ id: node.unit.organizationId, level: node.level, children: shape(node.children) }));

describe('buildOrganizationTree', () => {
  it('nests the flat list under the parents, keeping the list order of siblings', () => {
    const tree = buildOrganizationTree([
      unit('AB'),
      unit('REG-DS', 'AB'),
      unit('REG-WS', 'AB'),
      unit('ZH-HQ', 'REG-DS'),
      unit('BE-LOG', 'REG-DS'),
      unit('GE-SUD', 'REG-WS'),
    ]);
    expect(shape(tree)).toEqual([
      {
        id: 'AB',
        level: 1,
        children: [
          {
            id: 'REG-DS',
            level: 2,
            children: [
              { id: 'ZH-HQ', level: 3, children: [] },
              { id: 'BE-LOG', level: 3, children: [] },
            ],
          },
          { id: 'REG-WS', level: 2, children: [{ id: 'GE-SUD', level: 3, children: [] }] },
        ],
      },
    ]);
    expect(countUnits(tree)).toBe(6);
  });

  it('builds the same tree whatever order the children come in before their parents', () => {
    const tree = buildOrganizationTree([unit('C', 'B'), unit('B', 'A'), unit('A')]);
    expect(treeIds(tree)).toEqual(['A', 'B', 'C']);
  });

  it('sorts siblings by id when asked', () => {
    const tree = buildOrganizationTree([unit('ROOT'), unit('Z', 'ROOT'), unit('A', 'ROOT')], { sort: true });
    expect(treeIds(tree)).toEqual(['ROOT', 'A', 'Z']);
  });

  it('shows a unit with an unknown parent at the top level instead of losing it', () => {
    const tree = buildOrganizationTree([unit('A'), unit('ORPHAN', 'MISSING')]);
    expect(shape(tree).map((node) => node.id)).toEqual(['A', 'ORPHAN']);
  });

  it('lists every unit once even when parents form a cycle, with units below the cycle nested', () => {
    const tree = buildOrganizationTree([unit('X', 'Y'), unit('Y', 'X'), unit('CHILD', 'X'), unit('SELF', 'SELF')]);
    expect(treeIds(tree).sort()).toEqual(['CHILD', 'SELF', 'X', 'Y']);
    expect(
      shape(tree)
        .find((node) => node.id === 'X')
        ?.children.map((child) => child.id),
    ).toEqual(['CHILD']);
  });

  it('keeps the first of duplicated ids', () => {
    const tree = buildOrganizationTree([
      unit('A', null, { descriptionDe: 'first' }),
      unit('A', null, { descriptionDe: 'second' }),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.unit.descriptionDe).toBe('first');
  });

  it('is empty for no units', () => {
    expect(buildOrganizationTree([])).toEqual([]);
  });
});

describe('unitDescription', () => {
  const all = unit('ZH', null, {
    descriptionDe: 'Hauptsitz Zürich',
    descriptionFr: 'Siège Zurich',
    descriptionIt: 'Sede Zurigo',
    descriptionEn: 'Zurich headquarters',
  });

  it('uses the UI language', () => {
    expect(unitDescription(all, 'de')).toBe('Hauptsitz Zürich');
    expect(unitDescription(all, 'fr')).toBe('Siège Zurich');
    expect(unitDescription(all, 'it')).toBe('Sede Zurigo');
    expect(unitDescription(all, 'en')).toBe('Zurich headquarters');
  });

  it('falls back to German, then English, French, Italian, the short code and the id', () => {
    expect(unitDescription(unit('A', null, { descriptionDe: 'Nur Deutsch' }), 'it')).toBe('Nur Deutsch');
    expect(unitDescription(unit('A', null, { descriptionEn: 'Only English', descriptionFr: 'Français' }), 'it')).toBe(
      'Only English',
    );
    expect(unitDescription(unit('A', null, { descriptionIt: 'Solo italiano' }), 'fr')).toBe('Solo italiano');
    expect(unitDescription({ ...unit('A'), descriptionShort: 'AB' }, 'de')).toBe('AB');
    expect(unitDescription(unit('A', null, { descriptionDe: '   ' }), 'de')).toBe('A');
  });
});
