// Public entry for app/screens/benefits-screen.tsx: the benefits area (imported by app/ only).
export { BenefitsArea } from '../components/benefits-area.tsx';
