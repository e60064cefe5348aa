// Public entry for app/screens/employee-health-screen.tsx (decision 0037): the health area's list (the care stages
// list in its health form) and one employee's health page.
export { CareStagesList } from '../components/care-stages-list.tsx';
export { EmployeeHealthPanel } from '../components/employee-health-panel.tsx';
