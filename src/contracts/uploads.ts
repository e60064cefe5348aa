// Employee and absence uploads (spec sections 3 "Uploads", 4 "File processing status", 5, 7): a stored document
// is processed in the background into employee records or daily absences, with a per-row report.
import { z } from 'zod';
import { ABSENCE_TYPES, ACCIDENT_TYPES } from '../domain/sick-pay/types.ts';
import { isoDate, page, pagingQuery, timestamp, uuid } from './common.ts';
import { employeeDataPatch } from './employees.ts';

export const FILE_PROCESSING_STATUSES = ['processing', 'completed', 'failed', 'formatting-failed'] as const;
export const fileProcessingStatus = z
  .enum(FILE_PROCESSING_STATUSES)
  .meta({ description: 'processing → completed | failed (could not be processed) | formatting-failed (file refused)' });

/**
 * How an absence file names its employees (decision 0040): by the personnel number (the column "Personalnummer",
 * as in the template: what payroll and time recording know) or by the employee id (the column
 * "Mitarbeitenden-ID"). The file's header decides; with both columns the employee id identifies and the personnel
 * number must be that employee's.
 */
export const UPLOAD_EMPLOYEE_KEYS = ['personnelNumber', 'employeeId'] as const;
export type UploadEmployeeKey = (typeof UPLOAD_EMPLOYEE_KEYS)[number];

/**
 * What the derivation of an upload's effects (cases, claims, absence periods, data issues) stands at: pending
 * (processing, or its domain events wait for the derivation), derived (written: `derivedAt`), failed (the
 * derivation of at least one of its employees failed; it is retried, and the upload stays underived until it
 * succeeds).
 */
export const UPLOAD_DERIVATION_STATUSES = ['pending', 'derived', 'failed'] as const;
export type UploadDerivationStatus = (typeof UPLOAD_DERIVATION_STATUSES)[number];

/**
 * The codes of the row report's lines (decision 0040): each line carries one with its parameters, and the web (and
 * the downloadable report) says it in the reader's language; `message` keeps the English text. Parameters: dates as
 * YYYY-MM-DD (`from`, `to`), row numbers as in the file (`row`), counts (`days`, `max`), names (`columns`,
 * `employeeIds`: lists; `field`, `employeeId`, `message`: text).
 */
export const ROW_ISSUE_CODES = [
  // The file as a whole (row 0), when it cannot be read
  'fileEncoding',
  'fileType',
  'fileUnreadable',
  // Any cell
  'required',
  'invalidDate',
  'invalidNumber',
  'unstorableText',
  'controlCharacters',
  'tooLong',
  'invalidValue',
  'extraCells',
  // The header row
  'missingColumns',
  'duplicateColumn',
  'unknownColumns',
  // Absence rows
  'endBeforeStart',
  'rangeTooLong',
  'invalidType',
  'invalidAccidentType',
  'accidentTypeRequired',
  'accidentTypeNotAllowed',
  'hoursOrPercentageRequired',
  'hoursAndPercentage',
  'tooManyDecimals',
  'hoursNotPositive',
  'hoursTooHigh',
  'percentageNotPositive',
  'percentageTooHigh',
  'commentTooLong',
  'commentControlCharacters',
  'unknownEmployeeId',
  'unknownPersonnelNumber',
  'ambiguousPersonnelNumber',
  'personnelNumberMismatch',
  'outsidePeriod',
  'clipped',
  'keptManual',
  'duplicateRow',
  'overlapsRow',
  // Employee rows
  'validToBeforeValidFrom',
  'policyNumberRequired',
  'ownConnection',
  'unknownSubunit',
  'unknownProcessingGroup',
  'overlapsEarlierRow',
  'kavRequired',
] as const;
export type RowIssueCode = (typeof ROW_ISSUE_CODES)[number];
export type RowIssueParams = Record<string, string | number | string[]>;

/** The longest period an absence upload may replace (a year and a day: a leap year). */
export const ABSENCE_UPLOAD_MAX_DAYS = 366;

export const UPLOAD_MESSAGES = {
  endBeforeStart: 'The end date must not be before the start date',
  periodTooLong: `An upload covers at most ${ABSENCE_UPLOAD_MAX_DAYS} days`,
} as const;

const fileUploadKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .nullable()
  .optional()
  .meta({ description: "Key of one of the tenant's fileUploadConfiguration entries; null: the default reading" });

export const absenceUploadBody = z
  .strictObject({ startDate: isoDate(), endDate: isoDate(), documentId: uuid(), fileUploadKey })
  .superRefine((value, context) => {
    if (value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: UPLOAD_MESSAGES.endBeforeStart });
      return;
    }
    const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000 + 1;
    if (days > ABSENCE_UPLOAD_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: UPLOAD_MESSAGES.periodTooLong,
      });
    }
  });

