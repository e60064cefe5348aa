// Employees (employees.ts), the employee data of a temporal record: the enums, the building blocks, the parts
// (address, phone, e-mail, bank account, policies, wage types), the data itself and its plausibility across fields
// (spec section 3 "Employee", section 5 validation rules).
//
// Field-name decisions where the spec only gives words:
// - bankAccount holder: the spec says "holder name, postcode, city" (and "country" for INTERNATIONAL). They are
//   named holderName, holderPostcode, holderCity, holderCountry so that they cannot be mistaken for the employee's
//   own address (address.zipCode, address.city, address.country).
// - bankAccount.type is the literal 'DOMESTIC' or 'INTERNATIONAL' (the spec's two kinds).
//
// Exactly-one-of (bank account, each policy): the spec wants 'Invalid input: Should pass single schema' when not
// exactly one schema matches. Both are built in two steps:
//   1. exactlyOneOf([...shapes]) decides the kind from the shape only (keys, types, type / policyType). Zero or
//      several matches give the spec's message: a DOMESTIC account with a bic, a KTG policy with a businessUnit.
//   2. .pipe(discriminated union of the full variants) then checks the content of the kind that matched, so a bad
//      IBAN or postcode is reported at its own path with its own message (bankAccount.iban 'Invalid IBAN
//      checksum') instead of disappearing inside the single-schema message (the API's error list shows top-level
//      issues only).
import { z } from 'zod';
import {
  isDomesticIbanCountry,
  isSwissPostcode,
  isValidOasiNumber,
  normaliseIban,
  OASI_NUMBER_PATTERN,
  validateIban,
} from '../domain/swiss-identifiers.ts';
import {
  buildingNumber,
  countryCode,
  exactlyOneOf,
  hasStreetForBuildingNumber,
  isoDate,
  languageCode,
  MESSAGES,
  nonEmptyString,
  streetForBuildingNumberRule,
  streetName,
} from './common.ts';
import { EMPLOYEE_MESSAGES } from './constants.ts';
import {
  ACCIDENT_POLICY_TYPES,
  BANK_ACCOUNT_TYPES,
  CONNECTION_KINDS,
  EMAIL_TYPES,
  EMPLOYMENT_CONTRACT_TYPES,
  MARITAL_STATUSES,
  OTHER_POLICY_TYPES,
  PHONE_TYPES,
  POLICY_TYPES,
  PROFESSIONAL_POSITIONS,
  SALARY_BASES,
  SEXES,
  WORKING_FREQUENCIES,
} from './employee-enums.ts';

export { EMPLOYEE_MESSAGES };

// --- Enums (spec section 3) ----------------------------------------------------------------------------------------

export {
  ACCIDENT_POLICY_TYPES,
  BANK_ACCOUNT_TYPES,
  CONNECTION_KINDS,
  EMAIL_TYPES,
  EMPLOYMENT_CONTRACT_TYPES,
  MARITAL_STATUSES,
  OTHER_POLICY_TYPES,
  PHONE_TYPES,
  POLICY_TYPES,
  PROFESSIONAL_POSITIONS,
  SALARY_BASES,
  SEXES,
  WORKING_FREQUENCIES,
};

export const connectionKind = z.enum(CONNECTION_KINDS);
export const phoneType = z.enum(PHONE_TYPES);
export const emailType = z.enum(EMAIL_TYPES);
export const maritalStatus = z.enum(MARITAL_STATUSES);
export const sex = z.enum(SEXES);
export const employmentContractType = z.enum(EMPLOYMENT_CONTRACT_TYPES);
export const professionalPosition = z.enum(PROFESSIONAL_POSITIONS);
export const workingFrequency = z.enum(WORKING_FREQUENCIES);
export const salaryBasis = z.enum(SALARY_BASES);
export const policyType = z.enum(POLICY_TYPES);

// --- Building blocks -----------------------------------------------------------------------------------------------

export const ID_MAX = 100;
const NAME_MAX = 200;
const TEXT_MAX = 200;

