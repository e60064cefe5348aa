// Public entry for app/screens/support-screen.tsx: the company's requests and one request (one module per route
// screen, imported by app/ only).
export { SupportArea } from '../components/support-area.tsx';
export { SupportRequestDetail } from '../components/support-request-detail.tsx';
