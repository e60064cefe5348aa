// Payouts (issue 15; docs/decisions/0031-payouts.md, 0033-payout-releases.md): the carriers that pay, the drafts built
// from locked months, the releases under four eyes, the lines a release paid (the duplicate guard), the payees'
// offsets and the payment files.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COVERAGE_LINES } from './cases.ts';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

export const PAYOUT_STATUSES = ['DRAFT', 'PROPOSED', 'RELEASED'] as const;
export const PAYOUT_RELEASE_STATUSES = ['PROPOSED', 'RELEASED', 'CANCELLED'] as const;
export const PAYEE_KINDS = ['EMPLOYER', 'INSURED_PERSON'] as const;
export const PAYOUT_LINE_KINDS = ['REGULAR', 'REVERSAL', 'REBOOKING'] as const;

/**
 * The insurers that pay daily allowances (platform data, managed by admins; not a tenant's): the paying unit is the
 * payment file's debtor (structured address, IBAN, BIC) and the statement's sender and contact.
 */
export const carriers = pgTable(
  'carriers',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    payingUnitName: text('paying_unit_name').notNull(),
    streetName: text('street_name').notNull(),
    buildingNumber: text('building_number'),
    postCode: text('post_code').notNull(),
    townName: text('town_name').notNull(),
    country: text('country').notNull(),
    /** The debtor account of payment files (electronic form, validated, never a QR-IBAN). */
    iban: text('iban').notNull(),
    bic: text('bic'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    check('carriers_name_not_blank', sql`length(trim(${table.name})) > 0`),
    uniqueIndex('carriers_name_idx').on(sql`lower(${table.name})`),
  ],
);

/** Which carrier pays a tenant's coverage line (KTG, UVG, UVGZ). */
export const tenantCarriers = pgTable(
  'tenant_carriers',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    coverageLine: text('coverage_line', { enum: COVERAGE_LINES }).notNull(),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.coverageLine] }),
    tenantIsolationPolicy('tenant_carriers', table.tenantId),
  ],
);

/**
 * A release: admin A proposes payouts for payment (PROPOSED), a different admin B approves (RELEASED: the payment
 * files are written) or either cancels (CANCELLED: the payouts return to DRAFT).
 */
export const payoutReleases = pgTable(
  'payout_releases',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    status: text('status', { enum: PAYOUT_RELEASE_STATUSES }).notNull(),
    requestedExecutionDate: date('requested_execution_date', { mode: 'string' }).notNull(),
    payoutCount: integer('payout_count').notNull(),
    /** Rappen: the sum of the payouts' net amounts. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    proposedByAdminId: uuid('proposed_by_admin_id').notNull(),
    proposedByName: text('proposed_by_name').notNull(),
    proposedAt: timestamptz('proposed_at').notNull().default(sql`now()`),
    decidedByAdminId: uuid('decided_by_admin_id'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamptz('decided_at'),
    comment: text('comment').notNull().default(''),
    /** The statement PDFs the background job has written for the released payouts (progress). */
    statementsWritten: integer('statements_written').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('payout_releases_status_idx').on(table.tenantId, table.status, table.proposedAt),
    // Four eyes: whoever approves is not whoever proposed (a cancel by the proposer is allowed).
    check(
      'payout_releases_four_eyes',
      sql`${table.status} <> 'RELEASED' or ${table.decidedByAdminId} <> ${table.proposedByAdminId}`,
    ),
    check('payout_releases_total_not_negative', sql`${table.totalAmount} >= 0`),
    tenantIsolationPolicy('payout_releases', table.tenantId),
  ],
);

/**
 * A payout: one per case, accounting month, payee and coverage line, built from the month's booked claims
 * (src/domain/payouts). A DRAFT is replaced by regeneration; PROPOSED and RELEASED ones never change (their lines are
 * in payout_lines). The statement holds the spec's fields as frozen when the payout was built.
 */
