// The realistic tenant the API fuzz suite writes to, its callers, and one valid request per route.
// Every route needs an entry in FUZZ_TARGETS (the type requires it): the entry is the valid request the invalid
// inputs are derived from, and the base of the valid-ish ones.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EmployeeDataInput } from '../../contracts/employees.ts';
import type { EndpointName } from '../../contracts/endpoints.ts';
import { USER_ROLES, type UserRole } from '../../contracts/roles.ts';
import type { TenantConfigurationInput } from '../../contracts/tenant.ts';
import type { Database } from '../../db/client.ts';
import { absencePeriods, absences } from '../../db/schema/absences.ts';
import { accountingMonths } from '../../db/schema/accounting.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { caseComments, caseInputs, claims, insuredPersons } from '../../db/schema/cases.ts';
import { domainEvents } from '../../db/schema/domain-events.ts';
import { users } from '../../db/schema/identity.ts';
import { carriers } from '../../db/schema/payouts.ts';
import { organizationUnits } from '../../db/schema/tenant-configuration.ts';
import { sha256Hex } from '../../server/auth/secrets.ts';
import { deriveEmployeeState } from '../../server/modules/derivation/index.ts';
import { createApiTokenForTest } from '../factories/api-token.factory.ts';
import { BERN_CARRIER_ACCOUNT } from '../factories/carrier.factory.ts';
import { createPendingDocument, createStoredDocument, signedQuery } from '../factories/document.factory.ts';
import { createEmployeeRecord } from '../factories/employee.factory.ts';
import { createTenant } from '../factories/tenant.factory.ts';
import {
  configureTenantForTest,
  createTenantIssue,
  validConfigurationInput,
} from '../factories/tenant-configuration.factory.ts';
import { createFinishedAbsenceUpload, createFinishedEmployeeUpload } from '../factories/upload.factory.ts';
import { createAdminUser, createUser, signIn } from '../factories/user.factory.ts';

export type ActorName = 'anonymous' | UserRole | 'api-token' | 'admin';
export const ACTORS: readonly ActorName[] = ['anonymous', ...USER_ROLES, 'api-token', 'admin'];

/** A caller's credentials: cookie + CSRF header for sessions, a bearer token for the API token. */
export type Credentials = Record<string, string>;

export type FuzzWorld = {
  tenantId: string;
  /** A second tenant, only for the reset route (it deletes the tenant's employees and organisation). */
  scratchTenantId: string;
  /** The user the user-management routes act on (never one of the callers, so no caller locks itself out). */
  victimUserId: string;
  /** The token the revoke route revokes (never the caller's). */
  victimTokenId: string;
  /** A stored document (metadata, download address, content) and a pending one (the signed PUT). */
  documentId: string;
  pendingDocumentId: string;
  /** A finished absence upload (status, row report). */
  absenceUploadId: string;
  /** A finished employee upload (status, row report, export summary). */
  employeeUploadId: string;
  /** Manual absences of FZ-1 (edited and deleted by the absence routes). */
  absenceIds: string[];
  /** The absence period of FZ-1's absences (colour-marked by the period route). */
  absencePeriodId: string;
  /** FZ-1's sick case (derived from the absences), its insured person and one claim with its revision. */
  caseId: string;
  insuredPersonId: string;
  claimId: string;
  claimRevisionId: string;
  /** A comment of FZ-1's case by the HR admin (deleted by the comment route). */
  caseCommentId: string;
  /** Case inputs of FZ-1's case (changed and deleted by the admin case-input routes). */
  manualCorrectionId: string;
  ivSettingId: string;
  benefitStopId: string;
  /** The data issue of FZ-1 (severity 2: dismissed and restored by PATCH /issues). */
  issueId: string;
  /** A failed domain event of FZ-1 (replayed by the admin event routes). */
  eventId: string;
  /** A carrier (platform data; updated by the carrier route, assigned by the tenant's carriers route). */
  carrierId: string;
  /** A calendar feed of the HR admin, and the secret of its address. */
  calendarFeedId: string;
  calendarFeedToken: string;
  apiToken: string;
  userIds: Record<UserRole, string>;
  adminId: string;
  /** Fresh credentials per test: a route may log out, change the own role or revoke. */
  credentials: Record<ActorName, Credentials>;
};

/** The fuzz world's carrier: a Bern insurer with a valid, non-QR IBAN. */
const FUZZ_CARRIER = {
  name: 'Fuzz Taggeld AG',
  payingUnitName: 'Leistungsabteilung',
  ...BERN_CARRIER_ACCOUNT,
  bic: null,
  contactName: 'Petra Muster',
  contactPhone: '+41 31 123 45 67',
  contactEmail: 'leistungen@fuzz.example.ch',
};

const compare = (counter: string, limit: number) => ({
  compare: { left: { counter }, op: 'lt', right: { value: limit } },
});

