// The names of the objects on one page of the audit log (decision 0042): the log stores ids (an employee id, a
// user's or token's uuid, a case's uuid), the screen shows who or what they are. One query per object type present
// on the page (at most eight, whatever the page size: no query per entry), each by the ids of that type, in the
// caller's tenant transaction (RLS). An object that no longer exists (a replaced case, a deleted token) has no name.
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { calendarFeeds } from '../../../db/schema/calendar-feeds.ts';
import { cases, insuredPersons } from '../../../db/schema/cases.ts';
import { employeeList } from '../../../db/schema/employees.ts';
import { fileUploads } from '../../../db/schema/file-uploads.ts';
import { apiTokens, users } from '../../../db/schema/identity.ts';
import { carriers } from '../../../db/schema/payouts.ts';
import { tenants } from '../../../db/schema/tenants.ts';

export type AuditEntryRef = {
  tenantId: string | null;
  entityType: string;
  entityId: string | null;
  actorId: string | null;
  actorName: string | null;
};
export type EntityNaming = { entityName: string | null; entityCaseNumber: number | null };

/** Object types whose id is the employee id (E-1111). */
const EMPLOYEE_TYPES = new Set(['employee', 'employee-absences', 'employee-absence-periods']);
/** Object types that are the company itself (their id is the tenant's). */
const TENANT_TYPES = new Set(['tenant', 'tenant-carriers', 'organization', 'tenant-issues']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const personName = (first: string, last: string) => `${first} ${last}`.trim();

/** The ids of one object type on the page; for a uuid column only the ids that are uuids (never a cast error). */
function idsOf(entries: readonly AuditEntryRef[], types: (type: string) => boolean, uuidOnly: boolean): string[] {
  const ids = new Set<string>();
  for (const entry of entries) {
    if (entry.entityId === null || !types(entry.entityType)) continue;
    if (uuidOnly && !UUID.test(entry.entityId)) continue;
    ids.add(uuidOnly ? entry.entityId.toLowerCase() : entry.entityId);
  }
  return [...ids];
}

const is = (type: string) => (candidate: string) => candidate === type;

/** The name (and a case's number) of each entry's object, in the order of `entries`. */
export async function nameAuditEntities(
  db: Queryable,
  tenantId: string,
  entries: readonly AuditEntryRef[],
): Promise<EntityNaming[]> {
  const employeeIds = idsOf(entries, (type) => EMPLOYEE_TYPES.has(type), false);
  const insuredPersonIds = idsOf(entries, is('insured-person'), true);
  const caseIds = idsOf(entries, is('case'), true);
  const userIds = idsOf(entries, is('user'), true);
  const tokenIds = idsOf(entries, is('api-token'), true);
  const feedIds = idsOf(entries, is('calendar-feed'), true);
  const carrierIds = idsOf(entries, is('carrier'), true);
  const uploadIds = idsOf(entries, (type) => type === 'absence-upload' || type === 'employee-upload', true);
  const needsTenant = entries.some((entry) => TENANT_TYPES.has(entry.entityType));

  const employees = new Map<string, string>();
  const persons = new Map<string, string>();
  const caseNames = new Map<string, { name: string | null; caseNumber: number }>();
  const named = new Map<string, string>();
  let tenantName: string | null = null;

  if (employeeIds.length > 0) {
    const rows = await db
      .select({ id: employeeList.employeeId, first: employeeList.firstName, last: employeeList.lastName })
      .from(employeeList)
      .where(and(eq(employeeList.tenantId, tenantId), inArray(employeeList.employeeId, employeeIds)));
    for (const row of rows) employees.set(row.id, personName(row.first, row.last));
  }
  if (insuredPersonIds.length > 0) {
    const rows = await db
      .select({ id: insuredPersons.id, first: employeeList.firstName, last: employeeList.lastName })
      .from(insuredPersons)
      .leftJoin(
        employeeList,
        and(eq(employeeList.tenantId, insuredPersons.tenantId), eq(employeeList.employeeId, insuredPersons.employeeId)),
      )
      .where(and(eq(insuredPersons.tenantId, tenantId), inArray(insuredPersons.id, insuredPersonIds)));
    for (const row of rows)
      if (row.first !== null && row.last !== null) persons.set(row.id, personName(row.first, row.last));
  }
  if (caseIds.length > 0) {
    const rows = await db
      .select({
        id: cases.id,
        caseNumber: cases.caseNumber,
        first: employeeList.firstName,
        last: employeeList.lastName,
      })
      .from(cases)
      .leftJoin(
        employeeList,
        and(eq(employeeList.tenantId, cases.tenantId), eq(employeeList.employeeId, cases.employeeId)),
      )
      .where(and(eq(cases.tenantId, tenantId), inArray(cases.id, caseIds)));
    for (const row of rows) {
      const name = row.first !== null && row.last !== null ? personName(row.first, row.last) : null;
      caseNames.set(row.id, { name, caseNumber: row.caseNumber });
    }
  }
  const byId = async (ids: string[], read: (ids: string[]) => Promise<{ id: string; name: string | null }[]>) => {
    if (ids.length === 0) return;
    for (const row of await read(ids)) if (row.name) named.set(row.id, row.name);
  };
  await byId(userIds, (ids) =>
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids))),
  );
  await byId(tokenIds, (ids) =>
    db
      .select({ id: apiTokens.id, name: apiTokens.name })
      .from(apiTokens)
      .where(and(eq(apiTokens.tenantId, tenantId), inArray(apiTokens.id, ids))),
  );
  await byId(feedIds, (ids) =>
    db
      .select({ id: calendarFeeds.id, name: calendarFeeds.name })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.tenantId, tenantId), inArray(calendarFeeds.id, ids))),
  );
  await byId(carrierIds, (ids) =>
    db.select({ id: carriers.id, name: carriers.name }).from(carriers).where(inArray(carriers.id, ids)),
  );
  await byId(uploadIds, (ids) =>
    db
      .select({ id: fileUploads.id, name: fileUploads.fileUploadName })
      .from(fileUploads)
      .where(and(eq(fileUploads.tenantId, tenantId), inArray(fileUploads.id, ids))),
  );
  if (needsTenant) {
    const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    tenantName = row?.name ?? null;
  }

  return entries.map((entry): EntityNaming => {
    const id = entry.entityId;
    const none = { entityName: null, entityCaseNumber: null };
    if (id === null) return TENANT_TYPES.has(entry.entityType) ? { ...none, entityName: tenantName } : none;
    const key = UUID.test(id) ? id.toLowerCase() : id;
    if (EMPLOYEE_TYPES.has(entry.entityType)) return { ...none, entityName: employees.get(id) ?? null };
    if (entry.entityType === 'insured-person') return { ...none, entityName: persons.get(key) ?? null };
    if (entry.entityType === 'case') {
      const found = caseNames.get(key);
      return found ? { entityName: found.name, entityCaseNumber: found.caseNumber } : none;
    }
    if (TENANT_TYPES.has(entry.entityType)) return { ...none, entityName: tenantName };
    // An administrator is no user of the tenant (their table is not the tenant's to read): named when acting on
    // their own account (sign-in, sign-out), as the entry's actor.
    if (entry.entityType === 'admin-user')
      return { ...none, entityName: id === entry.actorId ? entry.actorName : null };
    return { ...none, entityName: named.get(key) ?? null };
  });
}
