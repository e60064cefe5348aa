// Processing of an absence upload (issue 11), in two resumable phases, each made of short transactions:
// 1. Reading: the file is streamed from the document store (never whole in memory), each row checked
//    (columns/absence-columns.ts; the employee must exist), accepted rows written to `absence_upload_rows`, refused
//    ones to the row report; every batch commits its rows together with the checkpoint `rows_read`.
// 2. Applying: per batch of employees in id order, the staged rows become daily absences that replace the
//    employee's automatic absences within the upload period (manual and edited absences are kept, see
//    docs/decisions/0010-documents-and-uploads.md), one `absences-modified` event per employee, all with the
//    checkpoint `applied_through` in one transaction.
// A worker killed at any point leaves committed batches and their checkpoint; the next attempt continues there and
// ends with the result of an uninterrupted run. A malformed file (unreadable, wrong columns) applies nothing.
// The phases: absence-upload.reading.ts (with absence-upload.staging.ts) and absence-upload.applying.ts (with
// absence-upload.days.ts); the runner (file-upload.runner.ts) gets them from upload-processors.ts.
import { applyAbsenceUpload } from './absence-upload.applying.ts';
import { readAbsenceUpload } from './absence-upload.reading.ts';
import type { UploadPhases } from './upload-phases.ts';

export const absenceUploadPhases: UploadPhases = { read: readAbsenceUpload, apply: applyAbsenceUpload };
