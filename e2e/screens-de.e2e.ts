// Every screen in German: at 390 px in CI, at 1440 and 390 px with E2E_FULL_WALK=1 (the walk: screens-walk.ts).
import { describeScreensWalk } from './screens-walk.ts';

describeScreensWalk(['de']);
