// Calendar feeds (issue 12, beyond the spec; decision 0014): a user creates a secret address for a calendar app;
// the app fetches the absences (periods) of the employees the user may see — as the user's permissions are at the
// time of the fetch, so a changed role or a deactivated user changes or ends the feed. Events say only "absent"
// unless the feed was created with showAbsenceTypes by a user who may see health data; comments never appear.
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { PERMISSION_MATRIX } from '../../../contracts/roles.ts';
import type { Database } from '../../../db/client.ts';
import { absencePeriods } from '../../../db/schema/absences.ts';
import { calendarFeeds } from '../../../db/schema/calendar-feeds.ts';
import { employeeList } from '../../../db/schema/employees.ts';
import { users } from '../../../db/schema/identity.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import type { AbsenceType } from '../../../domain/sick-pay/types.ts';
import { employeeScopeOf, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { randomSecret, sha256Hex } from '../../auth/secrets.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import { ABSENCE_TYPE_WORDS } from '../uploads/index.ts';
import { buildCalendar } from './ics.ts';

export const CALENDAR_FEED_PREFIX = 'cal_';
/** The window a feed shows: 90 days back, a year ahead. */
const DAYS_BACK = 90;
const DAYS_AHEAD = 366;

type FeedRow = typeof calendarFeeds.$inferSelect;

function toFeed(row: FeedRow) {
  return {
    feedId: row.id,
    name: row.name,
    companySubunitId: row.companySubunitId,
    absenceTypes: (row.absenceTypes as AbsenceType[] | null) ?? null,
    showAbsenceTypes: row.showAbsenceTypes,
    tokenPrefix: row.tokenPrefix,
    createdAt: row.createdAt,
    lastFetchedAt: row.lastFetchedAt,
    revokedAt: row.revokedAt,
  };
}

function requireUser(ctx: RequestContext) {
  const actor = requireActor(ctx);
  if (actor.kind !== 'user') throw new AppError('FORBIDDEN', 'Only users subscribe to calendar feeds');
  return actor;
}

export async function createCalendarFeed(
  database: Database,
  ctx: RequestContext,
  input: {
    name: string;
    companySubunitId?: string | null | undefined;
    absenceTypes?: AbsenceType[] | null | undefined;
    showAbsenceTypes: boolean;
  },
  baseUrl: string,
) {
  const actor = requireUser(ctx);
  const mayShowTypes = ctx.permissions?.['employee.health.view'];
  if (input.showAbsenceTypes && (mayShowTypes === false || mayShowTypes === undefined)) {
    throw new AppError(
      'FORBIDDEN',
      'Only users who may see health data can subscribe to absence types; the feed can say "absent" instead',
    );
  }
  const token = randomSecret(CALENDAR_FEED_PREFIX);
  const row = await inTenant(database, ctx, async (tx) => {
    const [created] = await tx
      .insert(calendarFeeds)
      .values({
        tenantId: requireTenantId(ctx),
        userId: actor.userId,
        name: input.name,
        hashedToken: sha256Hex(token),
        tokenPrefix: token.slice(0, CALENDAR_FEED_PREFIX.length + 6),
        companySubunitId: input.companySubunitId ?? null,
        absenceTypes: input.absenceTypes ?? null,
        showAbsenceTypes: input.showAbsenceTypes,
      })
      .returning();
    if (!created) throw new Error('calendar feed insert returned nothing');
    await recordAudit(tx, ctx, {
      action: 'calendar-feed.create',
      entityType: 'calendar-feed',
      entityId: created.id,
      after: { name: created.name, showAbsenceTypes: created.showAbsenceTypes },
    });
    return created;
  });
  return { feed: toFeed(row), url: `${baseUrl}/api/modular/calendar-feed/${token}` };
}

export async function listCalendarFeeds(database: Database, ctx: RequestContext) {
  const actor = requireUser(ctx);
  return inTenant(database, ctx, async (tx) => ({
    items: (
      await tx
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, actor.userId))
        .orderBy(desc(calendarFeeds.createdAt))
    ).map(toFeed),
  }));
}