/** Employee ids, personnel numbers and other ids: non-empty (spec section 5). */
export const id = () => nonEmptyString().max(ID_MAX);
const name = () => nonEmptyString().max(NAME_MAX);
/** Free text that may be blank. */
const text = (max = TEXT_MAX) => z.string().trim().max(max);
/** A field of the record that may be unknown: null, and null when left out. */
const unknownAllowed = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/** 756.dddd.dddd.dd with a correct EAN-13 check digit; a malformed number gets only the format message. */
export const oasiNumber = () =>
  z
    .string({ error: EMPLOYEE_MESSAGES.oasiFormat })
    .regex(OASI_NUMBER_PATTERN, { error: EMPLOYEE_MESSAGES.oasiFormat })
    .refine((value) => !OASI_NUMBER_PATTERN.test(value) || isValidOasiNumber(value), {
      error: EMPLOYEE_MESSAGES.oasiCheckDigit,
    })
    .meta({ description: 'AHV/OASI number 756.xxxx.xxxx.xx (EAN-13 check digit)', example: '756.9217.0769.85' });

/**
 * IBAN of a payout account. Blanks are removed and letters upper-cased (the stored form is electronic); QR-IBANs
 * are refused (they only receive QR-bill payments); `domesticOnly` accepts CH and LI only.
 */
export const payoutIban = (options: { domesticOnly?: boolean } = {}) =>
  z
    .string({ error: EMPLOYEE_MESSAGES.ibanFormat })
    .overwrite(normaliseIban)
    .superRefine((value, ctx) => {
      const result = validateIban(value, options);
      if (result.ok) {
        if (result.isQrIban) ctx.addIssue({ code: 'custom', message: EMPLOYEE_MESSAGES.qrIban });
        return;
      }
      const message =
        result.reason === 'format'
          ? EMPLOYEE_MESSAGES.ibanFormat
          : result.reason === 'checksum'
            ? EMPLOYEE_MESSAGES.ibanChecksum
            : options.domesticOnly
              ? EMPLOYEE_MESSAGES.ibanDomestic
              : EMPLOYEE_MESSAGES.ibanCountry;
      ctx.addIssue({ code: 'custom', message });
    })
    .meta({ description: 'IBAN; blanks allowed, stored without', example: 'CH9300762011623852957' });

export const BIC_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** BIC (SWIFT code), 8 or 11 characters; blanks removed, upper-cased. */
export const bic = () =>
  z
    .string({ error: EMPLOYEE_MESSAGES.bic })
    .overwrite((value) => value.replace(/\s+/g, '').toUpperCase())
    .regex(BIC_PATTERN, { error: EMPLOYEE_MESSAGES.bic })
    .meta({ example: 'DEUTDEFF' });

export const swissPostcode = () =>
  z
    .string({ error: EMPLOYEE_MESSAGES.swissPostcode })
    .refine(isSwissPostcode, { error: EMPLOYEE_MESSAGES.swissPostcode })
    .meta({ description: 'Swiss postcode, 4 digits 1000-9999', example: '8001' });

/**
 * YYYY-MM-DD, '' or null (spec section 5). Anything else: 'Invalid date, expected YYYY-MM-DD'. '' means "not
 * leaving" as null does, and is stored and answered as null (issue 28: a stored '' broke every SQL read that casts
 * the field to a date). Normalised here, in the schema, so every write path gets it (create, correction, new
 * record, admin update, employee file, interface) and a record stored with '' before reads back as null.
 * `.overwrite` keeps the schema's type and runs when a response is encoded too.
 */
export const leavingDate = () =>
  z
    .union([z.literal(''), isoDate()], { error: MESSAGES.date })
    .nullable()
    .overwrite((value) => (value === '' ? null : value))
    .meta({ description: "Last day of employment: YYYY-MM-DD, '' or null (not leaving); '' is stored as null" });

// --- Parts of the employee data ------------------------------------------------------------------------------------

export const employeeConnection = z.strictObject({ employeeId: id(), kind: connectionKind });

export const employeeAddress = z
  .strictObject({
    addressLine1: name(),
    addressLine2: text().nullable().optional(),
    streetName: streetName(),
    buildingNumber: buildingNumber(),
    country: countryCode(),
    city: name(),
    zipCode: nonEmptyString().max(20),
  })
  .refine((address) => !isDomesticIbanCountry(address.country) || isSwissPostcode(address.zipCode), {
    path: ['zipCode'],
    error: EMPLOYEE_MESSAGES.swissPostcode,
  })
  .refine(hasStreetForBuildingNumber, streetForBuildingNumberRule);

export const phoneNumber = z.strictObject({
  type: phoneType,
  phoneNumber: nonEmptyString().max(50).meta({ example: '+41 44 123 45 67' }),
  isPreferred: z.boolean().default(false),
});

export const emailAddress = z.strictObject({
  type: emailType,
  emailAddress: z.email({ error: EMPLOYEE_MESSAGES.email }).max(254).meta({ example: 'anna.muster@example.ch' }),
  isPreferred: z.boolean().default(false),
});