/** An ADVANCED coverage from 2026 on, so that rule conditions (the one recursive schema) are fuzzed too. */
const ADVANCED_COVERAGE = {
  kind: 'ADVANCED',
  insuredPeriod: { from: '2026-01-01' },
  policies: [{ type: 'KTG', defaultPolicyNumber: 'KTG-2' }],
  eligibleWageTypes: ['1000'],
  caseCounterDefinitions: [
    { id: 'waitingDays', counts: 'SHORTTERM_DAY', scope: 'CASE', role: 'WAITING_DAYS', limit: 30 },
    {
      id: 'benefitDays',
      counts: 'BENEFIT_DAY',
      scope: 'CASE',
      role: 'BENEFIT_DAYS',
      limit: 720,
      when: { not: { compare: { left: { field: 'incapacityOfWork' }, op: 'lt', right: { value: 25 } } } },
    },
  ],
  decisionRules: {
    shorttermRisk: {
      rules: [{ when: compare('waitingDays', 30), outcome: { isWithinShorttermRisk: true } }],
      otherwise: { isWithinShorttermRisk: false },
    },
    benefitDuration: {
      rules: [{ when: { all: [compare('benefitDays', 720)] }, outcome: { isWithinBenefitDuration: true } }],
      otherwise: { isWithinBenefitDuration: false },
    },
    coverage: { otherwise: { coverage: 80, reimbursementType: 'DAILY_ALLOWANCE' } },
    continuationOfPayment: { otherwise: { isWithinContinuationOfPayment: false, coverage: 0 } },
  },
} as const;

/** The factories' valid configuration (SIMPLE until 2025) plus the ADVANCED coverage. */
function fuzzConfiguration(): TenantConfigurationInput {
  const base = validConfigurationInput('Fuzz Logistik AG');
  const simple = {
    ...base.insuranceConfiguration.coverageConfigurations[0],
    insuredPeriod: { from: '2024-01-01', till: '2025-12-31' },
  };
  return {
    ...base,
    insuranceConfiguration: {
      ...base.insuranceConfiguration,
      coverageConfigurations: [
        simple,
        ADVANCED_COVERAGE,
      ] as TenantConfigurationInput['insuranceConfiguration']['coverageConfigurations'],
    },
  };
}

export const CONFIGURATION = fuzzConfiguration();

/**
 * The JSON text of a route body whose configuration holds a rule condition `{not: {not: …}}` nested `levels` deep
 * (a small body, a deep recursion). Written as text: JSON.stringify itself cannot nest that deep.
 */
export function bodyWithDeepCondition(body: object, levels: number): string {
  const advanced = {
    ...ADVANCED_COVERAGE,
    decisionRules: {
      ...ADVANCED_COVERAGE.decisionRules,
      shorttermRisk: {
        rules: [{ when: 'DEEP_CONDITION', outcome: { isWithinShorttermRisk: true } }],
        otherwise: { isWithinShorttermRisk: false },
      },
    },
  };
  const configuration = {
    ...CONFIGURATION,
    insuranceConfiguration: { ...CONFIGURATION.insuranceConfiguration, coverageConfigurations: [advanced] },
  };
  const deep = `${'{"not":'.repeat(levels)}${JSON.stringify(compare('waitingDays', 30))}${'}'.repeat(levels)}`;
  return JSON.stringify({ ...body, configuration }).replace('"DEEP_CONDITION"', deep);
}

/** A record with every field of the employee data filled in, so that every position gets its invalid values. */
export const FULL_EMPLOYEE_DATA = {
  personnelNumber: '4711',
  firstName: 'Anna',
  lastName: 'Muster',
  companySubunitId: 'ZH',
  processingGroupId: 'MONTHLY',
  connections: [{ employeeId: 'FZ-BOSS', kind: 'SUPERIOR' }],
  address: {
    addressLine1: 'Bahnhofstrasse 1',
    addressLine2: 'Postfach',
    country: 'CH',
    city: 'Zürich',
    zipCode: '8001',
  },
  phoneNumbers: [{ type: 'BUSINESS', phoneNumber: '+41 44 123 45 67', isPreferred: true }],
  emailAddresses: [{ type: 'BUSINESS', emailAddress: 'anna.muster@example.ch', isPreferred: true }],
  bankAccount: {
    type: 'DOMESTIC',
    iban: 'CH93 0076 2011 6238 5295 7',
    holderName: 'Anna Muster',
    holderPostcode: '8001',
    holderCity: 'Zürich',
  },
  dateOfBirth: '1985-04-12',
  oasiNumber: '756.9217.0769.85',
  numberOfChildren: 2,
  nationality: 'CH',
  isSubjectToWithholdingTax: false,
  zemisNumber: '12345678.9',
  correspondenceLanguage: 'DE',
  maritalStatus: 'MARRIED',
  sex: 'FEMALE',
  employmentContractType: 'PERMANENT',
  dateOfEmployment: '2015-03-01',
  anniversaryAdjustedDateOfEmployment: '2015-03-01',
  leavingDate: null,
  profession: 'Disponentin',
  professionCode: 'D-12',
  usualWorkplace: 'Zürich',
  workplaceCode: 'ZH-1',
  professionalPosition: 'EMPLOYEE',
  employmentPercentage: 80,
  workingDaysPerWeek: 4,
  standardWorkingHoursPerWeek: 42,
  workingHoursPerWeek: 33.6,
  workingFrequency: 'REGULAR',
  isSubjectToCollectiveBargainingAgreement: true,
  isMemberOfManagement: false,
  salaryBasis: 'MONTHLY',
  wageTypes: [{ wageTypeId: '1000', amount: 6500, description: 'Monatslohn' }],
  policies: [
    { policyType: 'KTG', policyNumber: 'KTG-1', groupId: 'G1' },
    { policyType: 'UVG', policyNumber: 'UVG-1', businessUnit: 'BU-1' },
  ],
} satisfies EmployeeDataInput;

