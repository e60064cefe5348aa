// Public entry for app/screens/case-management-screen.tsx: one case management.
export { CaseManagementDetail, type CaseManagementDetailProps } from '../components/case-management-detail.tsx';
