// Renders an area's screen only when the session grants the area's permission (from the contract's AREAS),
// else the "no access" screen. The server refuses the data anyway; this keeps the page friendly.
import type { ReactNode } from 'react';
import { AREAS } from '../../../src/contracts/areas.ts';
import { isAreaVisible, useSession } from '../features/auth/index.ts';
import { NoAccessScreen } from './screens/lazy-fallback-screens.tsx';

export function AreaGuard({ areaId, children }: { areaId: string; children: ReactNode }) {
  const session = useSession();
  const area = AREAS.find((candidate) => candidate.id === areaId);
  if (!area) throw new Error(`Unknown area '${areaId}'`);
  return isAreaVisible(area, session) ? children : <NoAccessScreen />;
}