const atMostOnePreferred = (list: ReadonlyArray<{ isPreferred: boolean }>) =>
  list.filter((item) => item.isPreferred).length <= 1;

// Bank account, step 1: the shapes that decide the kind.
const domesticAccountShape = z.strictObject({
  type: z.literal('DOMESTIC'),
  iban: z.string().meta({ description: 'CH or LI IBAN, not a QR-IBAN' }),
  holderName: z.string(),
  holderPostcode: z.string().meta({ description: 'Swiss postcode, 4 digits' }),
  holderCity: z.string(),
});
const internationalAccountShape = z.strictObject({
  type: z.literal('INTERNATIONAL'),
  iban: z.string().meta({ description: 'IBAN of any country, not a QR-IBAN' }),
  bic: z.string().meta({ description: 'BIC, 8 or 11 characters' }),
  holderName: z.string(),
  holderPostcode: z.string(),
  holderCity: z.string(),
  holderCountry: z.string().meta({ description: 'ISO 3166-1 alpha-2, upper case' }),
});

// Bank account, step 2: the content rules of each kind.
export const domesticBankAccount = z.strictObject({
  type: z.literal('DOMESTIC'),
  iban: payoutIban({ domesticOnly: true }),
  holderName: name(),
  holderPostcode: swissPostcode(),
  holderCity: name(),
});
export const internationalBankAccount = z.strictObject({
  type: z.literal('INTERNATIONAL'),
  iban: payoutIban(),
  bic: bic(),
  holderName: name(),
  holderPostcode: nonEmptyString().max(20),
  holderCity: name(),
  holderCountry: countryCode(),
});

/** Exactly one of DOMESTIC or INTERNATIONAL (see the note at the top of the file). */
export const bankAccount = exactlyOneOf([domesticAccountShape, internationalAccountShape]).pipe(
  z.discriminatedUnion('type', [domesticBankAccount, internationalBankAccount]),
);

// Policies, step 1: shapes (only UVG and UVGZ may carry a businessUnit).
const accidentPolicyShape = z.strictObject({
  policyType: z.enum(ACCIDENT_POLICY_TYPES),
  policyNumber: z.string(),
  groupId: z.string().optional(),
  businessUnit: z.string().optional(),
});
const otherPolicyShape = z.strictObject({
  policyType: z.enum(OTHER_POLICY_TYPES),
  policyNumber: z.string(),
  groupId: z.string().optional(),
});

// Policies, step 2: content.
export const accidentPolicy = z.strictObject({
  policyType: z.enum(ACCIDENT_POLICY_TYPES),
  policyNumber: id(),
  groupId: id().optional(),
  businessUnit: id().optional(),
});
export const otherPolicy = z.strictObject({
  policyType: z.enum(OTHER_POLICY_TYPES),
  policyNumber: id(),
  groupId: id().optional(),
});

/** Exactly one of the UVG/UVGZ shape or the KTG/KAV/FTA shape. */
export const employeePolicy = exactlyOneOf([accidentPolicyShape, otherPolicyShape]).pipe(
  z.discriminatedUnion('policyType', [accidentPolicy, otherPolicy]),
);

export const wageType = z.strictObject({
  wageTypeId: id(),
  amount: z
    .number({ error: EMPLOYEE_MESSAGES.amount })
    .min(0, { error: EMPLOYEE_MESSAGES.amount })
    .multipleOf(0.01, { error: EMPLOYEE_MESSAGES.amount })
    .meta({ description: 'CHF, two decimals at most', example: 6500 }),
  description: text(500).optional(),
});

export const employmentPercentage = () =>
  z
    .number({ error: EMPLOYEE_MESSAGES.employmentPercentage })
    .min(0, { error: EMPLOYEE_MESSAGES.employmentPercentage })
    .max(100, { error: EMPLOYEE_MESSAGES.employmentPercentage })
    .multipleOf(0.001, { error: EMPLOYEE_MESSAGES.employmentPercentage })
    .meta({ description: '0-100, up to three decimals', example: 80 });

const hoursPerWeek = () =>
  z
    .number({ error: EMPLOYEE_MESSAGES.hoursPerWeek })
    .min(0, { error: EMPLOYEE_MESSAGES.hoursPerWeek })
    .max(168, { error: EMPLOYEE_MESSAGES.hoursPerWeek });

