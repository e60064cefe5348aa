// What the start page shows besides the work list (decision 0039): the system status for platform admins, and the
// API reference for platform admins and for the users who manage the company's API tokens (integrations). Nothing
// that is not built: no product tour, no areas as buttons (the navigation lists them). Pure, so it is tested
// without a browser.
import { AREAS, type Area } from '../../../../src/contracts/areas.ts';
import { isAreaVisible, type Session } from '../../features/auth/index.ts';

export type HomeCard = 'systemStatus' | 'apiReference';

export function homeCards(session: Session | null, areas: readonly Area[] = AREAS): HomeCard[] {
  if (session?.actor.kind === 'admin') return ['systemStatus', 'apiReference'];
  const tokens = areas.find((area) => area.id === 'settingsApiTokens');
  return tokens && isAreaVisible(tokens, session) ? ['apiReference'] : [];
}