export const payouts = pgTable(
  'payouts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    draftKey: text('draft_key').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    accountingMonthId: text('accounting_month_id').notNull(),
    caseId: uuid('case_id').notNull(),
    caseNumber: integer('case_number'),
    employeeId: text('employee_id').notNull(),
    payeeKind: text('payee_kind', { enum: PAYEE_KINDS }).notNull(),
    companySubunitId: text('company_subunit_id'),
    coverageLine: text('coverage_line', { enum: COVERAGE_LINES }).notNull(),
    carrierId: uuid('carrier_id'),
    /**
     * The domain's draft without its lines and guard keys (StoredPayoutDraft: periods, claim ids, amounts); the lines
     * follow from the claim ids and the month's booked claims (withLines in payouts.repository.ts).
     */
    draft: jsonb('draft').notNull(),
    /** The spec's payout fields for the statement and the payment: sender, contact, billing details, names, IBAN. */
    statement: jsonb('statement').notNull(),
    /** sha256 of the draft, statement and problems as built: regeneration keeps a payout whose content is unchanged. */
    fingerprint: text('fingerprint').notNull().default(''),
    /** Why the payout cannot be paid as it is (no IBAN, a QR-IBAN, no carrier, …): empty when it can. */
    problems: jsonb('problems').notNull().default(sql`'[]'::jsonb`),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    offsetApplied: bigint('offset_applied', { mode: 'number' }).notNull(),
    carriedOffset: bigint('carried_offset', { mode: 'number' }).notNull(),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    releaseId: uuid('release_id'),
    paymentFileId: uuid('payment_file_id'),
    /** The end-to-end id of the payment instruction (null when nothing is paid: a net amount of 0). */
    endToEndId: text('end_to_end_id'),
    statementDocumentId: uuid('statement_document_id'),
    /**
     * The draft statement of a DRAFT or PROPOSED payout, written on its first request and reused while the payout's
     * fingerprint is the one it was written for (preview_fingerprint); never the released statement.
     */
    previewDocumentId: uuid('preview_document_id'),
    previewFingerprint: text('preview_fingerprint'),
    releasedAt: timestamptz('released_at'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    /** The person's lower-case last name: the lists' name order without reading the statement (decision 0035). */
    personSort: text('person_sort').generatedAlwaysAs(sql`lower(coalesce(statement->'personNames'->>'lastName', ''))`),
    /**
     * What the lists' search matches (decision 0035): personnel number, first and last name in both orders, employee
     * id and case number, lower case (trigram index).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(statement->'personNames'->>'personnelNumber', '') || ' ' ||
        coalesce(statement->'personNames'->>'firstName', '') || ' ' ||
        coalesce(statement->'personNames'->>'lastName', '') || ' ' ||
        coalesce(statement->'personNames'->>'firstName', '') || ' ' || employee_id || ' ' ||
        coalesce(case_number::text, ''))`,
    ),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // The payment overview's default order (month, newest first, then name; the id makes it unique) followed by what
    // its filters and totals read, so a page and the totals can be read from the index alone (decision 0035).
    index('payouts_overview_idx').on(
      table.tenantId,
      sql`${table.accountingMonthId} desc`,
      table.personSort,
      table.caseNumber,
      table.id,
      table.status,
      table.releaseId,
      table.netAmount,
      table.payeeKind,
    ),
    index('payouts_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // One live payout per draft key: regeneration replaces the DRAFT, a PROPOSED one blocks a second.
    uniqueIndex('payouts_live_draft_key_idx')
      .on(table.tenantId, table.draftKey)
      .where(sql`${table.status} in ('DRAFT', 'PROPOSED')`),
    index('payouts_month_idx').on(table.tenantId, table.accountingMonthId, table.status),
    index('payouts_case_idx').on(table.tenantId, table.caseId),
    index('payouts_release_idx').on(table.tenantId, table.releaseId),
    check(
      'payouts_amounts_not_negative',
      sql`${table.netAmount} >= 0 and ${table.offsetApplied} >= 0 and ${table.carriedOffset} >= 0`,
    ),
    check(
      'payouts_amounts_add_up',
      sql`${table.grossAmount} - ${table.offsetApplied} = ${table.netAmount} - ${table.carriedOffset}`,
    ),
    check('payouts_status_valid', sql`${table.status} in ('DRAFT', 'PROPOSED', 'RELEASED')`),
    check('payouts_released_has_release', sql`${table.status} = 'DRAFT' or ${table.releaseId} is not null`),
    tenantIsolationPolicy('payouts', table.tenantId),
  ],
);

/**
 * The booked lines a proposed or released payout covers: the duplicate guard in the database. A guard key (a day
 * booked in a month as a kind, decision 0031) is unique per tenant: two releases cannot pay the same line, whatever
 * races, retries or regenerations happen. Written at proposal, deleted when a proposal is cancelled.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    guardKey: text('guard_key').notNull(),
    payoutId: uuid('payout_id').notNull(),
    daySlot: text('day_slot').notNull(),
    party: text('party', { enum: PAYEE_KINDS }).notNull(),
    kind: text('kind', { enum: PAYOUT_LINE_KINDS }).notNull(),
    claimId: text('claim_id').notNull(),
    revisionId: text('revision_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    accountKey: text('account_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.guardKey] }),
    index('payout_lines_payout_idx').on(table.tenantId, table.payoutId),
    tenantIsolationPolicy('payout_lines', table.tenantId),
  ],
);

/**
 * The payees' offsets as an append-only journal: a released payout with a carried offset adds it (+), one that
 * consumed an offset subtracts it (−). The sum per account (payee × coverage line) is what the payee owes; never
 * below 0 (checked in the release transaction).
 */
export const payoutOffsets = pgTable(
  'payout_offsets',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    accountKey: text('account_key').notNull(),
    payee: jsonb('payee').notNull(),
    coverageLine: text('coverage_line', { enum: COVERAGE_LINES }).notNull(),
    payoutId: uuid('payout_id').notNull(),
    /** Rappen: + carried, − applied. */
    delta: bigint('delta', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('payout_offsets_account_idx').on(table.tenantId, table.accountKey),
    tenantIsolationPolicy('payout_offsets', table.tenantId),
  ],
);

/** A pain.001.001.09 file of a release: one per carrier (debtor account), in the document store. */
export const paymentFiles = pgTable(
  'payment_files',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    releaseId: uuid('release_id').notNull(),
    carrierId: uuid('carrier_id').notNull(),
    messageId: text('message_id').notNull(),
    /**
     * The stored file (null until written: the approval commits first, then the file is written from this row and
     * the payouts, deterministically; a download finds a missing file and writes it).
     */
    documentId: uuid('document_id'),
    /** GrpHdr/CreDtTm: the approval's time, so the file can be written again byte for byte. */
    createdAtText: text('created_at_text').notNull(),
    transactionCount: integer('transaction_count').notNull(),
    /** Rappen: the file's CtrlSum. */
    controlSum: bigint('control_sum', { mode: 'number' }).notNull(),
    requestedExecutionDate: date('requested_execution_date', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('payment_files_message_id_idx').on(table.messageId),
    index('payment_files_release_idx').on(table.tenantId, table.releaseId),
    tenantIsolationPolicy('payment_files', table.tenantId),
  ],
);