/** One valid request of a route: path parameters, query (as sent: strings) and body. */
export type ValidRequest = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The valid request of every route. A route without an entry does not compile (and the suite names it). */
/** An id no row has (the payout routes' 404s). */
const FUZZ_MISSING_ID = '0196f0a0-0000-7000-8000-00000000f00d';

export const FUZZ_TARGETS: Record<EndpointName, (world: FuzzWorld) => ValidRequest> = {
  health: () => ({}),
  ready: () => ({}),
  systemInfo: () => ({}),
  accountingMonths: () => ({ query: { from: '2026-01', to: '2026-12', skip: '0', take: '12' } }),
  authLoginOptions: () => ({}),
  authDevLogin: (world) => ({ body: { kind: 'user', id: world.victimUserId } }),
  authOidcLogin: () => ({ query: { returnTo: '/employees' } }),
  authOidcCallback: () => ({ query: { code: 'code-123', state: 'state-456' } }),
  authSession: () => ({}),
  authLogout: () => ({}),
  authChangeOwnRole: () => ({ body: { userRole: 'HR_Admin' } }),
  authSwitchTenant: (world) => ({ body: { tenantId: world.tenantId } }),
  userProfileUpdate: () => ({ body: { name: 'Fuzz Tester', language: 'fr' } }),
  usersList: () => ({ query: { search: 'Test', userRole: 'Payroll', status: 'ACTIVE', skip: '0', take: '10' } }),
  usersInvite: () => ({
    body: {
      name: 'Bea Beispiel',
      email: 'bea.beispiel@example.ch',
      userRole: 'Payroll',
      language: 'fr',
      employeeId: 'FZ-3',
    },
  }),
  usersGet: (world) => ({ params: { userId: world.victimUserId } }),
  usersUpdate: (world) => ({
    params: { userId: world.victimUserId },
    body: { name: 'Viktor Opfer', userRole: 'Case_Manager', language: 'it', employeeId: 'FZ-3' },
  }),
  apiTokensList: () => ({}),
  apiTokensCreate: () => ({ body: { name: 'Lohnsystem', expiresAt: inDays(30) } }),
  apiTokensRevoke: (world) => ({ params: { tokenId: world.victimTokenId } }),
  connectTokenIdentity: () => ({}),
  absenceUploadCreate: (world) => ({
    body: { startDate: '2026-03-01', endDate: '2026-03-31', documentId: world.documentId, fileUploadKey: null },
  }),
  absenceUploadList: () => ({ query: { startDate: '2026-01-01', endDate: inDays(1) } }),
  absenceUploadGet: (world) => ({ params: { absenceUploadId: world.absenceUploadId } }),
  absenceUploadRowReport: (world) => ({
    params: { absenceUploadId: world.absenceUploadId },
    query: { format: 'csv', language: 'fr' },
  }),
  absenceUploadTemplate: () => ({ query: { language: 'it', format: 'xlsx' } }),
  absenceEditingBlocked: () => ({}),
  employeeUploadCreate: (world) => ({ body: { documentId: world.documentId, fileUploadKey: null } }),
  employeeUploadList: () => ({ query: { startDate: '2026-01-01', endDate: inDays(1) } }),
  employeeUploadGet: (world) => ({ params: { employeeUploadId: world.employeeUploadId } }),
  employeeUploadRowReport: (world) => ({
    params: { employeeUploadId: world.employeeUploadId },
    query: { format: 'xlsx', language: 'de' },
  }),
  employeeUploadTemplate: () => ({ query: { language: 'fr', format: 'csv' } }),
  employeeUploadExportSummary: (world) => ({
    params: { uploadId: world.employeeUploadId },
    body: {
      translations: {
        companySubunit: 'Unterbereich',
        processingGroup: 'Verarbeitungsgruppe',
        employeeCount: 'Anzahl',
        totalSalary: 'Lohnsumme',
        total: 'Total',
      },
    },
  }),
  connectEmployeesUpload: () => ({
    body: {
      employees: [
        {
          employeeId: 'FZ-4',
          validFrom: '2026-01-01',
          validTo: null,
          data: { personnelNumber: 'FZ-4', firstName: 'Nora', lastName: 'Neu', companySubunitId: 'ZH' },
        },
      ],
    },
  }),
  connectOrganizationReplace: () => ({ body: { units: [{ organizationId: 'FZ-UNIT' }] } }),
  connectOverview: () => ({}),
  calendarFeedCreate: () => ({ body: { name: 'Team Logistik', absenceTypes: ['SICK'], showAbsenceTypes: false } }),
  calendarFeedsList: () => ({}),
  calendarFeedRevoke: (world) => ({ params: { feedId: world.calendarFeedId } }),
  calendarFeedContent: (world) => ({ params: { feedToken: world.calendarFeedToken } }),
  adminEventsList: (world) => ({
    query: {
      tenantId: world.tenantId,
      type: 'absences-modified',
      status: 'failed',
      employeeId: 'FZ-1',
      from: '2026-01-01',
    },
  }),
  adminEventReplay: (world) => ({ params: { tenantId: world.tenantId, eventId: world.eventId } }),
  adminEventsReplayFailed: (world) => ({ params: { tenantId: world.tenantId } }),
  absenceCreate: () => ({
    body: {
      employeeId: 'FZ-2',
      startDate: '2026-05-04',
      endDate: '2026-05-08',
      type: 'ACCIDENT',
      accidentType: 'NON_OCCUPATIONAL',
      hours: '4.5',
      comment: 'Velounfall',
    },
  }),
  absencesUpdate: (world) => ({
    body: {
      items: [
        {
          absenceIds: [world.absenceIds[0], world.absenceIds[1]],
          changes: { percentage: '50' },
          individualAbsenceEdits: [{ absenceId: world.absenceIds[2], changes: { comment: 'Halbtags' } }],
        },
      ],
    },
  }),
  absencesDelete: (world) => ({ query: { ids: world.absenceIds.slice(2).join(',') } }),
  absencesList: () => ({ query: { employeeId: 'FZ-1', from: '2026-01-01', to: '2026-12-31', skip: '0', take: '200' } }),
  absenceCalendar: () => ({
    query: {
      month: '2026-03',
      search: 'Muster',
      companySubunitId: 'ZH',
      processingGroupId: 'MONTHLY',
      absenceType: 'SICK',
      onlyAbsent: 'true',
      skip: '0',
      take: '500',
    },
  }),
  absencePeriodsList: () => ({
    query: {
      search: 'Muster',
      sortField: 'LAST_NAME',
      sortOrder: 'ASC',
      from: '2026-01-01',
      to: '2026-12-31',
      employeeId: 'FZ-1',
      absenceType: 'SICK',
      accountingGroup: 'MONTHLY',
      accountingMonth: '2026-02',
      include: 'issues',
      issueType: 'ABSENCE_DUPLICATED',
      hasIssues: 'true',
      paginateByEmployee: 'false',
      skip: '0',
      take: '200',
    },
  }),
  absencePeriodsColor: (world) => ({ body: { periodIds: [world.absencePeriodId], color: 'DARK_RED' } }),
  casesList: () => ({
    query: {
      search: 'Muster',
      from: '2026-01-01',
      to: '2026-12-31',
      employeeId: 'FZ-1',
      claimTypes: 'SICK,ACCIDENT',
      companySubunitIds: 'ZH',
      processingGroupIds: 'MONTHLY',
      withinShorttermRisk: 'true',
      withinContinuationOfPayment: 'false',
      processingStatuses: 'UNASSIGNED,SCHEDULED',
      status: 'WAITING_PERIOD',
      sortBy: 'RISK_COUNTER',
      sortOrder: 'ASC',
      include: 'claims',
      skip: '0',
      take: '20',
    },
  }),
  casesWithUnassignedClaims: () => ({ query: { skip: '0', take: '20' } }),
  insuredPersonsList: () => ({
    query: {
      search: 'Muster',
      claimTypes: 'SICK,ACCIDENT',
      caseStatus: 'CLAIMS_ACTIVATED',
      hasOpenCase: 'true',
      companySubunitIds: 'ZH',
      processingGroupIds: 'MONTHLY',
      sortBy: 'LATEST_CASE',
      sortOrder: 'DESC',
      skip: '0',
      take: '20',
    },
  }),
  insuredPersonCases: (world) => ({ params: { insuredPersonId: world.insuredPersonId } }),
  claimsPatch: (world) => ({
    body: {
      insuredPersonId: world.insuredPersonId,
      claims: [
        {
          claimId: world.claimId,
          revisionId: world.claimRevisionId,
          processingStatus: 'SCHEDULED',
          accountingMonthId: '2026-02',
        },
      ],
    },
  }),
  caseOverview: (world) => ({ params: { ktgCaseId: world.caseId } }),
  caseDetail: (world) => ({ params: { caseId: world.caseId } }),
  caseExplanation: (world) => ({ params: { caseId: world.caseId }, query: { date: '2026-02-03' } }),
  adminCaseDetail: (world) => ({ params: { ktgCaseId: world.caseId } }),
  adminCaseExplanation: (world) => ({ params: { ktgCaseId: world.caseId }, query: { date: '2026-02-03' } }),
  adminTenantCasesList: (world) => ({
    params: { tenantId: world.tenantId },
    query: { search: 'Muster', claimTypes: 'SICK', sortBy: 'START_DATE', sortOrder: 'DESC', skip: '0', take: '20' },
  }),
  caseCommentCreate: (world) => ({
    params: { caseId: world.caseId },
    body: {
      insuredPersonId: world.insuredPersonId,
      comment: 'Arztzeugnis liegt vor',
      validBetween: { from: '2026-02-02', to: '2026-02-04' },
    },
  }),
  caseCommentDelete: (world) => ({
    params: { insuredPersonId: world.insuredPersonId, caseId: world.caseId, commentId: world.caseCommentId },
  }),
  insuredPersonCaseCreate: (world) => ({
    params: { insuredPersonId: world.insuredPersonId },
    body: { startDate: '2026-02-02' },
  }),
  insuredPersonReassign: (world) => ({
    params: { insuredPersonId: world.insuredPersonId },
    body: { targetCaseId: null, claims: [world.claimId] },
  }),
  ktgCaseCreate: () => ({ body: { employeeId: 'FZ-1', startDate: '2026-02-02' } }),
  ktgCaseLink: (world) => ({ body: { employeeId: 'FZ-1', caseId: world.caseId, targetCaseId: world.caseId } }),
  ktgCaseUnassigned: () => ({ params: { employeeId: 'FZ-1' } }),
  adminPowerOfAttorney: (world) => ({ params: { tenantId: world.tenantId, ktgCaseId: world.caseId } }),
  adminReassign: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId },
    body: { targetCaseId: null, claims: [world.claimId] },
  }),
  connectAbsencesUpload: () => ({
    body: {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      absences: [
        { employeeId: 'FZ-1', startDate: '2026-03-02', endDate: '2026-03-04', type: 'SICK', percentage: 100 },
        {
          employeeId: 'FZ-2',
          startDate: '2026-03-10',
          endDate: '2026-03-10',
          type: 'ACCIDENT',
          accidentType: 'OCCUPATIONAL',
          hours: '4.5',
          comment: 'Treppe',
        },
      ],
    },
  }),
  documentsCreate: () => ({ body: { name: 'Absenzen März 2026.csv', contentType: 'text/csv' } }),
  documentsGet: (world) => ({ params: { documentId: world.documentId } }),
  documentsDownloadUrl: (world) => ({ params: { documentId: world.documentId } }),
  documentsPutContent: (world) => ({
    params: { documentId: world.pendingDocumentId },
    query: signedQuery('PUT', world.tenantId, world.pendingDocumentId),
    body: 'employeeId;startDate',
  }),
  documentsGetContent: (world) => ({
    params: { documentId: world.documentId },
    query: signedQuery('GET', world.tenantId, world.documentId),
  }),
  auditLogList: () => ({
    query: {
      from: '2026-01-01',
      to: inDays(1),
      actorType: 'user',
      action: 'employee.create',
      entityType: 'employee',
      entityId: 'FZ-1',
      skip: '0',
      take: '20',
    },
  }),
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
  adminTenantValidateSchema: () => ({ body: { configuration: CONFIGURATION } }),
  adminTenantsList: () => ({ query: { search: 'Fuzz', skip: '0', take: '10' } }),
  adminUsersList: (world) => ({
    params: { tenantId: world.tenantId },
    query: { search: 'Test', userRole: 'HR_Admin', skip: '0', take: '10' },
  }),
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
  adminAuditLogList: (world) => ({
    params: { tenantId: world.tenantId },
    query: { actorType: 'admin', skip: '0', take: '10' },
  }),
  adminManualCorrectionCreate: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, ktgCaseId: world.caseId },
    body: {
      accountingMonthId: '2026-03',
      dates: { from: '2026-02-02', to: '2026-02-04' },
      days: 2,
      dailyRate: 150.5,
      incapacityOfWork: 100,
      reimbursementType: 'DAILY_ALLOWANCE',
      isWithinShorttermRisk: false,
      isWithinContinuationOfPayment: null,
      coverage: 80,
      amount: 300,
      comment: 'Nachzahlung',
      coveredUnderPolicy: { type: 'KTG', policyNumber: 'KTG-1' },
    },
  }),
  adminManualCorrectionDelete: (world) => ({
    params: {
      tenantId: world.tenantId,
      insuredPersonId: world.insuredPersonId,
      ktgCaseId: world.caseId,
      manualCorrectionId: world.manualCorrectionId,
    },
  }),
  adminIvSettingCreate: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
    body: { type: 'IV_PENSION', amount: 1200, startDate: '2026-02-01', endDate: '2026-12-31' },
  }),
  adminIvSettingUpdate: (world) => ({
    params: {
      tenantId: world.tenantId,
      insuredPersonId: world.insuredPersonId,
      caseId: world.caseId,
      ivSettingId: world.ivSettingId,
    },
    body: { type: 'IV_DAILY_ALLOWANCE', amount: 40.5, startDate: '2026-02-01', endDate: null },
  }),
  adminIvSettingDelete: (world) => ({
    params: {
      tenantId: world.tenantId,
      insuredPersonId: world.insuredPersonId,
      caseId: world.caseId,
      ivSettingId: world.ivSettingId,
    },
  }),
  adminBenefitStopCreate: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
    body: {
      entries: [
        { startDate: '2026-02-02', endDate: '2026-02-03', outputPercentage: 50 },
        { startDate: '2026-02-04', endDate: null, outputPercentage: 0 },
      ],
      reason: 'Teilweise arbeitsfähig',
    },
  }),
  adminBenefitStopUpdate: (world) => ({
    params: {
      tenantId: world.tenantId,
      insuredPersonId: world.insuredPersonId,
      caseId: world.caseId,
      benefitStopId: world.benefitStopId,
    },
    body: { entries: [{ startDate: '2026-02-03', endDate: null, outputPercentage: 25.5 }], reason: 'Neu beurteilt' },
  }),
  adminBenefitStopDelete: (world) => ({
    params: {
      tenantId: world.tenantId,
      insuredPersonId: world.insuredPersonId,
      caseId: world.caseId,
      benefitStopId: world.benefitStopId,
    },
  }),
  // FZ-1's case is a sickness case: 400 NOT_AN_ACCIDENT_CASE, a documented answer.
  adminAccidentDateSet: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
    body: { accidentDate: '2026-02-01', comment: 'Unfall am Vorabend' },
  }),
  adminAccidentDateReset: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
  }),
  adminCaseDecisionSet: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
    body: { decision: 'DENIED', reason: 'Keine Arbeitsunfähigkeit gemäss Vertrauensarzt', decidedOn: '2026-02-03' },
  }),
  adminCaseDecisionWithdraw: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
  }),
  adminCaseInputPreview: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
    body: {
      kind: 'BENEFIT_STOP',
      id: world.benefitStopId,
      input: { entries: [{ startDate: '2026-02-03', endDate: null, outputPercentage: 50 }], reason: 'Vorschau' },
    },
  }),
  // FZ-2 taken over from an old system: a sickness case with its counters, an LFZ counter of the person.
  adminInitializeForTakeover: (world) => ({
    body: {
      tenantId: world.tenantId,
      employeeId: 'FZ-2',
      counters: [
        {
          id: 'lfz-1',
          counterTypes: ['LFZ'],
          name: 'LFZ_DAYS',
          value: { type: 'TAKEOVER', date: '2025-10-31', value: 20 },
        },
      ],
      accountingGroupCode: 'AG-1',
      processingGroupId: 'MONTHLY',
      cases: [
        {
          id: 'old-case-1',
          ktgCaseId: null,
          reference: 'ALT-1',
          caseNumber: 1,
          type: 'SICK',
          span: { from: '2025-10-01', till: null },
          activeRange: { from: '2025-10-01', till: null, days: 31 },
          wages: [{ wageTypeId: '1000', factor: 1, amount: 6000 }],
          counters: [
            {
              id: 'c-1',
              counterTypes: ['KTG'],
              name: 'WAITING_DAYS',
              value: { type: 'TAKEOVER', date: '2025-10-31', value: 30 },
            },
            {
              id: 'c-2',
              counterTypes: ['KTG'],
              name: 'BENEFIT_DAYS',
              value: { type: 'TAKEOVER', date: '2025-10-31', value: 1 },
            },
          ],
          employeeCounterIds: ['lfz-1'],
          applicablePolicies: [{ product: 'KTG', identifier: 'KTG-1' }],
          status: 'OPEN',
          openedAt: '2025-10-01',
        },
      ],
    },
  }),
  adminCaseMigration: (world) => ({ params: { tenantId: world.tenantId }, query: { dryRun: 'true' } }),
  accountingMonthsLockedAndUnlocked: () => ({}),
  dailyAllowanceWidget: () => ({ query: { accountingMonth: '2026-02' } }),
  accountingMonthLines: () => ({
    params: { accountingMonthId: '2026-02' },
    query: {
      search: 'Muster',
      employeeId: 'FZ-1',
      claimTypes: 'SICK',
      companySubunitIds: 'ZH',
      processingGroupIds: 'MONTHLY',
      withinShorttermRisk: 'false',
      withinContinuationOfPayment: 'false',
      isCorrection: 'false',
      isLocked: 'false',
      sortBy: 'DAILY_ALLOWANCE_AMOUNT',
      sortOrder: 'DESC',
      skip: '0',
      take: '20',
    },
  }),
  accountingMonthSubmissionsList: () => ({ params: { accountingMonth: '2026-03' } }),
  accountingMonthSubmit: () => ({
    params: { accountingMonth: '2026-03' },
    body: { companySubunitId: 'ZH', processingGroupId: 'MONTHLY', comment: 'Vollständig' },
  }),
  salaryExportsList: () => ({ query: { accountingMonthId: '2026-02', type: 'SALARY_EXPORT' } }),
  adminAccountingMonthCreate: (world) => ({
    params: { tenantId: world.tenantId },
    body: { accountingMonthId: '2026-05' },
  }),
  adminAccountingMonthList: (world) => ({ params: { tenantId: world.tenantId } }),
  adminAccountingMonthGet: (world) => ({ params: { tenantId: world.tenantId, accountingMonthId: '2026-02' } }),
  adminAccountingMonthLockPreview: (world) => ({
    params: { tenantId: world.tenantId, accountingMonthId: '2026-02' },
    query: { companySubunitId: 'ZH', processingGroupId: 'MONTHLY' },
  }),
  adminAccountingMonthRegenerateKtgProtocol: (world) => ({
    params: { tenantId: world.tenantId, accountingMonthId: '2026-02' },
  }),
  adminCheckAbsencesWithoutClaims: (world) => ({ query: { tenantId: world.tenantId, accountingMonth: '2026-02' } }),
  adminCheckEmployeeStatistics: (world) => ({ query: { tenantId: world.tenantId, accountingMonth: '2026-02' } }),
  salaryExportPreview: () => ({ params: { accountingMonthId: '2026-03' } }),
  adminAccountingMonthLock: (world) => ({
    params: { tenantId: world.tenantId, accountingMonthId: '2026-02' },
    body: { companySubunitId: 'ZH', processingGroupId: 'MONTHLY' },
  }),
  // Payouts: the fuzz tenant has no locked month, so these answer the documented 4xx (no payout, no release).
  adminPayoutMetadata: (world) => ({ params: { tenantId: world.tenantId } }),
  adminPayoutList: (world) => ({
    params: { tenantId: world.tenantId },
    query: { accountingMonthId: '2026-02', statuses: 'DRAFT,PROPOSED', search: 'Keller', sortBy: 'NET_AMOUNT' },
  }),
  adminPayoutRegenerate: (world) => ({ params: { tenantId: world.tenantId }, body: { accountingMonthId: '2026-02' } }),
  adminPayoutReleaseList: (world) => ({ params: { tenantId: world.tenantId } }),
  adminPayoutRelease: (world) => ({
    params: { tenantId: world.tenantId },
    body: { payoutIds: [FUZZ_MISSING_ID], requestedExecutionDate: '2027-01-05', comment: 'January' },
  }),
  adminPayoutReleaseGet: (world) => ({ params: { tenantId: world.tenantId, releaseId: FUZZ_MISSING_ID } }),
  adminPayoutReleaseApprove: (world) => ({ params: { tenantId: world.tenantId, releaseId: FUZZ_MISSING_ID } }),
  adminPayoutReleaseCancel: (world) => ({ params: { tenantId: world.tenantId, releaseId: FUZZ_MISSING_ID } }),
  adminPayoutGet: (world) => ({ params: { tenantId: world.tenantId, payoutId: FUZZ_MISSING_ID } }),
  adminCarriersList: () => ({}),
  adminCarrierCreate: () => ({ body: { ...FUZZ_CARRIER, name: `Fuzz Carrier ${randomUUID().slice(0, 8)}` } }),
  adminCarrierGet: (world) => ({ params: { carrierId: world.carrierId } }),
  adminCarrierUpdate: (world) => ({
    params: { carrierId: world.carrierId },
    body: { ...FUZZ_CARRIER, townName: 'Bern Bahnhof' },
  }),
  adminTenantCarriersGet: (world) => ({ params: { tenantId: world.tenantId } }),
  adminTenantCarriersReplace: (world) => ({
    params: { tenantId: world.tenantId },
    body: { KTG: world.carrierId, UVG: world.carrierId, UVGZ: null },
  }),
  adminPayoutStatement: (world) => ({ params: { tenantId: world.tenantId, payoutId: FUZZ_MISSING_ID } }),
  // The tenant's payment overview: no payouts in the fuzz tenant (empty pages, 404 for the statement).
  paymentOverviewMonths: () => ({}),
  paymentOverviewList: () => ({
    query: { accountingMonthId: '2026-02', states: 'PAID,SCHEDULED', search: 'Keller', sortBy: 'EXECUTION_DATE' },
  }),
  paymentOverviewStatement: () => ({ params: { payoutId: FUZZ_MISSING_ID } }),
};

