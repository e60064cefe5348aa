// The realistic tenant the API fuzz suite writes to and its callers (the valid request per route the suite derives
// its inputs from is in targets.ts).
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EmployeeDataInput } from '../../contracts/employees.ts';
import { USER_ROLES, type UserRole } from '../../contracts/roles.ts';
import type { TenantConfigurationInput } from '../../contracts/tenant.ts';
import type { Database } from '../../db/client.ts';
import { absencePeriods, absences } from '../../db/schema/absences.ts';
import { accountingMonths } from '../../db/schema/accounting.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { certificateUploadLinks } from '../../db/schema/case-management.ts';
import { caseComments, caseInputs, claims, insuredPersons } from '../../db/schema/cases.ts';
import { domainEvents } from '../../db/schema/domain-events.ts';
import { users } from '../../db/schema/identity.ts';
import { carriers } from '../../db/schema/payouts.ts';
import { organizationUnits } from '../../db/schema/tenant-configuration.ts';
import { sha256Hex } from '../../server/auth/secrets.ts';
import { deriveEmployeeState } from '../../server/modules/derivation/index.ts';
import { createApiTokenForTest } from '../factories/api-token.factory.ts';
import { BERN_CARRIER_ACCOUNT } from '../factories/carrier.factory.ts';
import { createPendingDocument, createStoredDocument } from '../factories/document.factory.ts';
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
  /** An open certificate upload link of FZ-1 (issue 30): the secret of its address. */
  certificateUploadToken: string;
  apiToken: string;
  userIds: Record<UserRole, string>;
  adminId: string;
  /** Fresh credentials per test: a route may log out, change the own role or revoke. */
  credentials: Record<ActorName, Credentials>;
};

/** The fuzz world's carrier: a Bern insurer with a valid, non-QR IBAN. */
export const FUZZ_CARRIER = {
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
  // A certificate upload link of FZ-1, open for 30 days (the public upload routes; decision 0053).
  const certificateUploadToken = `cup_${'U'.repeat(43)}`;
  await database.withTenant(tenantId, (tx) =>
    tx.insert(certificateUploadLinks).values({
      tenantId,
      employeeId: 'FZ-1',
      hashedToken: sha256Hex(certificateUploadToken),
      fromDate: '2026-03-02',
      toDate: null,
      sentTo: 'fz1@example.ch',
      language: 'de',
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      createdBy: 'Fuzz',
    }),
  );
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
    certificateUploadToken,
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