export const uploadListQuery = z.strictObject({
  startDate: isoDate().optional().meta({ description: 'Uploads made on or after this day (Swiss time)' }),
  endDate: isoDate().optional().meta({ description: 'Uploads made on or before this day (Swiss time)' }),
});

export const uploadBreakdowns = z
  .object({
    rowsRead: z.number().int().min(0).meta({ description: 'Data rows read from the file (without the header)' }),
    rowsAccepted: z.number().int().min(0),
    rowsRejected: z.number().int().min(0).meta({ description: 'Rows refused: listed in the row report' }),
    created: z.number().int().min(0).meta({ description: 'Absence days (employee records) created' }),
    updated: z.number().int().min(0).meta({ description: 'Days whose absence changed' }),
    unchanged: z.number().int().min(0).meta({ description: 'Days the file confirmed as they were' }),
    removed: z.number().int().min(0).meta({ description: 'Automatic absence days the file no longer lists' }),
    employeesAffected: z.number().int().min(0),
  })
  .meta({ id: 'UploadBreakdowns' });

const uploadBase = {
  documentId: uuid().nullable(),
  name: z.string().nullable().meta({ description: 'The file name' }),
  uri: z.string().nullable().meta({ description: 'Signed download address of the file (valid 15 minutes)' }),
  fileUploadName: z.string().nullable().meta({ description: 'Name of the upload configuration used' }),
  fileUploadKey: z.string().nullable(),
  uploadedAt: timestamp(),
  uploadedBy: z.string(),
  source: z.enum(['file', 'api']),
  processingStatus: fileProcessingStatus,
  phase: z.enum(['reading', 'applying', 'done']),
  finishedAt: timestamp().nullable(),
  errorMessage: z.string().nullable().meta({ description: 'Why the file was refused or could not be processed' }),
  breakdowns: uploadBreakdowns,
  issueCount: z.number().int().min(0).meta({ description: 'Lines in the row report (refusals and notices)' }),
  employeeKey: z
    .enum(UPLOAD_EMPLOYEE_KEYS)
    .nullable()
    .meta({
      description:
        'How the file named its employees: personnelNumber (column "Personalnummer") or employeeId (column ' +
        '"Mitarbeitenden-ID"); employee files and interface deliveries: employeeId; null until the header is read',
    }),
  derivedAt: timestamp()
    .nullable()
    .meta({
      description:
        'When the cases, claims, absence periods and data issues this upload causes were written (the derivation ' +
        'runs after processingStatus becomes completed, usually within seconds); null until then. Read derived ' +
        'state (GET /case, /absence-periods, /issues) once it is set.',
    }),
  derivationStatus: z.enum(UPLOAD_DERIVATION_STATUSES).meta({
    description:
      'pending (processing, or the derivation of its effects still runs), derived (derivedAt is set), failed (the ' +
      'derivation of an employee failed and is retried; derivedAt stays null until it succeeds)',
  }),
};

export const absenceUploadItem = z
  .object({
    absenceUploadId: uuid(),
    startDate: isoDate(),
    endDate: isoDate(),
    ...uploadBase,
  })
  .meta({ id: 'AbsenceUpload' });

export const absenceUploadList = z.object({ items: z.array(absenceUploadItem) });

export const createdAbsenceUpload = z.object({
  absenceUploadId: uuid(),
  startDate: isoDate(),
  endDate: isoDate(),
  documentId: uuid(),
  processingStatus: fileProcessingStatus,
});

export const absenceUploadIdParams = z.strictObject({ absenceUploadId: uuid() });

export const rowReportQuery = z.strictObject({
  format: z.enum(['xlsx', 'csv']).default('xlsx').meta({ description: 'XLSX (default) or CSV (UTF-8, ";")' }),
  language: z.enum(['de', 'fr', 'it', 'en']).default('de').meta({ description: 'Language of headers and kinds' }),
});

const rowIssueParams = z
  .record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]))
  .meta({ description: 'The code’s parameters (dates YYYY-MM-DD, row numbers as in the file)' });

export const rowIssue = z
  .object({
    rowNumber: z.number().int().meta({ description: 'The row as Excel shows it (the header is row 1)' }),
    severity: z.enum(['error', 'notice']).meta({ description: 'error: the row was not applied; notice: it was' }),
    column: z.string().nullable().meta({ description: 'The column as the file names it' }),
    value: z
      .string()
      .nullable()
      .meta({ description: 'The cell as the file has it (dates of XLSX date cells as DD.MM.YYYY)' }),
    code: z
      .enum(ROW_ISSUE_CODES)
      .nullable()
      .meta({ description: 'What the line says, as a code (null: a line recorded before codes existed)' }),
    params: rowIssueParams,
    message: z.string().meta({ description: 'The line in English' }),
  })
  .meta({ id: 'UploadRowIssue' });

