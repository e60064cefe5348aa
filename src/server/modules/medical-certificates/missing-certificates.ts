// The worklist of absences missing a certificate (issue 30 section 2, decision 0053). From the derived absence
// periods (absence_periods, SICK and ACCIDENT only) that last at least N calendar days (the tenant's
// certificateRequiredFromDay, default 4): a certificate is required from periodStart + N - 1 to periodEnd; the days
// of that span no certificate of the same employee and absence type covers (an open certificate covers to the end)
// are uncovered; a period with at least one uncovered day is listed. One SQL query: the required span as a
// datemultirange minus the union (range_agg, one hashed pass over the certificates) of the employee's certificates —
// no day-by-day walk and no lookup per period; names, day counts and open links are read for the page's rows only
// (docs/decisions/0053-medical-certificates.md, "Performance").
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
      conditions.push(
        sql`exists (select 1 from employee_list s where s.tenant_id = p.tenant_id and s.employee_id = p.employee_id
                      and s.search_text like ${`%${escapeLike(query.search.toLowerCase())}%`})`,
      );
    }
    // 1. `covered`: each employee's certificates per absence type as one multirange (one pass, hashed).
    // 2. `page`: the periods whose required span minus what is covered is not empty, sorted and counted (narrow
    //    rows: the window and the sort carry no multiranges).
    // 3. For the page's rows only: the gaps again, their days, the names and the open upload link.
    const rows = await rowsOf<Row>(
      tx,
      sql`with covered as (
            select c.employee_id, c.absence_type, range_agg(daterange(c.from_date, c.to_date + 1)) as ranges
            from medical_certificates c
            where c.deleted_at is null and ${scopeCondition(scope, sql`c.employee_id`)}
            group by c.employee_id, c.absence_type
          ),
          page as (
            select p.tenant_id, p.employee_id, p.type, p.start_date, p.end_date, cv.ranges,
                   count(*) over () as total_count
            from absence_periods p
            left join covered cv on cv.employee_id = p.employee_id and cv.absence_type = p.type
            where ${sql.join(conditions, sql` and `)}
              and not isempty(datemultirange(daterange(p.start_date + ${n}::int - 1, p.end_date + 1))
                              - coalesce(cv.ranges, '{}'::datemultirange))
            order by p.start_date desc, p.employee_id, p.type
            offset ${query.skip} limit ${query.take}
          )
          select q.employee_id, e.personnel_number, e.first_name, e.last_name, q.type,
                 q.start_date::text as start_date, q.end_date::text as end_date,
                 (q.start_date + ${n}::int - 1)::text as required_from,
                 (select sum(upper(r) - lower(r))::int from unnest(g.gaps) as r) as uncovered_days,
                 lower(g.gaps)::text as first_uncovered_day,
                 (select l.id from certificate_upload_links l
                   where l.tenant_id = q.tenant_id and l.employee_id = q.employee_id and l.absence_type = q.type
                     and l.used_at is null and l.revoked_at is null and l.expires_at > ${now.toISOString()}::timestamptz
                     and l.from_date <= q.end_date and (l.to_date is null or l.to_date >= q.start_date)
                   order by l.created_at desc limit 1) as open_upload_link_id,
                 q.total_count
          from page q
          cross join lateral (
            select datemultirange(daterange(q.start_date + ${n}::int - 1, q.end_date + 1))
                   - coalesce(q.ranges, '{}'::datemultirange) as gaps
          ) g
          left join employee_list e on e.tenant_id = q.tenant_id and e.employee_id = q.employee_id
          order by q.start_date desc, q.employee_id, q.type`,
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
