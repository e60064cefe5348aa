// Every enum of the employee contract with its translation group: values are translated under
// `employees.enums.<group>.<value>` (the contract's values verbatim). The locale test checks all of them.
import {
  BANK_ACCOUNT_TYPES,
  CONNECTION_KINDS,
  EMAIL_TYPES,
  EMPLOYMENT_CONTRACT_TYPES,
  MARITAL_STATUSES,
  PHONE_TYPES,
  POLICY_TYPES,
  PROFESSIONAL_POSITIONS,
  SALARY_BASES,
  SEXES,
  WORKING_FREQUENCIES,
} from '../../../../src/contracts/employee-enums.ts';

export const EMPLOYEE_ENUMS = {
  connectionKind: CONNECTION_KINDS,
  phoneType: PHONE_TYPES,
  emailType: EMAIL_TYPES,
  maritalStatus: MARITAL_STATUSES,
  sex: SEXES,
  employmentContractType: EMPLOYMENT_CONTRACT_TYPES,
  professionalPosition: PROFESSIONAL_POSITIONS,
  workingFrequency: WORKING_FREQUENCIES,
  salaryBasis: SALARY_BASES,
  policyType: POLICY_TYPES,
  bankAccountType: BANK_ACCOUNT_TYPES,
} as const;

export type EmployeeEnumGroup = keyof typeof EMPLOYEE_ENUMS;
export type EmployeeEnumValue<G extends EmployeeEnumGroup> = (typeof EMPLOYEE_ENUMS)[G][number];

/** Translation key of an enum value, e.g. ('sex', 'FEMALE') -> 'employees.enums.sex.FEMALE'. */
export function enumLabelKey<G extends EmployeeEnumGroup>(group: G, value: EmployeeEnumValue<G>): string {
  return `employees.enums.${group}.${value}`;
}

/** Every translation key of every enum value (for the locale completeness test). */
export function allEnumLabelKeys(): string[] {
  return (Object.keys(EMPLOYEE_ENUMS) as EmployeeEnumGroup[]).flatMap((group) =>
    EMPLOYEE_ENUMS[group].map((value) => `employees.enums.${group}.${value}`),
  );
}

/** A value of the group, or null for anything else (Select onChange hands out plain strings). */
export function toEnumValue<G extends EmployeeEnumGroup>(group: G, value: unknown): EmployeeEnumValue<G> | null {
  const values: readonly string[] = EMPLOYEE_ENUMS[group];
  return typeof value === 'string' && values.includes(value) ? (value as EmployeeEnumValue<G>) : null;
}
