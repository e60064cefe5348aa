// Public entry for app/screens/employees-screen.tsx (features/<feature>/screens/: one module per route screen or layout, imported by
// app/ only; other features import this feature's index.ts). Not in index.ts: other features import the index, and each
// employee screen loads only its own panel or form.
export { EmployeesPanel } from '../components/employees-panel.tsx';
