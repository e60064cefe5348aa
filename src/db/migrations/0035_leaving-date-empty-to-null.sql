-- Issue 28 section 6: a leavingDate of '' (allowed by the spec: "YYYY-MM-DD, empty string or null") was stored as ''
-- in the record's data, and every read that casts the field to a date failed (the admin's employee statistics
-- answered 400, SQLSTATE 22007, for the whole tenant). The contract now stores '' as null on every write path
-- (src/contracts/employee-data.ts leavingDate); this rewrites what was stored before. '' and null both mean "not
-- leaving", so the record's meaning, its revision and updated_at stay; the leaving_date column was null already.
UPDATE "employee_records" SET "data" = jsonb_set("data", '{leavingDate}', 'null'::jsonb)
WHERE "data" ->> 'leavingDate' = '';