/**
 * A configured tenant with a superior and their team, a user per role (the Superior leads FZ-BOSS's team), an API
 * token, an internal admin, a data issue and an organisation unit.
 */
export async function createFuzzWorld(database: Database): Promise<Omit<FuzzWorld, 'credentials'>> {
  const tenantId = (await createTenant(database, { name: 'Fuzz Logistik AG' })).id;
  const scratchTenantId = (await createTenant(database, { name: 'Fuzz Scratch AG' })).id;
  await configureTenantForTest(database, tenantId, CONFIGURATION);
  const data = { companySubunitId: 'ZH', processingGroupId: 'MONTHLY' };
  await createEmployeeRecord(database, tenantId, 'FZ-BOSS', { firstName: 'Sandra', lastName: 'Keller', data });
  await createEmployeeRecord(database, tenantId, 'FZ-1', { superiorId: 'FZ-BOSS', lastName: 'Muster', data });
  await createEmployeeRecord(database, tenantId, 'FZ-2', { superiorId: 'FZ-BOSS', data });
  await createEmployeeRecord(database, tenantId, 'FZ-3', { data });
  await createEmployeeRecord(database, scratchTenantId, 'SC-1');
  await database.withTenant(tenantId, (tx) =>
    tx.insert(organizationUnits).values({ tenantId, organizationId: 'FZ-UNIT' }),
  );
  const issueId = (await createTenantIssue(database, tenantId, { comment: 'Fuzz issue', employeeId: 'FZ-1' })).id;
  const carrierId = randomUUID();
  await database.db.insert(carriers).values({ id: carrierId, ...FUZZ_CARRIER });
  const userIds = {} as Record<UserRole, string>;
  for (const role of USER_ROLES) {
    const employeeId = role === 'Superior' ? 'FZ-BOSS' : null;
    userIds[role] = (await createUser(database, tenantId, { userRole: role, employeeId })).id;
  }
  const victimUserId = (await createUser(database, tenantId, { userRole: 'Payroll', name: 'Viktor Opfer' })).id;
  const apiToken = (await createApiTokenForTest(database, tenantId, { name: 'Fuzz integration' })).token;
  const victimTokenId = (await createApiTokenForTest(database, tenantId, { name: 'Fuzz victim' })).row.id;
  const adminId = (await createAdminUser(database)).id;
  const documentId = (await createStoredDocument(database, tenantId)).id;
  const pendingDocumentId = (await createPendingDocument(database, tenantId)).id;
  const absenceUploadId = (await createFinishedAbsenceUpload(database, tenantId, documentId)).id;
  const employeeUploadId = (await createFinishedEmployeeUpload(database, tenantId, documentId)).id;
  const absenceIds = (
    await database.withTenant(tenantId, (tx) =>
      tx
        .insert(absences)
        .values(
          ['2026-02-02', '2026-02-03', '2026-02-04'].map((date) => ({
            tenantId,
            employeeId: 'FZ-1',
            date,
            type: 'SICK' as const,
            percentage: '100',
            source: 'manual' as const,
          })),
        )
        .returning({ id: absences.id }),
    )
  ).map((row) => row.id);
  const absencePeriodId = '0196f0a0-0000-7000-8000-00000000f001';
  await database.withTenant(tenantId, (tx) =>
    tx.insert(absencePeriods).values({
      tenantId,
      id: absencePeriodId,
      employeeId: 'FZ-1',
      type: 'SICK',
      startDate: '2026-02-02',
      endDate: '2026-02-04',
      calendarDays: 3,
      isCareRelevant: true,
      percentage: '100',
      source: 'manual',
      absenceIds,
      days: ['2026-02-02', '2026-02-03', '2026-02-04'].map((date, index) => ({
        date,
        absenceId: absenceIds[index] ?? null,
        isFilled: false,
        accidentType: null,
        hours: null,
        percentage: '100',
        source: 'manual',
        comment: null,
      })),
    }),
  );
  const derived = await database.withTenant(tenantId, async (tx) => {
    await deriveEmployeeState(tx, tenantId, ['FZ-1']);
    const [claim] = await tx.select().from(claims).orderBy(asc(claims.date)).limit(1);
    return claim;
  });
  if (!derived) throw new Error('the fuzz world needs a case of FZ-1');
  const insuredPersonId = (
    await database.withTenant(tenantId, (tx) =>
      tx.select({ id: insuredPersons.id }).from(insuredPersons).where(eq(insuredPersons.employeeId, 'FZ-1')),
    )
  )[0]?.id as string;
  const caseCommentId = randomUUID();
  await database.withTenant(tenantId, (tx) =>
    tx.insert(caseComments).values({
      tenantId,
      id: caseCommentId,
      caseId: derived.caseId,
      insuredPersonId,
      comment: 'Fuzz comment',
      postedByType: 'user',
      postedById: userIds.HR_Admin,
      postedByName: 'Fuzz HR',
    }),
  );
  const [manualCorrectionId, ivSettingId, benefitStopId] = [randomUUID(), randomUUID(), randomUUID()];
  await database.withTenant(tenantId, (tx) =>
    tx.insert(caseInputs).values([
      {
        tenantId,
        id: manualCorrectionId,
        kind: 'MANUAL_CORRECTION',
        employeeId: 'FZ-1',
        caseId: derived.caseId,
        data: {
          claimType: 'SICK',
          dates: { from: '2026-02-02', to: '2026-02-02' },
          days: null,
          dailyRate: null,
          incapacityOfWork: null,
          reimbursementType: null,
          isWithinShorttermRisk: null,
          isWithinContinuationOfPayment: null,
          coverage: null,
          amount: 100,
          comment: 'Fuzz correction',
          coveredUnderPolicy: null,
          accountingMonthId: '2026-03',
        },
      },
      {
        tenantId,
        id: ivSettingId,
        kind: 'IV_SETTING',
        employeeId: 'FZ-1',
        caseId: derived.caseId,
        data: { type: 'IV_PENSION', amount: 1000, startDate: '2026-02-01', endDate: null },
      },
      {
        tenantId,
        id: benefitStopId,
        kind: 'BENEFIT_STOP',
        employeeId: 'FZ-1',
        caseId: derived.caseId,
        data: { reason: 'Fuzz stop', entries: [{ startDate: '2026-02-03', endDate: null, outputPercentage: 50 }] },
      },
    ]),
  );
  const [event] = await database.db
    .insert(domainEvents)
    .values({ tenantId, type: 'absences-modified', employeeId: 'FZ-1', status: 'failed', attempts: 1, lastError: 'x' })
    .returning({ id: domainEvents.id });
  const calendarFeedToken = `cal_${'F'.repeat(43)}`;
  const [feed] = await database.db
    .insert(calendarFeeds)
    .values({
      tenantId,
      userId: userIds.HR_Admin,
      name: 'Fuzz feed',
      hashedToken: sha256Hex(calendarFeedToken),
      tokenPrefix: calendarFeedToken.slice(0, 10),
    })
    .returning({ id: calendarFeeds.id });
  // Accounting months (decision 0027): February with FZ-1's claims (the lock and the lines), March open.
  await database.withTenant(tenantId, (tx) =>
    tx.insert(accountingMonths).values([
      { tenantId, accountingMonthId: '2026-02', createdBy: 'Fuzz' },
      { tenantId, accountingMonthId: '2026-03', createdBy: 'Fuzz' },
    ]),
  );
  return {
    calendarFeedId: feed?.id as string,
    calendarFeedToken,
    eventId: event?.id as string,
    tenantId,
    scratchTenantId,
    victimUserId,
    victimTokenId,
    apiToken,
    userIds,
    adminId,
    documentId,
    pendingDocumentId,
    absenceUploadId,
    employeeUploadId,
    absenceIds,
    absencePeriodId,
    caseId: derived.caseId,
    insuredPersonId,
    claimId: derived.claimId,
    claimRevisionId: derived.revisionId,
    caseCommentId,
    manualCorrectionId,
    ivSettingId,
    benefitStopId,
    issueId,
    carrierId,
  };
}

/**
 * Puts every caller back as it was (a route may have changed the own role, logged out or renamed) and signs each
 * in anew.
 */
export async function freshCredentials(
  app: FastifyInstance,
  database: Database,
  world: Omit<FuzzWorld, 'credentials'>,
): Promise<Record<ActorName, Credentials>> {
  const credentials: Partial<Record<ActorName, Credentials>> = {
    anonymous: {},
    'api-token': { authorization: `Bearer ${world.apiToken}` },
  };
  for (const role of USER_ROLES) {
    const userId = world.userIds[role];
    await database.db.update(users).set({ userRole: role, status: 'ACTIVE' }).where(eq(users.id, userId));
    app.sessions.forgetUser(userId);
    credentials[role] = (await signIn(app, { kind: 'user', id: userId, tenantId: world.tenantId })).headers;
  }
  credentials.admin = (await signIn(app, { kind: 'admin', id: world.adminId })).headers;
  return credentials as Record<ActorName, Credentials>;
}
