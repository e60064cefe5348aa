// Employees: the employee data of a temporal record, the records and the calls around them (spec section 3
// "Employee", section 5 validation rules, section 7 "Employees").
//
// This file is the public entry: the employee data (enums, parts, the data, its plausibility) is in
// employee-data.ts and re-exported here; the records, responses and requests (routes' queries and bodies) are here.
import { z } from 'zod';
import { commaList, isoDate, nonEmptyString, page, pagingQuery, revision, timestamp, uuid } from './common.ts';
import { EMPLOYEE_SORT_FIELDS, SORT_ORDERS } from './constants.ts';
import {
  EMPLOYEE_MESSAGES,
  employeeData,
  employeeDataChecked,
  employeeDataPatch,
  ID_MAX,
  id,
} from './employee-data.ts';

export {
  ACCIDENT_POLICY_TYPES,
  accidentPolicy,
  BANK_ACCOUNT_TYPES,
  type BankAccount,
  BIC_PATTERN,
  bankAccount,
  bic,
  CONNECTION_KINDS,
  type ConnectionKind,
  connectionKind,
  domesticBankAccount,
  EARLIEST_DATE_OF_BIRTH,
  EMAIL_TYPES,
  EMPLOYEE_MESSAGES,
  EMPLOYMENT_CONTRACT_TYPES,
  type EmailAddress,
  type EmployeeAddress,
  type EmployeeConnection,
  type EmployeeData,
  type EmployeeDataInput,
  type EmployeeDataPatch,
  type EmployeePolicy,
  type EmploymentContractType,
  emailAddress,
  emailType,
  employeeAddress,
  employeeConnection,
  employeeData,
  employeeDataChecked,
  employeeDataPatch,
  employeeDataPlausibility,
  employeePolicy,
  employmentContractType,
  employmentPercentage,
  internationalBankAccount,
  leavingDate,
  MARITAL_STATUSES,
  type MaritalStatus,
  MINIMUM_AGE_AT_EMPLOYMENT,
  maritalStatus,
  OTHER_POLICY_TYPES,
  oasiNumber,
  otherPolicy,
  PHONE_TYPES,
  type PhoneNumber,
  POLICY_TYPES,
  type PolicyType,
  PROFESSIONAL_POSITIONS,
  type ProfessionalPosition,
  payoutIban,
  phoneNumber,
  phoneType,
  policyType,
  professionalPosition,
  SALARY_BASES,
  type SalaryBasis,
  SEXES,
  type Sex,
  salaryBasis,
  sex,
  swissPostcode,
  type WageType,
  WORKING_FREQUENCIES,
  type WorkingFrequency,
  wageType,
  workingFrequency,
} from './employee-data.ts';

// --- Records and responses -----------------------------------------------------------------------------------------

