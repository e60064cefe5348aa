// Public entry for app/screens/policies-screen.tsx: the policies area (imported by app/ only).
export { PoliciesArea } from '../components/policies-area.tsx';
