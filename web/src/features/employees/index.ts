// Public surface of the employees feature (other code imports only from here).
export { useAddEmployeeRecord } from './api/add-employee-record.ts';
export { useCorrectEmployee } from './api/correct-employee.ts';
export { useCreateEmployee } from './api/create-employee.ts';
export { employeesKeys } from './api/employees-keys.ts';
export { employeeQueryOptions, useEmployee } from './api/get-employee.ts';
export { employeeMinimalQueryOptions, useEmployeeMinimal } from './api/get-employee-minimal.ts';
export { employeesQueryOptions, useEmployees } from './api/get-employees.ts';
export { CorrectEmployeeForm } from './components/correct-employee-form.tsx';
export { CreateEmployeeForm } from './components/create-employee-form.tsx';
export { EmployeeDetail, type EmployeeSavedKind } from './components/employee-detail.tsx';
export { EmployeesPanel } from './components/employees-panel.tsx';
export { NewRecordForm } from './components/new-record-form.tsx';
export { type EmployeeDetailSearch, parseEmployeeDetailSearch } from './detail-search.ts';
export { allEnumLabelKeys, EMPLOYEE_ENUMS } from './employee-enums.ts';
export { type EmployeesSearch, parseEmployeesSearch } from './overview-search.ts';