export async function revokeCalendarFeed(database: Database, ctx: RequestContext, feedId: string) {
  const actor = requireUser(ctx);
  return inTenant(database, ctx, async (tx) => {
    const [row] = await tx
      .update(calendarFeeds)
      .set({ revokedAt: sql`coalesce(${calendarFeeds.revokedAt}, now())` })
      .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.userId, actor.userId)))
      .returning();
    if (!row) throw new AppError('CALENDAR_FEED_NOT_FOUND', 'Calendar feed not found', { feedId });
    await recordAudit(tx, ctx, { action: 'calendar-feed.revoke', entityType: 'calendar-feed', entityId: feedId });
    return toFeed(row);
  });
}

const ABSENT_WORD = { de: 'abwesend', fr: 'absent·e', it: 'assente', en: 'absent' } as const;

/**
 * The feed's calendar, or null for an unknown or revoked address, or a user no longer active (the route answers
 * 404 for all: an address tells nothing about why it stopped).
 */
export async function calendarFeedContent(database: Database, token: string): Promise<string | null> {
  // The address carries no tenant: the owner connection finds the feed by its hash, then all runs in its tenant.
  const [feed] = await database.db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.hashedToken, sha256Hex(token)), isNull(calendarFeeds.revokedAt)));
  if (!feed) return null;
  return database.withTenant(feed.tenantId, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, feed.userId));
    if (user?.status !== 'ACTIVE') return null;
    const permissions = PERMISSION_MATRIX[user.userRole];
    const ctx: RequestContext = {
      actor: {
        kind: 'user',
        userId: user.id,
        name: user.name,
        email: user.email,
        userRole: user.userRole,
        employeeId: user.employeeId,
      },
      authMethod: 'none',
      tenantId: feed.tenantId,
      permissions,
      session: null,
      requestId: 'calendar-feed',
    };
    const today = swissToday();
    const scope = await employeeScopeOf(tx, ctx, 'employee.absences.view', today);
    const showTypes = feed.showAbsenceTypes && permissions['employee.health.view'] !== false;
    const conditions: SQL[] = [
      gte(absencePeriods.endDate, fromEpochDay(toEpochDay(today) - DAYS_BACK)),
      lte(absencePeriods.startDate, fromEpochDay(toEpochDay(today) + DAYS_AHEAD)),
    ];
    if (scope.kind === 'some') {
      conditions.push(
        scope.employeeIds.size > 0 ? inArray(absencePeriods.employeeId, [...scope.employeeIds]) : sql`false`,
      );
    }
    const types = feed.absenceTypes as AbsenceType[] | null;
    if (types) conditions.push(inArray(absencePeriods.type, types));
    if (feed.companySubunitId) conditions.push(eq(employeeList.companySubunitId, feed.companySubunitId));
    const rows = await tx
      .select({
        id: absencePeriods.id,
        type: absencePeriods.type,
        startDate: absencePeriods.startDate,
        endDate: absencePeriods.endDate,
        updatedAt: absencePeriods.updatedAt,
        firstName: employeeList.firstName,
        lastName: employeeList.lastName,
      })
      .from(absencePeriods)
      .innerJoin(employeeList, eq(employeeList.employeeId, absencePeriods.employeeId))
      .where(and(...conditions))
      .orderBy(asc(absencePeriods.startDate), asc(absencePeriods.employeeId))
      .limit(20_000);
    await tx
      .update(calendarFeeds)
      .set({ lastFetchedAt: new Date().toISOString() })
      .where(eq(calendarFeeds.id, feed.id));
    const language = user.language ?? 'de';
    return buildCalendar(
      feed.name,
      rows.map((row) => ({
        uid: `${row.id}@absence-platform`,
        startDate: row.startDate,
        endDate: row.endDate,
        updatedAt: row.updatedAt,
        summary: `${row.firstName} ${row.lastName} – ${
          showTypes ? (ABSENCE_TYPE_WORDS[row.type][language][0] ?? row.type) : ABSENT_WORD[language]
        }`,
      })),
    );
  });
}
