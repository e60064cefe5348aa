// Public surface of the system feature (other code imports from here). The login page imports this index for the
// environment badge, so it does not name the home page's system status card (with its facts, skeletons and
// tooltip): the home page takes it from screens/home.ts (issue 10, first load).
export { useReadiness } from './api/get-readiness.ts';
export { useSystemInfo } from './api/get-system-info.ts';
export { systemKeys } from './api/system-keys.ts';
export { EnvironmentBadge } from './components/environment-badge.tsx';
