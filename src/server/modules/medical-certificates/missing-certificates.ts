// The worklist of absences missing a certificate (issue 30 section 2, decision 0053). From the derived absence
// periods (absence_periods, SICK and ACCIDENT only) that last at least N calendar days (the tenant's
// certificateRequiredFromDay, default 4): a certificate is required from periodStart + N - 1 to periodEnd; the days
// of that span no certificate of the same employee and absence type covers (an open certificate covers to the end)
// are uncovered; a period with at least one uncovered day is listed. One SQL query: the required span as a
// datemultirange minus the union (range_agg) of the employee's certificates, its days summed — no day-by-day walk, so
// the list stays one indexed pass over the periods at 10 000 employees.
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MissingCertificate, missingCertificatesQuery } from '../../../contracts/medical-certificates.ts';
import { type Database, rowsOf } from '../../../db/client.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { swissCivilDate } from '../../../domain/dates.ts';
import { assertInScope } from '../../access/superior-scope.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { certificateScope, certificateSettingsOf, scopeCondition } from './certificate-rows.ts';

type Row = {
  employee_id: string;
  personnel_number: string | null;
  first_name: string | null;
  last_name: string | null;
  type: string;
  start_date: string;
  end_date: string;
  required_from: string;
  uncovered_days: number | string;
  first_uncovered_day: string;
  open_upload_link_id: string | null;
  total_count: number | string;
};

export function listMissingCertificates(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof missingCertificatesQuery>,
  now: Date,
) {
  return inTenant(database, ctx, async (tx) => {
    const scope = await certificateScope(tx, ctx, 'view', swissCivilDate(now));
    if (query.employeeId !== undefined) assertInScope(scope, query.employeeId);
    const { certificateRequiredFromDay: n } = await certificateSettingsOf(tx, requireTenantId(ctx));
    const conditions: SQL[] = [
      sql`p.type in ('SICK', 'ACCIDENT')`,
      // The period reaches day N: end - start + 1 >= N.
      sql`p.end_date - p.start_date + 1 >= ${n}::int`,
      scopeCondition(scope, sql`p.employee_id`),
    ];
    if (query.employeeId !== undefined) conditions.push(sql`p.employee_id = ${query.employeeId}`);
    if (query.absenceType !== undefined) conditions.push(sql`p.type = ${query.absenceType}`);
    if (query.search) {
      conditions.push(sql`e.search_text like ${`%${escapeLike(query.search.toLowerCase())}%`}`);
    }
    const rows = await rowsOf<Row>(
      tx,
      sql`select p.employee_id, e.personnel_number, e.first_name, e.last_name, p.type,
                 p.start_date::text as start_date, p.end_date::text as end_date,
                 (p.start_date + ${n}::int - 1)::text as required_from,
                 u.uncovered_days, u.first_uncovered_day::text as first_uncovered_day,
                 (select l.id from certificate_upload_links l
                   where l.tenant_id = p.tenant_id and l.employee_id = p.employee_id and l.absence_type = p.type
                     and l.used_at is null and l.revoked_at is null and l.expires_at > ${now.toISOString()}::timestamptz
                     and l.from_date <= p.end_date and (l.to_date is null or l.to_date >= p.start_date)
                   order by l.created_at desc limit 1) as open_upload_link_id,
                 count(*) over () as total_count
          from absence_periods p
          left join employee_list e on e.tenant_id = p.tenant_id and e.employee_id = p.employee_id
          cross join lateral (
            select datemultirange(daterange(p.start_date + ${n}::int - 1, p.end_date + 1))
                   - coalesce(
                       (select range_agg(daterange(c.from_date, c.to_date + 1))
                        from medical_certificates c
                        where c.tenant_id = p.tenant_id and c.employee_id = p.employee_id
                          and c.absence_type = p.type and c.deleted_at is null
                          and c.from_date <= p.end_date
                          and (c.to_date is null or c.to_date >= p.start_date + ${n}::int - 1)),
                       '{}'::datemultirange) as gaps
          ) g
          cross join lateral (
            select sum(upper(r) - lower(r))::int as uncovered_days, min(lower(r)) as first_uncovered_day
            from unnest(g.gaps) as r
          ) u
          where ${sql.join(conditions, sql` and `)} and u.uncovered_days >= 1
          order by p.start_date desc, p.employee_id, p.type
          offset ${query.skip} limit ${query.take}`,
    );
    const items: MissingCertificate[] = rows.map((row) => ({
      employeeId: row.employee_id,
      personnelNumber: row.personnel_number,
      firstName: row.first_name,
      lastName: row.last_name,
      absenceType: row.type as MissingCertificate['absenceType'],
      periodStart: row.start_date,
      periodEnd: row.end_date,
      requiredFrom: row.required_from,
      uncoveredDays: Number(row.uncovered_days),
      firstUncoveredDay: row.first_uncovered_day,
      openUploadLinkId: row.open_upload_link_id,
    }));
    return { items, totalCount: Number(rows[0]?.total_count ?? 0) };
  });
}
