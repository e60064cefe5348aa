// Every screen at 1440 and 390 px in German (the walk: screens-walk.ts).
import { describeScreensWalk } from './screens-walk.ts';

describeScreensWalk(['de']);
