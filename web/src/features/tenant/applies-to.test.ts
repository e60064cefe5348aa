import { describe, expect, it } from 'vitest';
import { appliesToLabel, appliesToNames, appliesToParts, nameWithId } from './applies-to.ts';

const names = appliesToNames({
  companySubunits: [
    { companySubunitId: 'ZH-HQ', name: 'Hauptsitz Zürich' },
    { companySubunitId: 'BE-LOG', name: null },
  ],
  processingGroups: [{ processingGroupId: 'MONTHLY', name: 'Monatslohn' }],
});

/** A fake t that shows the key and its values, so the tests read what the UI would translate. */
const t = (key: string, values?: Record<string, string>) =>
  values
    ? `${key}(${Object.entries(values)
        .map(([name, value]) => `${name}=${value}`)
        .join(', ')})`
    : key;

describe('appliesTo', () => {
  it('is the whole organisation when both parts are null or missing', () => {
    expect(appliesToParts({ companySubunitId: null, processingGroupId: null }, names)).toEqual({
      kind: 'wholeOrganisation',
    });
    expect(appliesToParts({}, names)).toEqual({ kind: 'wholeOrganisation' });
    expect(appliesToParts(undefined, names)).toEqual({ kind: 'wholeOrganisation' });
    expect(appliesToLabel({}, names, t)).toBe('tenant.appliesTo.wholeOrganisation');
  });

  it('names a subunit, a processing group or both, with the id', () => {
    expect(appliesToLabel({ companySubunitId: 'ZH-HQ', processingGroupId: null }, names, t)).toBe(
      'tenant.appliesTo.subunit(name=Hauptsitz Zürich (ZH-HQ))',
    );
    expect(appliesToLabel({ companySubunitId: null, processingGroupId: 'MONTHLY' }, names, t)).toBe(
      'tenant.appliesTo.processingGroup(name=Monatslohn (MONTHLY))',
    );
    expect(appliesToLabel({ companySubunitId: 'ZH-HQ', processingGroupId: 'MONTHLY' }, names, t)).toBe(
      'tenant.appliesTo.both(subunit=Hauptsitz Zürich (ZH-HQ), processingGroup=Monatslohn (MONTHLY))',
    );
  });

  it('shows just the id for units without a name and for ids the configuration does not know', () => {
    expect(appliesToParts({ companySubunitId: 'BE-LOG' }, names)).toEqual({
      kind: 'scoped',
      subunit: 'BE-LOG',
      processingGroup: null,
    });
    expect(appliesToParts({ processingGroupId: 'GONE' }, names)).toEqual({
      kind: 'scoped',
      subunit: null,
      processingGroup: 'GONE',
    });
  });

  it('nameWithId leaves out a name that is empty or the id itself', () => {
    expect(nameWithId('A', 'Alpha')).toBe('Alpha (A)');
    expect(nameWithId('A', ' ')).toBe('A');
    expect(nameWithId('A', 'A')).toBe('A');
    expect(nameWithId('A', undefined)).toBe('A');
  });

  it('reads names from a configuration without lists', () => {
    expect(appliesToNames(null).subunits.size).toBe(0);
    expect(appliesToNames({}).processingGroups.size).toBe(0);
  });
});
