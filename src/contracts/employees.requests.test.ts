// The employee contract: the request bodies and queries of the employee routes (create, new temporal
// record, patch, list and lookup).
import { describe, expect, it } from 'vitest';
import {
  anna,
  DATE,
  EMPTY,
  issues,
  OASI_CHECK,
  PERCENTAGE,
  SINGLE,
  with_,
} from '../testing/contracts/employee-data.ts';
import {
  checkEmployeesExistBody,
  createEmployeeBody,
  employeeIdParams,
  employeeListPatchBody,
  employeeQuery,
  employeesQuery,
  newTemporalRecordBody,
  patchEmployeeBody,
} from './employees.ts';

describe('create and new temporal record', () => {
  it('createEmployeeBody: employeeId, validFrom, data', () => {
    const parsed = createEmployeeBody.parse({ employeeId: 'E-0042', validFrom: '2026-01-01', data: anna });
    expect(parsed.data.bankAccount?.iban).toBe('CH9300762011623852957');
    expect(issues(createEmployeeBody, { employeeId: ' ', validFrom: '2026-01-01', data: anna })).toEqual([
      `employeeId: ${EMPTY}`,
    ]);
    expect(issues(createEmployeeBody, { employeeId: 'E-1', validFrom: '01.01.2026', data: anna })).toEqual([
      `validFrom: ${DATE}`,
    ]);
    expect(
      issues(createEmployeeBody, { employeeId: 'E-1', validFrom: '2026-01-01', data: with_({ lastName: '' }) }),
    ).toEqual([`data.lastName: ${EMPTY}`]);
    expect(
      issues(createEmployeeBody, { employeeId: 'E-1', validFrom: '2026-01-01', validTo: null, data: anna }),
    ).toEqual(['Unrecognized key: "validTo"']);
    expect(
      issues(createEmployeeBody, { employeeId: 'x'.repeat(101), validFrom: '2026-01-01', data: anna }),
    ).toHaveLength(1);
  });

  it('newTemporalRecordBody: validFrom, data', () => {
    expect(
      issues(newTemporalRecordBody, { validFrom: '2026-07-01', data: with_({ employmentPercentage: 60 }) }),
    ).toEqual([]);
    expect(issues(newTemporalRecordBody, { validFrom: '2026-02-30', data: anna })).toEqual([`validFrom: ${DATE}`]);
    expect(issues(newTemporalRecordBody, { data: anna })).toEqual([`validFrom: ${DATE}`]);
    expect(issues(newTemporalRecordBody, { validFrom: '2026-07-01', employeeId: 'E-1', data: anna })).toEqual([
      'Unrecognized key: "employeeId"',
    ]);
  });
});

describe('patchEmployeeBody', () => {
  it('keeps only the fields given (no defaults filled in)', () => {
    expect(patchEmployeeBody.parse({ data: { lastName: 'Keller' } })).toEqual({ data: { lastName: 'Keller' } });
    // '' is accepted (spec section 5) and normalised to null, which clears the leaving date as null does.
    expect(patchEmployeeBody.parse({ data: { leavingDate: '', bankAccount: null } })).toEqual({
      data: { leavingDate: null, bankAccount: null },
    });
  });

  it.each<[string, unknown, string[]]>([
    ['empty data', { data: {} }, ['data: At least one field must be given']],
    ['no data', {}, ['data: Invalid input: expected object, received undefined']],
    ['unknown field', { data: { nickname: 'A' } }, ['data: Unrecognized key: "nickname"']],
    ['unknown top-level key', { data: { lastName: 'K' }, validFrom: '2026-01-01' }, ['Unrecognized key: "validFrom"']],
    ['name emptied', { data: { firstName: '' } }, [`data.firstName: ${EMPTY}`]],
    ['name nulled', { data: { firstName: null } }, ['data.firstName: Invalid input: expected string, received null']],
    ['bad leaving date', { data: { leavingDate: '2026-02-30' } }, [`data.leavingDate: ${DATE}`]],
    ['bad OASI number', { data: { oasiNumber: '756.9217.0769.84' } }, [`data.oasiNumber: ${OASI_CHECK}`]],
    ['bad percentage', { data: { employmentPercentage: 100.5 } }, [`data.employmentPercentage: ${PERCENTAGE}`]],
    [
      'KTG policy with businessUnit',
      { data: { policies: [{ policyType: 'KTG', policyNumber: 'K', businessUnit: 'B' }] } },
      [`data.policies.0: ${SINGLE}`],
    ],
    [
      'DOMESTIC account with a bic',
      { data: { bankAccount: { ...anna.bankAccount, bic: 'UBSWCHZH80A' } } },
      [`data.bankAccount: ${SINGLE}`],
    ],
  ])('%s', (_label, body, expected) => {
    expect(issues(patchEmployeeBody, body)).toEqual(expected);
  });
});

