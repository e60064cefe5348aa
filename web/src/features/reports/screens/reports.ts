// Public entry for app/screens/reports-screen.tsx: the reports area (imported by app/ only).
export { ReportsArea } from '../components/reports-area.tsx';
