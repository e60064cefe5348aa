-- Absence uploads apply the days of employees without other absences in the period while reading (issue 11):
-- `applied` marks their staging rows, whose days are in `absences` already (rows staged before keep false).
ALTER TABLE "absence_upload_rows" ADD COLUMN "applied" boolean DEFAULT false NOT NULL;