export const rowIssuesQuery = z.strictObject(pagingQuery({ defaultTake: 50, maxTakeExclusive: 501 }));
export const rowIssuesPage = page(rowIssue).meta({ id: 'UploadRowIssuePage' });
export type RowIssue = z.infer<typeof rowIssue>;

export const uploadTemplateQuery = z.strictObject({
  language: z.enum(['de', 'fr', 'it', 'en']).default('de'),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});

export const absenceEditingBlocked = z
  .boolean()
  .meta({ description: 'true while a file of the company is processing: absence edits answer FILES_PROCESSING' });

export type AbsenceUploadItem = z.infer<typeof absenceUploadItem>;

// ---- Employee uploads ---------------------------------------------------------------------------------------------

export const employeeUploadBody = z.strictObject({ documentId: uuid(), fileUploadKey });

export const createdEmployeeUpload = z.object({
  employeeUploadId: uuid(),
  documentId: uuid(),
  processingStatus: fileProcessingStatus,
});

export const employeeUploadItem = z.object({ employeeUploadId: uuid(), ...uploadBase }).meta({
  id: 'EmployeeUpload',
  description:
    'An employee upload. Breakdowns count employees: created (new employees), updated (employees whose records ' +
    'changed), unchanged (employees the file confirmed), employeesAffected (created + updated); rows per row.',
});

export const employeeUploadList = z.object({ items: z.array(employeeUploadItem) });
export const employeeUploadIdParams = z.strictObject({ employeeUploadId: uuid() });
export type EmployeeUploadItem = z.infer<typeof employeeUploadItem>;

const label = () => z.string().trim().min(1).max(100);

/** POST /employee-upload/{uploadId}/export-summary: the column titles in the reader's language. */
export const exportSummaryBody = z
  .strictObject({
    translations: z.strictObject({
      companySubunit: label(),
      processingGroup: label(),
      employeeCount: label(),
      totalSalary: label(),
      total: label(),
    }),
  })
  .meta({
    example: {
      translations: {
        companySubunit: 'Unterbereich',
        processingGroup: 'Verarbeitungsgruppe',
        employeeCount: 'Anzahl Mitarbeitende',
        totalSalary: 'Lohnsumme (CHF)',
        total: 'Total',
      },
    },
  });

export const exportSummaryResult = z
  .object({
    uri: z.string().meta({ description: 'Signed download address of the XLSX (valid 15 minutes)' }),
    filename: z.string(),
  })
  .meta({ id: 'ExportSummary' });

export const exportSummaryParams = z.strictObject({ uploadId: uuid() });

// ---- External data interface (grapeConnect): absences as JSON from payroll and HR systems ----------------------

/** Most absence items one interface request may carry (the request body is limited to 1 MiB anyway). */
export const CONNECT_ABSENCES_MAX_ITEMS = 10_000;

const decimalInput = z
  .union([z.number(), z.string().trim().min(1).max(20)])
  .nullable()
  .optional()
  .meta({ description: 'A number or a decimal string ("8.5"); give hours or percentage, not both' });

export const connectAbsenceItem = z
  .strictObject({
    employeeId: z.string().trim().min(1).max(100),
    startDate: isoDate(),
    endDate: isoDate(),
    type: z.enum(ABSENCE_TYPES),
    accidentType: z.enum(ACCIDENT_TYPES).nullable().optional(),
    hours: decimalInput,
    percentage: decimalInput,
    comment: z.string().max(1000).nullable().optional(),
  })
  .meta({ id: 'ConnectAbsence' });

export const connectAbsencesBody = z
  .strictObject({
    startDate: isoDate(),
    endDate: isoDate(),
    absences: z.array(connectAbsenceItem).max(CONNECT_ABSENCES_MAX_ITEMS),
  })
  .superRefine((value, context) => {
    if (value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: UPLOAD_MESSAGES.endBeforeStart });
    } else if ((Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000 + 1 > ABSENCE_UPLOAD_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: UPLOAD_MESSAGES.periodTooLong });
    }
  })
  .meta({
    description:
      'The absences of a period: for every employee listed, they replace the automatic absences within ' +
      '[startDate, endDate] (manually entered or edited ones are kept). Send the header Idempotency-Key (any ' +
      'unique text up to 200 characters) so that a retried request is applied once.',
    example: {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      absences: [
        { employeeId: '1001', startDate: '2026-03-02', endDate: '2026-03-06', type: 'SICK', percentage: 100 },
        {
          employeeId: '1002',
          startDate: '2026-03-10',
          endDate: '2026-03-10',
          type: 'ACCIDENT',
          accidentType: 'NON_OCCUPATIONAL',
          hours: 4.5,
        },
      ],
    },
  });

