// Query keys of the uploads feature (the data hub).
export const uploadsKeys = {
  all: ['uploads'] as const,
  absenceList: () => [...uploadsKeys.all, 'absence', 'list'] as const,
  absenceUpload: (absenceUploadId: string) => [...uploadsKeys.all, 'absence', 'one', absenceUploadId] as const,
};
