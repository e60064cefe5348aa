import type { UploadPhases } from './file-upload.runner.ts';

export const employeeUploadPhases: UploadPhases = {
  read: async () => {
    throw new Error('not built');
  },
  apply: async () => {
    throw new Error('not built');
  },
};