describe('list and lookup requests', () => {
  it('employeesQuery: defaults, sort fields, paging', () => {
    expect(employeesQuery.parse({})).toEqual({ sortBy: 'LAST_NAME', sortOrder: 'ASC', skip: 0, take: 50 });
    expect(
      employeesQuery.parse({
        search: ' Müller ',
        companySubunitId: 'ZH-HQ',
        processingGroupId: 'MONTHLY-CH',
        activeOn: '2026-01-31',
        sortBy: 'DATE_OF_EMPLOYMENT',
        sortOrder: 'DESC',
        skip: '50',
        take: '199',
      }),
    ).toEqual({
      search: 'Müller',
      companySubunitId: 'ZH-HQ',
      processingGroupId: 'MONTHLY-CH',
      activeOn: '2026-01-31',
      sortBy: 'DATE_OF_EMPLOYMENT',
      sortOrder: 'DESC',
      skip: 50,
      take: 199,
    });
    for (const sortBy of ['PERSONNEL_NUMBER', 'FIRST_NAME', 'LAST_NAME', 'DATE_OF_EMPLOYMENT']) {
      expect(issues(employeesQuery, { sortBy })).toEqual([]);
    }
    expect(issues(employeesQuery, { sortBy: 'START_DATE' })).toHaveLength(1);
    expect(issues(employeesQuery, { sortOrder: 'asc' })).toHaveLength(1);
    expect(issues(employeesQuery, { search: 'x'.repeat(201) })).toHaveLength(1);
    expect(issues(employeesQuery, { activeOn: '2026-02-30' })).toEqual([`activeOn: ${DATE}`]);
    expect(issues(employeesQuery, { take: '200' })).toHaveLength(1);
    expect(issues(employeesQuery, { take: '0' })).toHaveLength(1);
    expect(issues(employeesQuery, { skip: '-1' })).toHaveLength(1);
    expect(issues(employeesQuery, { companySubunitId: '' })).toEqual([`companySubunitId: ${EMPTY}`]);
    expect(issues(employeesQuery, { q: 'x' })).toEqual(['Unrecognized key: "q"']);
  });

  it('employeeIdParams and employeeQuery', () => {
    expect(employeeIdParams.parse({ employeeId: 'E-0042' })).toEqual({ employeeId: 'E-0042' });
    expect(issues(employeeIdParams, { employeeId: '' })).toEqual([`employeeId: ${EMPTY}`]);
    expect(issues(employeeIdParams, { employeeId: 'x'.repeat(101) })).toHaveLength(1);
    expect(employeeQuery.parse({})).toEqual({});
    expect(employeeQuery.parse({ dateOfReference: '2026-03-31' })).toEqual({ dateOfReference: '2026-03-31' });
    expect(issues(employeeQuery, { dateOfReference: '2026-04-31' })).toEqual([`dateOfReference: ${DATE}`]);
  });

  it('checkEmployeesExistBody: 1-1000 non-empty ids', () => {
    expect(issues(checkEmployeesExistBody, { employeeIds: ['E-1', 'E-2'] })).toEqual([]);
    expect(issues(checkEmployeesExistBody, { employeeIds: [] })).toHaveLength(1);
    expect(issues(checkEmployeesExistBody, { employeeIds: ['E-1', ''] })).toEqual([`employeeIds.1: ${EMPTY}`]);
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `E-${index}`);
    expect(issues(checkEmployeesExistBody, { employeeIds: ids(1000) })).toEqual([]);
    expect(issues(checkEmployeesExistBody, { employeeIds: ids(1001) })).toHaveLength(1);
  });

  it('employeeListPatchBody: only employeeId required, 1-10000 employees, each once', () => {
    expect(
      employeeListPatchBody.parse({
        employees: [
          { employeeId: 'E-1' },
          { employeeId: 'E-2', superiorId: 'E-1', hrBusinessPartnerId: 'E-9' },
          { employeeId: 'E-3', superiorId: null, hrBusinessPartnerId: null },
        ],
      }).employees,
    ).toHaveLength(3);
    expect(issues(employeeListPatchBody, { employees: [] })).toHaveLength(1);
    expect(issues(employeeListPatchBody, { employees: [{ superiorId: 'E-1' }] })).toEqual([
      'employees.0.employeeId: Invalid input: expected string, received undefined',
    ]);
    expect(issues(employeeListPatchBody, { employees: [{ employeeId: 'E-1', superiorId: '' }] })).toEqual([
      `employees.0.superiorId: ${EMPTY}`,
    ]);
    expect(issues(employeeListPatchBody, { employees: [{ employeeId: 'E-1', manager: 'E-2' }] })).toEqual([
      'employees.0: Unrecognized key: "manager"',
    ]);
    expect(issues(employeeListPatchBody, { employees: [{ employeeId: 'E-1' }, { employeeId: 'E-1' }] })).toEqual([
      'employees.1.employeeId: Each employeeId may appear only once',
    ]);
    expect(issues(employeeListPatchBody, { employees: [{ employeeId: 'E-1', superiorId: 'E-1' }] })).toEqual([
      'employees.0: An employee cannot be their own superior or HR business partner',
    ]);
    const many = (count: number) => Array.from({ length: count }, (_, index) => ({ employeeId: `E-${index}` }));
    expect(issues(employeeListPatchBody, { employees: many(10000) })).toEqual([]);
    expect(issues(employeeListPatchBody, { employees: many(10001) })).toHaveLength(1);
  });
});
