// Public entry for app/screens/missing-certificates-screen.tsx: the worklist.
export { MissingCertificatesArea } from '../components/missing-certificates-area.tsx';
