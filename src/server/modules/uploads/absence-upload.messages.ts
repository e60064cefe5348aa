// The messages of an absence upload's row report (issue 11), for the reading and the applying phase and the
// external data interface (connect.service.ts).
export const UPLOAD_ROW_MESSAGES = {
  unknownEmployee: 'No employee with this id',
  outsidePeriod: (from: string, to: string) => `Outside the upload period (${from} to ${to})`,
  clipped: (from: string, to: string) => `Only the days from ${from} to ${to} were applied (the upload period)`,
  extraCells: 'The row has more cells than the header (a delimiter inside an unquoted value?)',
  keptManual: (days: number) =>
    `Kept the manually entered or edited absence on ${days} day${days === 1 ? '' : 's'} (not replaced by the file)`,
} as const;
