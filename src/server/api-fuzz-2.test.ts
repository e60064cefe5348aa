// API fuzz suite, part 2 of 2 (src/testing/api-fuzz/suite.ts: every route of the contract table, every kind of
// caller, valid, generated and hostile inputs; every answer documented).
import { describeApiFuzz } from '../testing/api-fuzz/suite.ts';

describeApiFuzz(2, 2);
