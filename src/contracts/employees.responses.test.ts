// The employee contract: the response schemas of the employee routes and their JSON Schema (OpenAPI).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anna } from '../testing/contracts/employee-data.ts';
import {
  checkEmployeesExistBody,
  checkEmployeesExistResponse,
  createEmployeeBody,
  employeeData,
  employeeIdParams,
  employeeListPatchBody,
  employeeListPatchResult,
  employeeMinimal,
  employeeQuery,
  employeeRecord,
  employeeResponse,
  employeesPage,
  employeesQuery,
  newTemporalRecordBody,
  patchEmployeeBody,
} from './employees.ts';

describe('responses', () => {
  const data = employeeData.parse(anna);
  const record = {
    recordId: '3f1c2a9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
    employeeId: 'E-0042',
    validFrom: '2026-01-01',
    validTo: null,
    data,
    revision: 1,
    createdAt: '2026-01-05T08:15:00.000Z',
    updatedAt: '2026-01-05T08:15:00.000Z',
  };

  it('employeeRecord and employeeResponse', () => {
    expect(employeeRecord.parse(record)).toEqual(record);
    const response = {
      tenantId: '0b6f3c8e-1d2a-4c5b-8e9f-0a1b2c3d4e5f',
      employeeId: 'E-0042',
      record,
      history: [
        {
          recordId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          validFrom: '2019-03-01',
          validTo: '2025-12-31',
          revision: 2,
        },
        { recordId: record.recordId, validFrom: '2026-01-01', validTo: null, revision: 1 },
      ],
      revision: 3,
    };
    expect(employeeResponse.parse(response)).toEqual(response);
  });

  it('employeeMinimal, employeesPage, existence and list-patch results', () => {
    const minimal = {
      employeeId: 'E-0042',
      personnelNumber: '10042',
      firstName: 'Anna',
      lastName: 'Müller',
      companySubunitId: 'ZH-HQ',
      processingGroupId: null,
      leavingDate: null,
    };
    expect(employeeMinimal.parse(minimal)).toEqual(minimal);
    expect(employeesPage.parse({ items: [minimal], totalCount: 1 })).toEqual({ items: [minimal], totalCount: 1 });
    expect(checkEmployeesExistResponse.parse({ existing: ['E-1'], missing: ['E-2'] })).toEqual({
      existing: ['E-1'],
      missing: ['E-2'],
    });
    expect(employeeListPatchResult.parse({ updated: 2, unknownEmployeeIds: ['E-7'] })).toEqual({
      updated: 2,
      unknownEmployeeIds: ['E-7'],
    });
  });

  it('every schema converts to JSON Schema (OpenAPI)', () => {
    const requests = [
      employeesQuery,
      employeeIdParams,
      employeeQuery,
      checkEmployeesExistBody,
      createEmployeeBody,
      newTemporalRecordBody,
      patchEmployeeBody,
      employeeListPatchBody,
    ];
    for (const schema of requests) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    const responses = [
      employeeRecord,
      employeeResponse,
      employeeMinimal,
      employeesPage,
      checkEmployeesExistResponse,
      employeeListPatchResult,
    ];
    for (const schema of responses) expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    const data = z.toJSONSchema(createEmployeeBody, { io: 'input' }).properties?.data;
    if (typeof data !== 'object') throw new Error('createEmployeeBody has no data schema');
    expect([...(data.required ?? [])].sort()).toEqual(['firstName', 'lastName', 'personnelNumber']);
    expect(JSON.stringify(data.properties?.bankAccount)).toContain('oneOf');
  });
});
