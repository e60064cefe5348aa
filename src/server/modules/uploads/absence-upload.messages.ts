// The English messages of an absence upload's row report lines that are not about one cell's rules (issue 11): what
// `message` says for their codes (row-issues.ts), for the reading and applying phases, the interface and the tests.
import { englishRowMessage } from './row-issues.ts';

export const UPLOAD_ROW_MESSAGES = {
  unknownEmployee: englishRowMessage('unknownEmployeeId'),
  unknownPersonnelNumber: englishRowMessage('unknownPersonnelNumber'),
  outsidePeriod: (from: string, to: string) => englishRowMessage('outsidePeriod', { from, to }),
  clipped: (from: string, to: string) => englishRowMessage('clipped', { from, to }),
  extraCells: englishRowMessage('extraCells'),
  keptManual: (days: number) => englishRowMessage('keptManual', { days }),
  duplicateRow: (row: number) => englishRowMessage('duplicateRow', { row }),
} as const;
