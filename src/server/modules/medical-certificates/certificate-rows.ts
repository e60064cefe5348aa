// Shared reading of the medical certificates module (issue 30, decision 0053): the certificate as the contract shows
// it (with the employee's names and the file's name), the caller's scope, the tenant's certificate settings and the
// employee facts the upload link needs.
import { type SQL, sql } from 'drizzle-orm';
import {
  type CERTIFICATE_ABSENCE_TYPES,
  type CERTIFICATE_KINDS,
  type CERTIFICATE_SOURCES,
  type MedicalCertificate,
  UPLOAD_LINK_VALID_DAYS_DEFAULT,
} from '../../../contracts/medical-certificates.ts';
import { caseManagementConfiguration } from '../../../contracts/tenant-sections.ts';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { toIsoTimestamp } from '../../../db/schema/columns.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { type EmployeeScope, employeeScopeOf } from '../../access/superior-scope.ts';
import type { RequestContext } from '../../request-context.ts';

export const CERTIFICATE_REQUIRED_FROM_DAY_DEFAULT = 4;

type CertificateSqlRow = {
  id: string;
  employee_id: string;
  personnel_number: string | null;
  first_name: string | null;
  last_name: string | null;
  absence_type: string;
  kind: string;
  from_date: string;
  to_date: string | null;
  incapacity_percentage: number;
  issuer_name: string;
  issuer_practice: string | null;
  received_on: string;
  source: string;
  document_id: string | null;
  file_name: string | null;
  created_by: string;
  created_at: string | Date;
  revision: number;
  total_count?: number | string;
};

const isoDay = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

function toCertificate(row: CertificateSqlRow): MedicalCertificate {
  return {
    certificateId: row.id,
    employeeId: row.employee_id,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    absenceType: row.absence_type as (typeof CERTIFICATE_ABSENCE_TYPES)[number],
    kind: row.kind as (typeof CERTIFICATE_KINDS)[number],
    from: isoDay(row.from_date),
    to: row.to_date === null ? null : isoDay(row.to_date),
    incapacityPercentage: Number(row.incapacity_percentage),
    issuerName: row.issuer_name,
    issuerPractice: row.issuer_practice,
    receivedOn: isoDay(row.received_on),
    source: row.source as (typeof CERTIFICATE_SOURCES)[number],
    documentId: row.document_id,
    fileName: row.file_name,
    createdBy: row.created_by,
    createdAt: toIsoTimestamp(row.created_at),
    revision: Number(row.revision),
  };
}

/** Certificates (not deleted) matching `where` (over `c`), newest span first, with the page's total. */
export async function selectCertificates(
  db: Queryable,
  where: SQL,
  paging: { skip: number; take: number } = { skip: 0, take: 1 },
): Promise<{ items: MedicalCertificate[]; totalCount: number }> {
  const rows = await rowsOf<CertificateSqlRow>(
    db,
    sql`select c.id, c.employee_id, e.personnel_number, e.first_name, e.last_name, c.absence_type, c.kind,
               c.from_date::text as from_date, c.to_date::text as to_date, c.incapacity_percentage, c.issuer_name,
               c.issuer_practice, c.received_on::text as received_on, c.source, c.document_id, d.name as file_name,
               c.created_by, c.created_at, c.revision, count(*) over () as total_count
        from medical_certificates c
        left join employee_list e on e.tenant_id = c.tenant_id and e.employee_id = c.employee_id
        left join documents d on d.tenant_id = c.tenant_id and d.id = c.document_id
        where c.deleted_at is null and ${where}
        order by c.from_date desc, c.created_at desc, c.id
        offset ${paging.skip} limit ${paging.take}`,
  );
  return { items: rows.map(toCertificate), totalCount: Number(rows[0]?.total_count ?? 0) };
}

export async function certificateById(db: Queryable, id: string): Promise<MedicalCertificate | null> {
  const { items } = await selectCertificates(db, sql`c.id = ${id}`);
  return items[0] ?? null;
}

/** `column` limited to the employees of the scope (true for the whole tenant). */
export function scopeCondition(scope: EmployeeScope, column: SQL): SQL {
  if (scope.kind === 'all') return sql`true`;
  return sql`${column} = any(${textArray([...scope.employeeIds])})`;
}

export function certificateScope(db: Queryable, ctx: RequestContext, mode: 'view' | 'edit', today: string) {
  return employeeScopeOf(db, ctx, `employee.certificates.${mode}`, today);
}

/** The tenant's certificate rules; the contract's defaults when it has no care configuration (decision 0053). */
export async function certificateSettingsOf(db: Queryable, tenantId: string) {
  const current = await currentConfigurationVersion(db, tenantId);
  const stored = (current?.configuration as { careConfiguration?: { caseManagementConfiguration?: unknown } })
    ?.careConfiguration?.caseManagementConfiguration;
  const parsed = caseManagementConfiguration.safeParse(stored ?? {});
  return parsed.success
    ? {
        certificateRequiredFromDay: parsed.data.certificateRequiredFromDay,
        uploadLinkValidDays: parsed.data.uploadLinkValidDays,
      }
    : {
        certificateRequiredFromDay: CERTIFICATE_REQUIRED_FROM_DAY_DEFAULT,
        uploadLinkValidDays: UPLOAD_LINK_VALID_DAYS_DEFAULT,
      };
}

export type EmployeeFacts = {
  employeeId: string;
  firstName: string | null;
  leavingDate: string | null;
  preferredEmail: string | null;
  language: 'de' | 'fr' | 'it' | 'en';
};

const MAIL_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;

/**
 * The employee's first name, leaving date, preferred e-mail (the one marked preferred, else the first) and
 * correspondence language (the employee's, else the tenant's default; de/fr/it/en, else German — as care tasks,
 * decision 0048), from the record the employee list shows; null when the tenant has no such employee.
 */
export async function employeeFactsOf(db: Queryable, employeeId: string): Promise<EmployeeFacts | null> {
  const [row] = await rowsOf<{
    first_name: string;
    leaving_date: string | null;
    data: unknown;
    default_language: string | null;
  }>(
    db,
    sql`select r.first_name, r.leaving_date::text as leaving_date, r.data,
               t.default_correspondence_language as default_language
        from employee_list e
        join employee_records r on r.tenant_id = e.tenant_id and r.id = e.record_id
        left join tenants t on t.id = e.tenant_id
        where e.employee_id = ${employeeId}`,
  );
  if (!row) return null;
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as {
    emailAddresses?: { emailAddress: string; isPreferred?: boolean }[];
    correspondenceLanguage?: string | null;
  };
  const emails = data.emailAddresses ?? [];
  const preferred = emails.find((email) => email.isPreferred) ?? emails[0];
  const language = (data.correspondenceLanguage ?? row.default_language ?? '').toLowerCase();
  return {
    employeeId,
    firstName: row.first_name,
    leavingDate: row.leaving_date,
    preferredEmail: preferred?.emailAddress ?? null,
    language: (MAIL_LANGUAGES as readonly string[]).includes(language) ? (language as EmployeeFacts['language']) : 'de',
  };
}
