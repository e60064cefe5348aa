// Public entry for app/screens/admin-support-screen.tsx: the operators' inbox and one request.
export { AdminSupportInbox } from '../components/admin-support-inbox.tsx';
export { AdminSupportRequest } from '../components/admin-support-request.tsx';