// --- The employee data of one temporal record ----------------------------------------------------------------------

/**
 * The data of one temporal record. personnelNumber, firstName and lastName are required; every other field may
 * be left out (null, or [] for lists) — spec section 5 names only these (plus employeeId and validFrom, which live
 * on the record) as required. employmentPercentage is nullable too: the spec requires it only for KAV.
 */
export const employeeData = z.strictObject({
  personnelNumber: id(),
  firstName: name(),
  lastName: name(),
  companySubunitId: unknownAllowed(id()),
  processingGroupId: unknownAllowed(id()),
  connections: z.array(employeeConnection).max(100).default([]),
  address: unknownAllowed(employeeAddress),
  phoneNumbers: z
    .array(phoneNumber)
    .max(20)
    .refine(atMostOnePreferred, { error: EMPLOYEE_MESSAGES.onePreferredPhone })
    .default([]),
  emailAddresses: z
    .array(emailAddress)
    .max(20)
    .refine(atMostOnePreferred, { error: EMPLOYEE_MESSAGES.onePreferredEmail })
    .default([]),
  bankAccount: unknownAllowed(bankAccount),
  dateOfBirth: unknownAllowed(isoDate()),
  oasiNumber: unknownAllowed(oasiNumber()),
  numberOfChildren: unknownAllowed(
    z
      .number({ error: EMPLOYEE_MESSAGES.numberOfChildren })
      .int({ error: EMPLOYEE_MESSAGES.numberOfChildren })
      .min(0, { error: EMPLOYEE_MESSAGES.numberOfChildren })
      .max(99, { error: EMPLOYEE_MESSAGES.numberOfChildren }),
  ),
  nationality: unknownAllowed(countryCode()),
  isSubjectToWithholdingTax: unknownAllowed(z.boolean()),
  zemisNumber: unknownAllowed(text(50)),
  correspondenceLanguage: unknownAllowed(languageCode()),
  maritalStatus: unknownAllowed(maritalStatus),
  sex: unknownAllowed(sex),
  employmentContractType: unknownAllowed(employmentContractType),
  dateOfEmployment: unknownAllowed(isoDate()),
  anniversaryAdjustedDateOfEmployment: unknownAllowed(isoDate()),
  leavingDate: leavingDate().default(null),
  profession: unknownAllowed(text()),
  professionCode: unknownAllowed(text(50)),
  usualWorkplace: unknownAllowed(text()),
  workplaceCode: unknownAllowed(text(50)),
  professionalPosition: unknownAllowed(professionalPosition),
  employmentPercentage: unknownAllowed(employmentPercentage()),
  workingDaysPerWeek: unknownAllowed(
    z
      .number({ error: EMPLOYEE_MESSAGES.workingDaysPerWeek })
      .min(0, { error: EMPLOYEE_MESSAGES.workingDaysPerWeek })
      .max(7, { error: EMPLOYEE_MESSAGES.workingDaysPerWeek }),
  ),
  standardWorkingHoursPerWeek: unknownAllowed(hoursPerWeek()),
  workingHoursPerWeek: unknownAllowed(hoursPerWeek()),
  workingFrequency: unknownAllowed(workingFrequency),
  isSubjectToCollectiveBargainingAgreement: unknownAllowed(z.boolean()),
  isMemberOfManagement: unknownAllowed(z.boolean()),
  salaryBasis: unknownAllowed(salaryBasis),
  wageTypes: z.array(wageType).max(200).default([]),
  policies: z.array(employeePolicy).max(50).default([]),
});

// --- Plausibility across fields (docs/decisions/0009-employee-data-plausibility.md) ---------------------------------

/** Earliest accepted date of birth. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';
/** An employee is at least this old on the date of employment. */
export const MINIMUM_AGE_AT_EMPLOYMENT = 13;

