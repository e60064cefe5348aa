// Public surface of the system feature (other code imports only from here).
export { useReadiness } from './api/get-readiness.ts';
export { useSystemInfo } from './api/get-system-info.ts';
export { systemKeys } from './api/system-keys.ts';
export { EnvironmentBadge } from './components/environment-badge.tsx';
export { SystemStatusCard } from './components/system-status-card.tsx';