/** An interface item not applied: its index, the field, what is wrong (a row report code and its parameters). */
const connectRefusal = z
  .object({
    index: z.number().int().min(0),
    field: z.string().nullable(),
    code: z.enum(ROW_ISSUE_CODES),
    params: rowIssueParams,
    message: z.string().meta({ description: 'In English' }),
  })
  .meta({ id: 'ConnectRefusal' });

export const connectAbsencesResult = z
  .object({
    absenceUploadId: uuid(),
    processingStatus: fileProcessingStatus,
    replayed: z
      .boolean()
      .meta({ description: 'true: this Idempotency-Key was used before; nothing was applied again' }),
    rowsAccepted: z.number().int().min(0),
    rowsRejected: z.number().int().min(0),
    rejected: z.array(connectRefusal).meta({
      description:
        'Items not applied (index in `absences`), e.g. an unknown employee, hours and percentage, or an item that ' +
        'repeats an earlier one (duplicateRow) or shares a day with it (overlapsRow)',
    }),
  })
  .meta({ id: 'ConnectAbsencesResult' });

// ---- External data interface: employees, organisation, overview -----------------------------------------------------

/** Most employee records one interface request may carry. */
export const CONNECT_EMPLOYEES_MAX_ITEMS = 2_000;

export const connectEmployeeItem = z
  .strictObject({
    employeeId: z.string().trim().min(1).max(100),
    validFrom: isoDate(),
    validTo: isoDate().nullable().default(null).meta({ description: 'Last day (inclusive); null: open end' }),
    data: employeeDataPatch.meta({
      description:
        "The record's fields (as in POST /employee). Fields left out keep the employee's value; a new employee " +
        'needs personnelNumber, firstName and lastName.',
    }),
  })
  .refine((item) => item.validTo === null || item.validTo >= item.validFrom, {
    path: ['validTo'],
    error: 'validTo must not be before validFrom',
  })
  .meta({ id: 'ConnectEmployee' });
export type ConnectEmployeeItem = z.infer<typeof connectEmployeeItem>;

export const connectEmployeesBody = z
  .strictObject({ employees: z.array(connectEmployeeItem).min(1).max(CONNECT_EMPLOYEES_MAX_ITEMS) })
  .meta({
    description:
      'Employee records: each holds from validFrom to validTo and is merged into the employee’s records like a row ' +
      'of an employee file. Send the header Idempotency-Key so that a retried request is applied once.',
    example: {
      employees: [
        {
          employeeId: '1001',
          validFrom: '2026-01-01',
          validTo: null,
          data: {
            personnelNumber: '1001',
            firstName: 'Anna',
            lastName: 'Muster',
            companySubunitId: 'BE-LOG',
            employmentPercentage: 80,
            wageTypes: [{ wageTypeId: '1000', amount: 6500 }],
          },
        },
      ],
    },
  });

export const connectEmployeesResult = z
  .object({
    employeeUploadId: uuid(),
    processingStatus: fileProcessingStatus,
    replayed: z.boolean().meta({ description: 'true: this Idempotency-Key was used before; nothing applied again' }),
    rowsAccepted: z.number().int().min(0),
    rowsRejected: z.number().int().min(0),
    rejected: z.array(connectRefusal),
  })
  .meta({ id: 'ConnectEmployeesResult' });

export const CONNECT_DATA_KINDS = ['EMPLOYEES', 'ABSENCES', 'ORGANIZATION'] as const;

export const connectOverview = z
  .object({
    grapeConnectDataUploadType: z.enum(['EMPLOYEE_DATA', 'EMPLOYEE_AND_ABSENCE_DATA', 'NONE']),
    dataKinds: z.array(
      z.object({
        kind: z.enum(CONNECT_DATA_KINDS),
        accepted: z.boolean().meta({ description: 'Whether the company’s interface accepts this kind' }),
        lastReceivedAt: timestamp().nullable(),
        lastStatus: fileProcessingStatus.nullable(),
      }),
    ),
    recentUploads: z
      .array(
        z.object({
          uploadId: uuid(),
          kind: z.enum(['EMPLOYEES', 'ABSENCES']),
          uploadedAt: timestamp(),
          uploadedBy: z.string(),
          processingStatus: fileProcessingStatus,
          rowsAccepted: z.number().int().min(0),
          rowsRejected: z.number().int().min(0),
          employeesAffected: z.number().int().min(0),
          errorMessage: z.string().nullable(),
        }),
      )
      .meta({ description: 'The last 20 deliveries through the interface, newest first' }),
    tokens: z.object({
      active: z.number().int().min(0).meta({ description: 'API tokens neither revoked nor expired' }),
      lastUsedAt: timestamp().nullable(),
    }),
  })
  .meta({ id: 'ConnectOverview' });