/** Today in Swiss time (Europe/Zurich), 'YYYY-MM-DD': the same day on the server and in a Swiss browser. */
let swissDayFormat: Intl.DateTimeFormat | undefined;
function swissTodayIso(now: Date = new Date()): string {
  // Building the formatter costs far more than formatting (a record check runs this for every row of a file).
  swissDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(swissDayFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** 'YYYY-MM-DD' plus whole years (29 February becomes 1 March in a common year; string order stays right). */
function plusYears(isoDay: string, years: number): string {
  return `${String(Number(isoDay.slice(0, 4)) + years).padStart(4, '0')}${isoDay.slice(4)}`;
}

type DatesOfRecord = {
  dateOfBirth: string | null;
  dateOfEmployment: string | null;
  anniversaryAdjustedDateOfEmployment: string | null;
  leavingDate: string | null;
};

/**
 * The cross-field rules of one record's data, shared by the server (requests that write a record, and the whole
 * record after a correction) and the web form. Each issue points at the field to fix. `today` for tests.
 */
export function employeeDataPlausibility(data: DatesOfRecord, today: string = swissTodayIso()) {
  const issues: { path: [keyof DatesOfRecord]; message: string }[] = [];
  const leaving = data.leavingDate || null;
  if (leaving && data.dateOfEmployment && leaving < data.dateOfEmployment) {
    issues.push({ path: ['leavingDate'], message: EMPLOYEE_MESSAGES.leavingBeforeEmployment });
  }
  if (leaving && data.anniversaryAdjustedDateOfEmployment && data.anniversaryAdjustedDateOfEmployment > leaving) {
    issues.push({ path: ['anniversaryAdjustedDateOfEmployment'], message: EMPLOYEE_MESSAGES.anniversaryAfterLeaving });
  }
  const birth = data.dateOfBirth;
  if (birth) {
    if (birth > today) issues.push({ path: ['dateOfBirth'], message: EMPLOYEE_MESSAGES.birthInFuture });
    else if (birth < EARLIEST_DATE_OF_BIRTH) {
      issues.push({ path: ['dateOfBirth'], message: EMPLOYEE_MESSAGES.birthBefore1900 });
    } else if (data.dateOfEmployment && plusYears(birth, MINIMUM_AGE_AT_EMPLOYMENT) > data.dateOfEmployment) {
      issues.push({ path: ['dateOfBirth'], message: EMPLOYEE_MESSAGES.birthTooLate });
    }
  }
  return issues;
}

/**
 * employeeData plus the cross-field rules: what a request that writes a record must pass (create, new record, and
 * the whole record after a correction). Responses use employeeData (records stored before a rule existed stay
 * readable).
 */
export const employeeDataChecked = employeeData.superRefine((data, ctx) => {
  for (const issue of employeeDataPlausibility(data)) ctx.addIssue({ code: 'custom', ...issue });
});

type EmployeeDataShape = typeof employeeData.shape;
type PatchShape = {
  [K in keyof EmployeeDataShape]: z.ZodOptional<
    EmployeeDataShape[K] extends z.ZodDefault<infer Inner> ? Inner : EmployeeDataShape[K]
  >;
};

/**
 * employeeData with every field optional and no defaults: a patch names only what changes (employeeData.partial()
 * would keep the defaults and so null every field left out). null still clears a nullable field.
 */
export const employeeDataPatch = z
  .strictObject(
    Object.fromEntries(
      Object.entries(employeeData.shape).map(([key, schema]) => [
        key,
        (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional(),
      ]),
    ) as PatchShape,
  )
  .refine((data) => Object.keys(data).length > 0, {
    error: EMPLOYEE_MESSAGES.atLeastOneField,
    // Only when nothing else is wrong: { nickname: 'x' } gets "Unrecognized key", not this as well.
    when: (payload) => payload.issues.length === 0,
  });

// --- Types ---------------------------------------------------------------------------------------------------------

export type ConnectionKind = z.infer<typeof connectionKind>;
export type MaritalStatus = z.infer<typeof maritalStatus>;
export type Sex = z.infer<typeof sex>;
export type EmploymentContractType = z.infer<typeof employmentContractType>;
export type ProfessionalPosition = z.infer<typeof professionalPosition>;
export type WorkingFrequency = z.infer<typeof workingFrequency>;
export type SalaryBasis = z.infer<typeof salaryBasis>;
export type PolicyType = z.infer<typeof policyType>;
export type EmployeeConnection = z.infer<typeof employeeConnection>;
export type EmployeeAddress = z.infer<typeof employeeAddress>;
export type PhoneNumber = z.infer<typeof phoneNumber>;
export type EmailAddress = z.infer<typeof emailAddress>;
export type BankAccount = z.infer<typeof bankAccount>;
export type EmployeePolicy = z.infer<typeof employeePolicy>;
export type WageType = z.infer<typeof wageType>;
/** The parsed data (defaults applied: every key present). */
export type EmployeeData = z.infer<typeof employeeData>;
/** What a client may send (optional fields may be left out). */
export type EmployeeDataInput = z.input<typeof employeeData>;
export type EmployeeDataPatch = z.infer<typeof employeeDataPatch>;