export const employeeRecord = z
  .object({
    recordId: uuid(),
    employeeId: z.string(),
    validFrom: isoDate(),
    validTo: isoDate().nullable().meta({ description: 'Last day the record is valid (inclusive); null = open end' }),
    data: employeeData,
    revision: z.int().min(1).meta({ description: 'Revision of this record: 1 when created, +1 with every change' }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'EmployeeRecord' });

export const employeeRecordSummary = z
  .object({ recordId: uuid(), validFrom: isoDate(), validTo: isoDate().nullable(), revision: z.int().min(1) })
  .meta({ id: 'EmployeeRecordSummary' });

export const employeeResponse = z
  .object({
    tenantId: uuid(),
    employeeId: z.string(),
    // The record valid on dateOfReference (default: today, Swiss time). Not wrapped in .meta(): that would drop
    // the EmployeeRecord id and inline the schema.
    record: employeeRecord,
    history: z.array(employeeRecordSummary).meta({ description: 'All records of the employee, oldest first' }),
    revision: z
      .int()
      .min(1)
      .meta({
        description:
          "The employee's revision: grows with every change to any of its records. Send it back with a change " +
          'made from a screen (PATCH / POST …/employee/{employeeId}) to be told when someone else changed the ' +
          'employee in between.',
      }),
  })
  .meta({ id: 'Employee' });

export const employeeMinimal = z
  .object({
    employeeId: z.string(),
    personnelNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    companySubunitId: z.string().nullable(),
    processingGroupId: z.string().nullable(),
    leavingDate: z.string().nullable(),
  })
  .meta({ id: 'EmployeeMinimal' });

// --- Requests ------------------------------------------------------------------------------------------------------

export { EMPLOYEE_SORT_FIELDS, SORT_ORDERS };

export const employeesQuery = z.strictObject({
  search: z.string().trim().max(200).optional().meta({ description: 'Personnel number, first or last name' }),
  companySubunitId: id().optional(),
  processingGroupId: id().optional(),
  activeOn: isoDate().optional().meta({ description: 'Only employees with a record valid on this day' }),
  sortBy: z.enum(EMPLOYEE_SORT_FIELDS).default('LAST_NAME'),
  sortOrder: z.enum(SORT_ORDERS).default('ASC'),
  ...pagingQuery(),
});

export const employeesPage = page(employeeMinimal).meta({ id: 'EmployeePage' });

export const employeeIdParams = z.strictObject({ employeeId: nonEmptyString().max(ID_MAX) });

/** Most employee ids one GET /employees/minimal may name. */
export const EMPLOYEES_MINIMAL_MAX = 200;

/** GET /employees/minimal: several employees' names at once (e.g. the organisation's unit heads). */
export const employeesMinimalQuery = z.strictObject({
  employeeIds: commaList(id(), EMPLOYEES_MINIMAL_MAX, `At most ${EMPLOYEES_MINIMAL_MAX} values`).meta({
    description: `Comma-separated employee ids, at most ${EMPLOYEES_MINIMAL_MAX}`,
  }),
});

export const employeesMinimalList = z
  .object({
    items: z.array(employeeMinimal).meta({
      description:
        'The requested employees in the order asked for, each once; ids that do not exist or lie outside the ' +
        "caller's employee scope are left out",
    }),
  })
  .meta({ id: 'EmployeeMinimalList' });

/** GET /employee/{employeeId}. */
export const employeeQuery = z.strictObject({
  dateOfReference: isoDate().optional().meta({ description: 'Day whose record is returned; default today' }),
});

/** POST /employee/check-employees-exist. */
export const checkEmployeesExistBody = z.strictObject({
  employeeIds: z.array(id()).min(1).max(1000),
});

export const checkEmployeesExistResponse = z
  .object({ existing: z.array(z.string()), missing: z.array(z.string()) })
  .meta({ id: 'EmployeesExistence' });

/** A new employee with its first record, open-ended from validFrom. */
export const createEmployeeBody = z.strictObject({
  employeeId: nonEmptyString().max(ID_MAX),
  validFrom: isoDate(),
  data: employeeDataChecked,
});

/** POST /employee/{employeeId}: a new temporal record from validFrom. */
export const newTemporalRecordBody = z.strictObject({
  validFrom: isoDate(),
  data: employeeDataChecked,
  revision: revision().optional(),
});

/** PATCH /employee/{employeeId}: change some fields; at least one must be given. */
export const patchEmployeeBody = z.strictObject({ data: employeeDataPatch, revision: revision().optional() });

export const employeeListPatchItem = z
  .strictObject({
    employeeId: id(),
    superiorId: id().nullable().optional(),
    hrBusinessPartnerId: id().nullable().optional(),
  })
  .refine((item) => item.superiorId !== item.employeeId && item.hrBusinessPartnerId !== item.employeeId, {
    error: EMPLOYEE_MESSAGES.ownSuperior,
  });

/** Employee-list patch upload: superior and HR business partner per employee (only employeeId required). */
export const employeeListPatchBody = z.strictObject({
  employees: z
    .array(employeeListPatchItem)
    .min(1)
    .max(10000)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.employeeId)) {
          ctx.addIssue({ code: 'custom', path: [index, 'employeeId'], message: EMPLOYEE_MESSAGES.duplicateEmployeeId });
        }
        seen.add(item.employeeId);
      });
    }),
});

export const employeeListPatchResult = z
  .object({ updated: z.number().int().min(0), unknownEmployeeIds: z.array(z.string()) })
  .meta({ id: 'EmployeeListPatchResult' });

// --- Types ---------------------------------------------------------------------------------------------------------
export type EmployeeRecord = z.infer<typeof employeeRecord>;
export type EmployeeRecordSummary = z.infer<typeof employeeRecordSummary>;
export type EmployeeResponse = z.infer<typeof employeeResponse>;
export type EmployeeMinimal = z.infer<typeof employeeMinimal>;
export type EmployeesQuery = z.infer<typeof employeesQuery>;
export type EmployeesPage = z.infer<typeof employeesPage>;
export type EmployeeIdParams = z.infer<typeof employeeIdParams>;
export type EmployeeQuery = z.infer<typeof employeeQuery>;
export type EmployeesMinimalQuery = z.infer<typeof employeesMinimalQuery>;
export type EmployeesMinimalList = z.infer<typeof employeesMinimalList>;
export type CheckEmployeesExistBody = z.infer<typeof checkEmployeesExistBody>;
export type CheckEmployeesExistResponse = z.infer<typeof checkEmployeesExistResponse>;
export type CreateEmployeeBody = z.infer<typeof createEmployeeBody>;
export type NewTemporalRecordBody = z.infer<typeof newTemporalRecordBody>;
export type PatchEmployeeBody = z.infer<typeof patchEmployeeBody>;
export type EmployeeListPatchItem = z.infer<typeof employeeListPatchItem>;
export type EmployeeListPatchBody = z.infer<typeof employeeListPatchBody>;
export type EmployeeListPatchResult = z.infer<typeof employeeListPatchResult>;

/** Admin: extend (or shorten) the validity of an employee's latest record; null = open-ended. */
export const extendDataValidityBody = z.strictObject({
  validTo: isoDate().nullable().meta({ description: 'New last day of the latest record (inclusive); null = open end' }),
  revision: revision().optional(),
});
