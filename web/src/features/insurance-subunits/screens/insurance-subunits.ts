// Public entry for app/screens/insurance-subunits-screen.tsx: the insurance subunits area (imported by app/ only).
export { SubunitsArea } from '../components/subunits-area.tsx';
