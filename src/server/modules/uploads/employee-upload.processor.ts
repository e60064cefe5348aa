// Processing of an employee upload (issue 11), in the two resumable phases of file-upload.runner.ts:
// 1. Reading: each row is checked by the employee routes' schema (columns/employee-row.ts) and the tenant's
//    organisation (an unknown subunit or processing group is a row error); accepted rows are staged in
//    `employee_upload_rows` with the checkpoint `rows_read`.
// 2. Applying: per batch of employees in id order, under the employees' locks (the same as the employee routes),
//    the staged rows become temporal records: each row's data holds from validFrom to validTo (open end when empty),
//    records it overlaps are shortened, split or replaced; a row that repeats what the records say changes nothing.
//    The whole record must pass the routes' rules (plausibility, KAV requirements); a row that does not is refused
//    in the row report. Display records, one audit entry and one `employee-data-modified` event per changed
//    employee, the export-summary statistics and the checkpoint `applied_through` commit in one transaction.
// Rules: docs/decisions/0011-employee-uploads.md.
// The phases: employee-upload.reading.ts and employee-upload.applying.ts (with employee-upload.timeline.ts), both
// checking by employee-upload.rules.ts; the runner (file-upload.runner.ts) gets them from upload-processors.ts.
import { applyEmployeeUpload } from './employee-upload.applying.ts';
import { readEmployeeUpload } from './employee-upload.reading.ts';
import type { UploadPhases } from './upload-phases.ts';

export const employeeUploadPhases: UploadPhases = { read: readEmployeeUpload, apply: applyEmployeeUpload };
