// Public surface of the employees feature (other code imports only from here). Other features import it, so it names
// no screen's panel or form: app/ takes those from screens/ (one module per screen, so each loads only its own).
export { useAddEmployeeRecord } from './api/add-employee-record.ts';
export { useCorrectEmployee } from './api/correct-employee.ts';
export { useCreateEmployee } from './api/create-employee.ts';
export { employeesKeys } from './api/employees-keys.ts';
export { employeeQueryOptions, useEmployee } from './api/get-employee.ts';
export {
  employeeMinimalQueryOptions,
  employeesMinimalQueryOptions,
  useEmployeeMinimal,
} from './api/get-employee-minimal.ts';
export { employeesQueryOptions, useEmployees } from './api/get-employees.ts';
export type { EmployeeSavedKind } from './components/employee-detail.tsx';
export { useTenantUnits } from './components/employee-values.tsx';
export { type EmployeeDetailSearch, parseEmployeeDetailSearch } from './detail-search.ts';
export { allEnumLabelKeys, EMPLOYEE_ENUMS } from './employee-enums.ts';
export { type EmployeesSearch, parseEmployeesSearch } from './overview-search.ts';
