import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

/**
 * Employees as temporal records (spec "Employee": validFrom, validTo, data). `valid_to` is inclusive; null means
 * open-ended. Records of one employee never overlap: an exclusion constraint on the date range (migration 0005).
 * Searchable and sortable fields are copied out of `data` into columns so lists of 50 000 employees stay fast.
 */
export const employeeRecords = pgTable(
  'employee_records',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    data: jsonb('data').notNull(),
    personnelNumber: text('personnel_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companySubunitId: text('company_subunit_id'),
    processingGroupId: text('processing_group_id'),
    dateOfEmployment: date('date_of_employment', { mode: 'string' }),
    leavingDate: date('leaving_date', { mode: 'string' }),
    /**
     * The record the employee list shows: the latest that started on or before today (the one valid today, or a
     * leaver's last), else the first. Maintained on every write and by the daily refresh job (records become
     * current as days pass), so the list reads one indexed row per employee.
     */
    isDisplay: boolean('is_display').notNull().default(false),
    /**
     * Optimistic-concurrency revision of the record: 1 when inserted, +1 with every update. The employee's revision
     * (the sum over its records) grows with every write to any record (docs/architecture.md "Concurrency").
     */
    revision: integer('revision').notNull().default(1),
    /** Lower-case personnel number, names and id: what the list's search matches (trigram index). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(personnel_number || ' ' || first_name || ' ' || last_name || ' ' || employee_id)`,
    ),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('employee_records_tenant_employee_idx').on(table.tenantId, table.employeeId, table.validFrom),
    index('employee_records_tenant_last_name_idx').on(table.tenantId, table.lastName, table.firstName),
    index('employee_records_tenant_personnel_number_idx').on(table.tenantId, table.personnelNumber),
    index('employee_records_tenant_subunit_idx').on(table.tenantId, table.companySubunitId),
    index('employee_records_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('employee_records_connections_idx').using('gin', sql`(${table.data} -> 'connections') jsonb_path_ops`),
    check('employee_records_valid_range', sql`${table.validTo} is null or ${table.validTo} >= ${table.validFrom}`),
    check('employee_records_employee_id_not_blank', sql`length(trim(${table.employeeId})) > 0`),
    tenantIsolationPolicy('employee_records', table.tenantId),
  ],
);

/**
 * The employee list: one narrow row per employee, projected from its display record (`is_display`) by
 * `refreshDisplayRecords` — the one place that maintains the display flag — so every write and the daily refresh
 * keep it current. Searching, filtering, sorting and counting 50 000 employees read these ~100-byte rows instead of
 * the wide temporal records with their JSON (docs/performance.md).
 */
export const employeeList = pgTable(
  'employee_list',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    employeeId: text('employee_id').notNull(),
    recordId: uuid('record_id').notNull(),
    personnelNumber: text('personnel_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companySubunitId: text('company_subunit_id'),
    processingGroupId: text('processing_group_id'),
    dateOfEmployment: date('date_of_employment', { mode: 'string' }),
    leavingDate: date('leaving_date', { mode: 'string' }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(personnel_number || ' ' || first_name || ' ' || last_name || ' ' || employee_id)`,
    ),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.employeeId] }),
    index('employee_list_last_name_idx').on(table.tenantId, table.lastName, table.firstName, table.employeeId),
    index('employee_list_first_name_idx').on(table.tenantId, table.firstName, table.employeeId),
    // The period list sorted by name descending (ties: employee ascending, nulls last) walks these in order and
    // stops after a page (docs/decisions/0013-absence-periods-and-issues-routes.md); ascending uses the ones above.
    index('employee_list_first_name_desc_idx').on(table.tenantId, table.firstName.desc().nullsLast(), table.employeeId),
    index('employee_list_last_name_desc_idx').on(table.tenantId, table.lastName.desc().nullsLast(), table.employeeId),
    index('employee_list_personnel_number_desc_idx').on(
      table.tenantId,
      table.personnelNumber.desc().nullsLast(),
      table.employeeId,
    ),
    index('employee_list_personnel_number_idx').on(table.tenantId, table.personnelNumber, table.employeeId),
    index('employee_list_subunit_last_name_idx').on(table.tenantId, table.companySubunitId, table.lastName),
    index('employee_list_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    tenantIsolationPolicy('employee_list', table.tenantId),
  ],
);
