// Public entry for app/screens/kav-screen.tsx: the KAV area (imported by app/ only).
export { KavArea } from '../components/kav-area.tsx';
