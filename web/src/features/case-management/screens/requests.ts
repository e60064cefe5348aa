// Public entry for app/screens/case-management-screen.tsx: the requests inbox.
export { RequestsInbox } from '../components/requests-inbox.tsx';
