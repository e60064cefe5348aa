// Public entry for app/screens/analytics-screen.tsx: the analytics area (imported by app/ only).
export { AnalyticsArea } from '../components/analytics-area.tsx';
