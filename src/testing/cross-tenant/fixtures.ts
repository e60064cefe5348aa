// Tenant A's and tenant B's fixtures for the cross-tenant walk of cross-tenant.test.ts: the valid request bodies per
// route, the constant ids, and the set-up that builds both tenants. A route with a new path parameter names its
// tenant-A fixture in createCrossTenantFixtures below.
import type { endpoints } from '../../contracts/endpoints.ts';
import { absencePeriods, absences } from '../../db/schema/absences.ts';
import { accountingMonthLocks, accountingMonths } from '../../db/schema/accounting.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import {
  careStageDefinitionSets,
  careStageDefinitions,
  careTaskAttachments,
  careTaskDefinitions,
  careTasks,
  employeeCareStages,
  mails,
} from '../../db/schema/care.ts';
import {
  caseManagementNotes,
  caseManagementRequests,
  caseManagements,
  certificateUploadLinks,
  deadlines,
  medicalCertificates,
} from '../../db/schema/case-management.ts';
import { caseComments, caseInputs, claims, insuredPersons } from '../../db/schema/cases.ts';
import { carriers, payoutReleases, payouts, tenantCarriers } from '../../db/schema/payouts.ts';
import { organizationUnits } from '../../db/schema/tenant-configuration.ts';
import { recordAudit } from '../../server/audit/audit.ts';
import { sha256Hex } from '../../server/auth/secrets.ts';
import { deriveEmployeeState } from '../../server/modules/derivation/index.ts';
import { createApiTokenForTest } from '../factories/api-token.factory.ts';
import { BERN_CARRIER_ACCOUNT } from '../factories/carrier.factory.ts';
import { createStoredDocument } from '../factories/document.factory.ts';
import { createEmployeeRecord } from '../factories/employee.factory.ts';
import { createTenant } from '../factories/tenant.factory.ts';
import {
  configureTenantForTest,
  createTenantIssue,
  validConfigurationInput,
} from '../factories/tenant-configuration.factory.ts';
import { createFinishedAbsenceUpload, createFinishedEmployeeUpload } from '../factories/upload.factory.ts';
import { createAdminUser, createUser, signIn } from '../factories/user.factory.ts';
import type { TestContext } from '../test-app.ts';
import { createReportsOfA, REPORT_MARKERS } from './reports-fixtures.ts';

/** Tenant A's objects, by the path parameter name that addresses them. */
export type Fixtures = Record<string, string>;

/** Valid bodies for writes, so tenant B's calls really run (and must still not touch tenant A). */
export const VALID_BODIES: Partial<Record<keyof typeof endpoints, unknown>> = {
  usersInvite: { name: 'Bea Beispiel', email: 'bea.beispiel@tenant-b.example.ch', userRole: 'Payroll' },
  usersUpdate: { userRole: 'Payroll' },
  userProfileUpdate: { language: 'fr' },
  apiTokensCreate: {
    name: 'B integration',
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  },
  authChangeOwnRole: { userRole: 'HR_Admin' },
  employeesCheckExist: { employeeIds: ['A-EMP-1'] },
  employeeListPatch: { employees: [{ employeeId: 'A-EMP-1', superiorId: 'B-BOSS' }] },
  employeeCorrect: { data: { lastName: 'Overwritten' } },
  employeeNewRecord: { validFrom: '2026-01-01', data: { personnelNumber: 'X', firstName: 'X', lastName: 'X' } },
  organizationReplace: { units: [{ organizationId: 'B-ROOT' }] },
  employeeUploadExportSummary: {
    translations: { companySubunit: 'S', processingGroup: 'G', employeeCount: 'N', totalSalary: 'L', total: 'T' },
  },
  absenceCreate: {
    employeeId: 'A-EMP-1',
    startDate: '2026-03-02',
    endDate: '2026-03-03',
    type: 'SICK',
    percentage: 100,
  },
  employeeCreate: {
    employeeId: 'B-EMP-1',
    validFrom: '2026-01-01',
    data: { personnelNumber: 'B1', firstName: 'Bruno', lastName: 'Beispiel' },
  },
};

/** The token of tenant A's open certificate upload link (the public routes find the link by its hash). */
export const A_UPLOAD_TOKEN = `cup_${'A'.repeat(40)}aaa`;
export const A_PAYOUT_ID = '0196f0a0-0000-7000-8000-00000000d004';
export const A_RELEASE_ID = '0196f0a0-0000-7000-8000-00000000d005';

