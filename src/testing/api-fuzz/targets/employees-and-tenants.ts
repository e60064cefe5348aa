// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts):
// employees, the tenant, its issues, configuration and organisation, and the admin tenant and employee routes.
import { randomUUID } from 'node:crypto';
import { CONFIGURATION, FULL_EMPLOYEE_DATA } from '../fixtures.ts';
import type { FuzzTargets } from './support.ts';

export const employeeAndTenantTargets = {
  employeesList: () => ({
    query: {
      search: 'Muster',
      companySubunitId: 'ZH',
      processingGroupId: 'MONTHLY',
      activeOn: '2026-03-01',
      sortBy: 'LAST_NAME',
      sortOrder: 'DESC',
      skip: '0',
      take: '20',
    },
  }),
  employeeOwn: () => ({}),
  employeeGet: () => ({ params: { employeeId: 'FZ-1' }, query: { dateOfReference: '2026-03-01' } }),
  employeeMinimal: () => ({ params: { employeeId: 'FZ-1' } }),
  employeesMinimal: () => ({ query: { employeeIds: 'FZ-1,FZ-2,FZ-UNKNOWN' } }),
  employeesCheckExist: () => ({ body: { employeeIds: ['FZ-1', 'FZ-UNKNOWN'] } }),
  employeeCreate: () => ({ body: { employeeId: 'FZ-NEW', validFrom: '2026-01-01', data: FULL_EMPLOYEE_DATA } }),
  employeeCorrect: () => ({
    params: { employeeId: 'FZ-1' },
    body: { data: { lastName: 'Muster-Meier', address: FULL_EMPLOYEE_DATA.address, numberOfChildren: 3 } },
  }),
  employeeNewRecord: () => ({
    params: { employeeId: 'FZ-2' },
    body: { validFrom: '2026-07-01', data: FULL_EMPLOYEE_DATA },
  }),
  employeeListPatch: () => ({
    body: { employees: [{ employeeId: 'FZ-2', superiorId: 'FZ-BOSS', hrBusinessPartnerId: null }] },
  }),
  tenantInfo: () => ({}),
  tenantIssuesList: () => ({
    query: {
      severity: '2',
      includeIgnored: 'true',
      type: 'ABSENCE_DUPLICATED',
      employeeId: 'FZ-1',
      skip: '0',
      take: '1000',
    },
  }),
  issuesUpdate: (world) => ({
    body: { issueIds: [world.issueId], updates: { ignored_at: '2026-03-10T08:00:00Z' } },
  }),
  tenantConfigurationGet: () => ({}),
  subunitsList: () => ({}),
  organizationGet: () => ({}),
  organizationReplace: () => ({
    body: {
      units: [
        {
          organizationId: 'ROOT',
          descriptionDe: 'Geschäftsleitung',
          descriptionShort: 'GL',
          superior: { employeeId: 'FZ-BOSS', companySubunitId: 'ZH' },
        },
        { organizationId: 'ZH-OPS', parentOrganizationId: 'ROOT', descriptionFr: 'Exploitation' },
      ],
    },
  }),
  adminTenantCreate: () => ({
    body: {
      name: `Fuzz Onboarding ${randomUUID().slice(0, 8)} AG`,
      defaultCorrespondenceLanguage: 'FR',
      billingAddress: { addressLine1: 'Rue du Rhône 1', postalCode: '1204', city: 'Genève', country: 'CH' },
      ktgPolicyNumber: 'KTG-FUZZ-1',
      comment: 'Fuzz',
    },
  }),
  adminTenantGet: (world) => ({ params: { tenantId: world.tenantId } }),
  adminTenantConfigure: (world) => ({
    params: { tenantId: world.tenantId },
    body: { configuration: CONFIGURATION, comment: 'Fuzz: unchanged configuration' },
  }),
  adminTenantConfigurationVersions: (world) => ({ params: { tenantId: world.tenantId } }),
  adminTenantConfigurationVersion: (world) => ({ params: { tenantId: world.tenantId, version: '1' } }),
  adminTenantReset: (world) => ({ params: { tenantId: world.scratchTenantId } }),
  adminTenantIssues: (world) => ({
    params: { tenantId: world.tenantId },
    query: { severity: '2', includeIgnored: 'false', skip: '0', take: '50' },
  }),
  adminIssuesList: (world) => ({
    query: {
      tenantId: world.tenantId,
      severity: '4',
      includeIgnored: 'true',
      type: 'EMPLOYEE_MISSING_WAGE_TYPES',
      employeeId: 'FZ-1',
      skip: '0',
      take: '50',
    },
  }),
  adminTenantValidateSchema: () => ({ body: { configuration: CONFIGURATION } }),
  adminTenantsList: () => ({ query: { search: 'Fuzz', skip: '0', take: '10' } }),
  adminEmployeesList: (world) => ({
    params: { tenantId: world.tenantId },
    query: { search: 'Muster', sortBy: 'FIRST_NAME', sortOrder: 'ASC', skip: '0', take: '10' },
  }),
  adminEmployeeGet: (world) => ({
    params: { tenantId: world.tenantId, employeeId: 'FZ-1' },
    query: { dateOfReference: '2026-03-01' },
  }),
  adminEmployeeUpdate: (world) => ({
    params: { tenantId: world.tenantId, employeeId: 'FZ-1' },
    body: { data: { firstName: 'Annette', phoneNumbers: FULL_EMPLOYEE_DATA.phoneNumbers } },
  }),
  adminEmployeeExtendDataValidity: (world) => ({
    params: { tenantId: world.tenantId, employeeId: 'FZ-3' },
    body: { validTo: null },
  }),
} satisfies FuzzTargets;
