import { describe, expect, it } from 'vitest';
import { type EmployeeData, employeeData } from '../../../../src/contracts/index.ts';
import { changedFields, isSameValue } from './record-diff.ts';

const before: EmployeeData = employeeData.parse({
  personnelNumber: '10042',
  firstName: 'Anna',
  lastName: 'Müller',
  companySubunitId: 'ZH-HQ',
  address: { addressLine1: 'Bahnhofstrasse 12', country: 'CH', city: 'Zürich', zipCode: '8001' },
  phoneNumbers: [{ type: 'PRIVATE', phoneNumber: '+41 79 123 45 67', isPreferred: true }],
  employmentPercentage: 80,
  leavingDate: '',
  wageTypes: [{ wageTypeId: '1000', amount: 6850 }],
  policies: [{ policyType: 'UVG', policyNumber: 'UVG-1', businessUnit: 'A' }],
});

describe('changedFields: a correction sends only what changed', () => {
  it('is empty when nothing changed', () => {
    expect(changedFields(before, employeeData.parse(structuredClone(before)))).toEqual({});
  });

  it('names exactly the changed fields with their new values', () => {
    const after = { ...before, employmentPercentage: 60, lastName: 'Meier' };
    expect(changedFields(before, after)).toEqual({ employmentPercentage: 60, lastName: 'Meier' });
  });

  it('sends a cleared field as null and a cleared list as []', () => {
    const after = { ...before, companySubunitId: null, phoneNumbers: [] };
    expect(changedFields(before, after)).toEqual({ companySubunitId: null, phoneNumbers: [] });
  });

  it('sends a whole nested value when one part of it changed', () => {
    const address = { ...before.address, zipCode: '8002' } as EmployeeData['address'];
    expect(changedFields(before, { ...before, address })).toEqual({ address });
    const wageTypes = [...before.wageTypes, { wageTypeId: '1005', amount: 570.85 }];
    expect(changedFields(before, { ...before, wageTypes })).toEqual({ wageTypes });
  });

  it("treats '' and null (and a missing optional key) as the same nothing", () => {
    expect(changedFields(before, { ...before, leavingDate: null })).toEqual({});
    const address = { ...before.address, addressLine2: null } as EmployeeData['address'];
    expect(changedFields(before, { ...before, address })).toEqual({});
    expect(isSameValue({ description: undefined, amount: 1 }, { amount: 1 })).toBe(true);
  });

  it('ignores the order of object keys but not of list items', () => {
    expect(isSameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(isSameValue([1, 2], [2, 1])).toBe(false);
  });

  it('notices a new leaving date', () => {
    expect(changedFields(before, { ...before, leavingDate: '2026-06-30' })).toEqual({ leavingDate: '2026-06-30' });
  });
});
