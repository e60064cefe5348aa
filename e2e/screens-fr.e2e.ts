// Every screen at 1440 and 390 px in French (the walk: screens-walk.ts).
import { describeScreensWalk } from './screens-walk.ts';

describeScreensWalk(['fr']);