/** Builds tenant A with one object of each kind and tenant B with an HR_Admin; completes VALID_BODIES with A's ids. */
export async function createCrossTenantFixtures(ctx: TestContext) {
  const tenantA = (await createTenant(ctx.database, { name: 'Tenant A Secret AG' })).id;
  const tenantB = (await createTenant(ctx.database, { name: 'Tenant B AG' })).id;
  const userA = await createUser(ctx.database, tenantA, {
    name: 'Alice Geheim',
    email: 'alice.geheim@tenant-a.example.ch',
  });
  const tokenA = await createApiTokenForTest(ctx.database, tenantA, { name: 'A secret integration' });
  await ctx.database.withTenant(tenantA, (tx) =>
    recordAudit(tx, null, { tenantId: tenantA, action: 'user.invite', entityType: 'user', entityId: userA.id }),
  );
  const userB = await createUser(ctx.database, tenantB, { userRole: 'HR_Admin' });
  const sessionB = await signIn(ctx.app, { kind: 'user', id: userB.id, tenantId: tenantB });
  const adminSession = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
  await createEmployeeRecord(ctx.database, tenantA, 'A-EMP-1', { firstName: 'Gerda', lastName: 'Geheimnis' });
  await configureTenantForTest(ctx.database, tenantA, validConfigurationInput('Tenant A Secret AG'));
  await ctx.database.withTenant(tenantA, (tx) =>
    tx.insert(organizationUnits).values({ tenantId: tenantA, organizationId: 'A-SECRET-UNIT' }),
  );
  const issueA = await createTenantIssue(ctx.database, tenantA, {
    comment: 'A secret issue',
    employeeId: 'A-EMP-1',
  });
  const documentA = await createStoredDocument(ctx.database, tenantA, {
    name: 'A secret salaries.csv',
    content: 'A-EMP-1;A secret salary\n',
  });
  const uploadA = await createFinishedAbsenceUpload(ctx.database, tenantA, documentA.id);
  const employeeUploadA = await createFinishedEmployeeUpload(ctx.database, tenantA, documentA.id);
  const [feedA] = await ctx.database.db
    .insert(calendarFeeds)
    .values({
      tenantId: tenantA,
      userId: userA.id,
      name: 'A secret feed',
      hashedToken: 'a'.repeat(64),
      tokenPrefix: 'cal_aaaaaa',
    })
    .returning();
  const fixtures: Fixtures = {
    userId: userA.id,
    tokenId: tokenA.row.id,
    employeeId: 'A-EMP-1',
    documentId: documentA.id,
    absenceUploadId: uploadA.id,
    employeeUploadId: employeeUploadA.id,
    feedId: feedA?.id as string,
    uploadId: employeeUploadA.id,
  };
  const [absenceA] = await ctx.database.withTenant(tenantA, (tx) =>
    tx
      .insert(absences)
      .values({
        tenantId: tenantA,
        employeeId: 'A-EMP-1',
        date: '2026-02-02',
        type: 'SICK',
        percentage: '100',
        source: 'manual',
      })
      .returning(),
  );
  VALID_BODIES.absencesUpdate = { items: [{ absenceIds: [absenceA?.id], changes: { percentage: '50' } }] };
  const [periodA] = await ctx.database.withTenant(tenantA, (tx) =>
    tx
      .insert(absencePeriods)
      .values({
        tenantId: tenantA,
        id: '0196f0a0-0000-7000-8000-00000000a001',
        employeeId: 'A-EMP-1',
        type: 'SICK',
        startDate: '2026-02-02',
        endDate: '2026-02-02',
        calendarDays: 1,
        isCareRelevant: true,
        percentage: '100',
        source: 'manual',
        absenceIds: [absenceA?.id],
        days: [],
      })
      .returning(),
  );
  // Tenant A's case (derived from the absence) and its insured person; tenant B names them and a claim.
  const derivedA = await ctx.database.withTenant(tenantA, async (tx) => {
    await deriveEmployeeState(tx, tenantA, ['A-EMP-1']);
    const [claimA] = await tx.select().from(claims);
    const [personA] = await tx.select().from(insuredPersons);
    return { claimA, personA };
  });
  fixtures.insuredPersonId = derivedA.personA?.id as string;
  fixtures.ktgCaseId = derivedA.claimA?.caseId as string;
  // A comment on tenant A's case: tenant B can neither comment on the case nor delete the comment.
  fixtures.caseId = fixtures.ktgCaseId;
  fixtures.commentId = '0196f0a0-0000-7000-8000-00000000c001';
  await ctx.database.withTenant(tenantA, (tx) =>
    tx.insert(caseComments).values({
      tenantId: tenantA,
      id: fixtures.commentId as string,
      caseId: fixtures.ktgCaseId as string,
      insuredPersonId: fixtures.insuredPersonId as string,
      comment: 'A secret comment',
      postedByType: 'user',
      postedById: userA.id,
      postedByName: 'Alice Geheim',
    }),
  );
  // A benefit stop on tenant A's case: an admin acting for tenant B can neither change nor delete it.
  fixtures.benefitStopId = '0196f0a0-0000-7000-8000-00000000b001';
  await ctx.database.withTenant(tenantA, (tx) =>
    tx.insert(caseInputs).values({
      tenantId: tenantA,
      id: fixtures.benefitStopId as string,
      kind: 'BENEFIT_STOP',
      employeeId: 'A-EMP-1',
      caseId: fixtures.ktgCaseId as string,
      data: { reason: 'A secret stop', entries: [{ startDate: '2026-02-02', endDate: null, outputPercentage: 0 }] },
    }),
  );
  // Tenant A's accounting month 2026-02, locked by a secret locker: tenant B has no such month.
  fixtures.accountingMonthId = '2026-02';
  // Insurance subunits (decision 0066): tenant A's configured subunit, with a body that would pass for it.
  fixtures.companySubunitId = 'ZH';
  // Support (decision 0067): a request of tenant A with a secret subject.
  const askedA = await ctx.app.inject({
    method: 'POST',
    url: '/api/modular/support/requests',
    headers: (await signIn(ctx.app, { kind: 'user', id: userA.id, tenantId: tenantA })).headers,
    payload: { subject: 'A secret support question', message: 'A secret support message' },
  });
  fixtures.requestId = askedA.json().requestId;
  VALID_BODIES.supportMessageCreate = { text: 'Von B' };
  VALID_BODIES.supportRequestClose = {};
  VALID_BODIES.insuranceSubunitUpdate = {
    configurationVersion: 1,
    name: 'Von B',
    addressLine1: 'Bahnhofstrasse 1',
    postalCode: '8001',
    city: 'Zürich',
    country: 'CH',
  };
  fixtures.accountingMonth = '2026-02';
  await ctx.database.withTenant(tenantA, async (tx) => {
    await tx.insert(accountingMonths).values({ tenantId: tenantA, accountingMonthId: '2026-02', createdBy: 'A' });
    await tx.insert(accountingMonthLocks).values({
      tenantId: tenantA,
      id: '0196f0a0-0000-7000-8000-00000000d001',
      accountingMonthId: '2026-02',
      lockedBy: 'A secret locker',
      employeeCount: 0,
      lineCount: 0,
      totalAmount: 0,
    });
  });
  // Tenant A's payout of 2026-02, proposed in a release by a secret admin: tenant B has neither.
  fixtures.payoutId = A_PAYOUT_ID;
  await ctx.database.withTenant(tenantA, async (tx) => {
    await tx.insert(payoutReleases).values({
      tenantId: tenantA,
      id: A_RELEASE_ID,
      status: 'PROPOSED',
      requestedExecutionDate: '2026-03-02',
      payoutCount: 1,
      totalAmount: 15_781,
      proposedByAdminId: '0196f0a0-0000-7000-8000-00000000d003',
      proposedByName: 'A secret releaser',
    });
    await tx.insert(payouts).values({
      tenantId: tenantA,
      id: A_PAYOUT_ID,
      draftKey: '2026-02|A|EMPLOYER:-|KTG',
      status: 'PROPOSED',
      accountingMonthId: '2026-02',
      caseId: fixtures.ktgCaseId as string,
      employeeId: 'A-EMP-1',
      payeeKind: 'EMPLOYER',
      coverageLine: 'KTG',
      draft: { periods: [], lines: [] },
      statement: { personNames: { lastName: 'A secret payee' } },
      grossAmount: 15_781,
      offsetApplied: 0,
      carriedOffset: 0,
      netAmount: 15_781,
      releaseId: A_RELEASE_ID,
    });
  });
  // Tenant A's KTG is paid by a carrier only tenant A uses: tenant B's assignment neither shows nor changes it.
  const carrierIdOfA = '0196f0a0-0000-7000-8000-00000000e001';
  fixtures.carrierIdOfA = carrierIdOfA;
  await ctx.database.db.insert(carriers).values({
    id: carrierIdOfA,
    name: 'Carrier of A AG',
    payingUnitName: 'Leistungen',
    ...BERN_CARRIER_ACCOUNT,
    contactName: 'A',
  });
  await ctx.database.withTenant(tenantA, (tx) =>
    tx.insert(tenantCarriers).values({ tenantId: tenantA, coverageLine: 'KTG', carrierId: carrierIdOfA }),
  );
  // Tenant A's care task template, a task of A-EMP-1 with its private notes, and an attachment (issue 29): tenant B
  // can neither read, change, complete nor download them.
  fixtures.careTaskDefinitionId = '0196f0a0-0000-7000-8000-00000000ca01';
  fixtures.careTaskId = '0196f0a0-0000-7000-8000-00000000ca02';
  fixtures.attachmentId = '0196f0a0-0000-7000-8000-00000000ca03';
  await ctx.database.withTenant(tenantA, async (tx) => {
    const secret = {
      de: 'A secret template',
      fr: 'A secret template',
      it: 'A secret template',
      en: 'A secret template',
    };
    await tx.insert(careTaskDefinitions).values({
      tenantId: tenantA,
      id: fixtures.careTaskDefinitionId as string,
      title: secret,
      description: secret,
      dueInDays: 14,
    });
    await tx.insert(careTasks).values({
      tenantId: tenantA,
      id: fixtures.careTaskId as string,
      employeeId: 'A-EMP-1',
      origin: 'MANUAL',
      language: 'de',
      title: 'A secret care task',
      description: 'A secret care task',
      privateNotes: 'A secret care note',
      dueDate: '2026-03-02',
      createdBy: 'Alice Geheim',
    });
    await tx.insert(careTaskAttachments).values({
      tenantId: tenantA,
      id: fixtures.attachmentId as string,
      careTaskId: fixtures.careTaskId as string,
      documentId: documentA.id,
      uploadedBy: 'Alice Geheim',
    });
  });
  VALID_BODIES.careTaskDefinitionUpdate = {
    title: { de: 'Von B', fr: 'Von B', it: 'Von B', en: 'Von B' },
    description: { de: '', fr: '', it: '', en: '' },
    dueInDays: 7,
  };
  VALID_BODIES.careTaskCreate = { employeeId: 'A-EMP-1', title: 'Von B', dueDate: '2026-03-02' };
  VALID_BODIES.careTaskUpdate = { privateNotes: 'Von B' };
  VALID_BODIES.careTaskDiscard = { reason: 'Von B' };
  VALID_BODIES.careTaskCommentCreate = { comment: 'Von B' };
  VALID_BODIES.careTaskAttachmentCreate = { documentId: documentA.id };
  VALID_BODIES.accountingMonthSubmit = { comment: 'Von B' };
  VALID_BODIES.caseCommentCreate = { insuredPersonId: derivedA.personA?.id, comment: 'Von B' };
  VALID_BODIES.claimsPatch = {
    insuredPersonId: derivedA.personA?.id,
    claims: [
      {
        claimId: derivedA.claimA?.claimId,
        revisionId: derivedA.claimA?.revisionId,
        processingStatus: 'SCHEDULED',
        accountingMonthId: '2026-02',
      },
    ],
  };
  VALID_BODIES.insuredPersonCaseCreate = { startDate: '2026-02-02' };
  VALID_BODIES.insuredPersonReassign = { targetCaseId: null, claims: [derivedA.claimA?.claimId] };
  VALID_BODIES.ktgCaseCreate = { employeeId: 'A-EMP-1', startDate: '2026-02-02' };
  VALID_BODIES.ktgCaseLink = { employeeId: 'A-EMP-1', caseId: fixtures.ktgCaseId, targetCaseId: fixtures.ktgCaseId };
  // Tenant B names tenant A's period and issue: unknown in B (INVALID_PARAMETERS; nothing dismissed).
  VALID_BODIES.absencePeriodsColor = { periodIds: [periodA?.id], color: 'GREEN' };
  VALID_BODIES.issuesUpdate = { issueIds: [issueA.id], updates: { ignored_at: '2026-03-10T08:00:00Z' } };
  // Tenant B's user asks to switch its session into tenant A, of which it is no member.
  VALID_BODIES.authSwitchTenant = { tenantId: tenantA };
  // A mail to tenant A's user (notifications): tenant B's users neither list nor read it.
  fixtures.mailId = '0196f0a0-0000-7000-8000-00000000f001';
  await ctx.database.withTenant(tenantA, (tx) =>
    tx.insert(mails).values({
      tenantId: tenantA,
      id: fixtures.mailId as string,
      recipientUserId: userA.id,
      toAddress: userA.email,
      language: 'de',
      event: 'CARE_TASK_CREATED',
      subject: 'A secret mail',
      textBody: 'A secret mail text',
      htmlBody: '<p>A secret mail text</p>',
      link: '/care-tasks/0196f0a0-0000-7000-8000-00000000f002',
      status: 'OUTBOX',
      dedupeKey: 'A secret mail',
    }),
  );
  // A deadline of A-EMP-1 (issue 30): tenant B neither lists nor marks it (404).
  fixtures.deadlineId = '0196f0a0-0000-7000-8000-00000000dd01';
  await ctx.database.withTenant(tenantA, (tx) =>
    tx.insert(deadlines).values({
      tenantId: tenantA,
      id: fixtures.deadlineId as string,
      deadlineKey: 'INSURER_REPORT:cross-tenant',
      kind: 'INSURER_REPORT',
      employeeId: 'A-EMP-1',
      dueDate: '2026-03-31',
      basisDate: '2026-03-01',
      ruleId: 'D1',
      explanation: { formula: 'DAYS_AFTER', from: '2026-03-01', days: 30 },
    }),
  );
  VALID_BODIES.deadlineMark = { done: true };
  // Care stages (issue 29): tenant A has a stage definition and a stint of A-EMP-1 with a secret reason; tenant B's
  // set is its own (the PUT and preview act on B only), and A-EMP-1 is unknown in B (404).
  const careA = await createCareStagesOfA(ctx, tenantA);
  fixtures.careStageDefinitionIdOfA = careA.definitionId;
  const careSet = {
    definitions: [
      {
        level: 1,
        triggersLogicalOperator: 'OR',
        triggers: [{ kind: 'number-of-absence-periods', count: 3, lookBackMonths: 12 }],
      },
    ],
  };
  VALID_BODIES.careStageDefinitionsPut = careSet;
  VALID_BODIES.careStageDefinitionsPreview = careSet;
  // Case management (issue 30): tenant A's running case management of A-EMP-1 with a confidential note, and an
  // open request with its reason; tenant B can neither read, decide, change nor close them.
  fixtures.caseManagementId = '0196f0a0-0000-7000-8000-00000000cb01';
  fixtures.requestId = '0196f0a0-0000-7000-8000-00000000cb02';
  fixtures.noteId = '0196f0a0-0000-7000-8000-00000000cb03';
  await ctx.database.withTenant(tenantA, async (tx) => {
    await tx.insert(caseManagements).values({
      tenantId: tenantA,
      id: fixtures.caseManagementId as string,
      employeeId: 'A-EMP-1',
      responsibleUserId: userA.id,
      responsibleName: 'Alice Geheim',
    });
    await tx.insert(caseManagementRequests).values({
      tenantId: tenantA,
      id: fixtures.requestId as string,
      employeeId: 'A-EMP-1',
      reason: 'A secret request reason',
      requestedByUserId: userA.id,
      requestedByName: 'Alice Geheim',
    });
    await tx.insert(caseManagementNotes).values({
      tenantId: tenantA,
      id: fixtures.noteId as string,
      caseManagementId: fixtures.caseManagementId as string,
      text: 'A secret case management note',
      authorUserId: userA.id,
      authorName: 'Alice Geheim',
    });
  });
  VALID_BODIES.caseManagementUpdate = { isCaseReviewCompleted: true };
  VALID_BODIES.caseManagementPlanPut = { goals: ['Von B'], steps: [], workCapacity: [] };
  VALID_BODIES.caseManagementClose = { outcome: 'OTHER' };
  VALID_BODIES.caseManagementNoteCreate = { text: 'Von B' };
  VALID_BODIES.caseManagementRequestCreate = { employeeId: 'A-EMP-1', reason: 'Von B' };
  VALID_BODIES.caseManagementRequestDecline = { declineReason: 'Von B' };
  // Medical certificates (issue 30, decision 0053): tenant A's certificate of A-EMP-1 and an open upload link; tenant
  // B can neither read, change, delete nor revoke them by their ids, and A's link writes nothing into B.
  fixtures.certificateId = '0196f0a0-0000-7000-8000-00000000ce01';
  fixtures.uploadLinkId = '0196f0a0-0000-7000-8000-00000000ce02';
  await ctx.database.withTenant(tenantA, async (tx) => {
    await tx.insert(medicalCertificates).values({
      tenantId: tenantA,
      id: fixtures.certificateId as string,
      employeeId: 'A-EMP-1',
      kind: 'FIRST',
      fromDate: '2026-02-02',
      toDate: '2026-02-06',
      incapacityPercentage: 100,
      issuerName: 'A secret doctor',
      receivedOn: '2026-02-03',
      source: 'HR',
      createdBy: 'Alice Geheim',
    });
    await tx.insert(certificateUploadLinks).values({
      tenantId: tenantA,
      id: fixtures.uploadLinkId as string,
      employeeId: 'A-EMP-1',
      hashedToken: sha256Hex(A_UPLOAD_TOKEN),
      fromDate: '2026-02-02',
      toDate: null,
      sentTo: 'a-secret@example.ch',
      language: 'de',
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      createdBy: 'Alice Geheim',
    });
  });
  const certificateBody = {
    kind: 'FIRST',
    from: '2026-02-02',
    to: null,
    incapacityPercentage: 50,
    issuerName: 'Von B',
    receivedOn: '2026-02-03',
  };
  VALID_BODIES.medicalCertificateCreate = { employeeId: 'A-EMP-1', ...certificateBody };
  VALID_BODIES.medicalCertificateUpdate = { ...certificateBody, revision: 1 };
  VALID_BODIES.certificateUploadLinkCreate = {
    employeeId: 'A-EMP-1',
    from: '2026-02-02',
    to: null,
    email: 'b@example.ch',
  };
  const reportsOfA = await createReportsOfA(ctx, tenantA, userA.id);
  Object.assign(fixtures, reportsOfA.fixtures);
  Object.assign(VALID_BODIES, reportsOfA.bodies);
  const markers = [
    ...REPORT_MARKERS,
    tenantA,
    'A secret request reason',
    'A secret case management note',
    'A secret doctor',
    'a-secret@example.ch',
    'A secret mail',
    userA.id,
    userA.email,
    'Alice Geheim',
    tokenA.row.id,
    'A secret integration',
    'Tenant A Secret AG',
    'A-SECRET-UNIT',
    'A secret issue',
    'A secret comment',
    'A secret stop',
    'A secret locker',
    'A secret releaser',
    'A secret payee',
    'A secret salaries.csv',
    documentA.id,
    'A secret template',
    'A secret care task',
    'A secret care note',
    'A secret care reason',
    'A secret support question',
    'A secret support message',
    careA.definitionId,
  ];
  return { tenantA, tenantB, fixtures, markers, sessionB, adminSession };
}

/** Tenant A's care stages (issue 29): one definition and one current stint of A-EMP-1 with a secret reason. */
async function createCareStagesOfA(ctx: TestContext, tenantA: string): Promise<{ definitionId: string }> {
  const definitionId = '0196f0a0-0000-7000-8000-0000000ca5e1';
  await ctx.database.withTenant(tenantA, async (tx) => {
    await tx.insert(careStageDefinitions).values({
      tenantId: tenantA,
      id: definitionId,
      level: 1,
      triggersLogicalOperator: 'OR',
      triggers: [
        { kind: 'number-of-absence-periods', count: 1, minimumLengthInDays: 1, lookBackMonths: 12, startDate: null },
      ],
    });
    await tx.insert(careStageDefinitionSets).values({ tenantId: tenantA, revision: 1 });
    const reason = 'A secret care reason';
    await tx.insert(employeeCareStages).values({
      tenantId: tenantA,
      employeeId: 'A-EMP-1',
      careStageDefinitionId: definitionId,
      level: 1,
      enteredCareStageAt: '2026-02-02',
      triggers: [],
      reason: { de: reason, fr: reason, it: reason, en: reason },
    });
  });
  return { definitionId };
}
