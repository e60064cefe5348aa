// Public entry for app/screens/case-management-screen.tsx: the case management list.
export { CaseManagementsList } from '../components/case-managements-list.tsx';
