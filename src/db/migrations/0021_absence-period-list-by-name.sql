CREATE TABLE "absence_period_counts" (
	"tenant_id" uuid NOT NULL,
	"employee_id" text NOT NULL,
	"periods" integer NOT NULL,
	CONSTRAINT "absence_period_counts_tenant_id_employee_id_pk" PRIMARY KEY("tenant_id","employee_id"),
	CONSTRAINT "absence_period_counts_positive" CHECK ("absence_period_counts"."periods" > 0)
);
--> statement-breakpoint
ALTER TABLE "absence_period_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "absence_period_counts" ADD CONSTRAINT "absence_period_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_list_first_name_desc_idx" ON "employee_list" USING btree ("tenant_id","first_name" DESC NULLS LAST,"employee_id");--> statement-breakpoint
CREATE INDEX "employee_list_last_name_desc_idx" ON "employee_list" USING btree ("tenant_id","last_name" DESC NULLS LAST,"employee_id");--> statement-breakpoint
CREATE INDEX "employee_list_personnel_number_desc_idx" ON "employee_list" USING btree ("tenant_id","personnel_number" DESC NULLS LAST,"employee_id");--> statement-breakpoint
CREATE POLICY "absence_period_counts_tenant_isolation" ON "absence_period_counts" AS PERMISSIVE FOR ALL TO "app_user" USING ("absence_period_counts"."tenant_id" = app_current_tenant_id()) WITH CHECK ("absence_period_counts"."tenant_id" = app_current_tenant_id());--> statement-breakpoint
-- absence_period_counts follows absence_periods, whoever writes them (the derivation replaces an employee's periods
-- with a delete and an insert; a tenant reset and a tenant's deletion delete them): one statement trigger per
-- insert and delete adds or subtracts each employee's rows, in employee order (two writers of different employees
-- touch different rows; one employee's derivations are serialised by its derivation lock). An employee without
-- periods has no row.
CREATE OR REPLACE FUNCTION absence_period_counts_follow() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO absence_period_counts AS c (tenant_id, employee_id, periods)
      SELECT tenant_id, employee_id, count(*)::int FROM added GROUP BY tenant_id, employee_id
      ORDER BY tenant_id, employee_id
      ON CONFLICT (tenant_id, employee_id) DO UPDATE SET periods = c.periods + excluded.periods;
  ELSE
    DELETE FROM absence_period_counts c
      USING (SELECT tenant_id, employee_id, count(*)::int AS periods FROM removed GROUP BY tenant_id, employee_id) r
      WHERE c.tenant_id = r.tenant_id AND c.employee_id = r.employee_id AND c.periods <= r.periods;
    UPDATE absence_period_counts c SET periods = c.periods - r.periods
      FROM (SELECT tenant_id, employee_id, count(*)::int AS periods FROM removed GROUP BY tenant_id, employee_id) r
      WHERE c.tenant_id = r.tenant_id AND c.employee_id = r.employee_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER absence_periods_count_inserted AFTER INSERT ON absence_periods
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION absence_period_counts_follow();
--> statement-breakpoint
CREATE TRIGGER absence_periods_count_deleted AFTER DELETE ON absence_periods
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION absence_period_counts_follow();
--> statement-breakpoint
-- A period never moves to another employee (the derivation deletes and inserts); the counts rely on it.
CREATE OR REPLACE FUNCTION absence_periods_keep_employee() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'absence_periods: a period keeps its tenant and employee (delete and insert instead)';
END $$;
--> statement-breakpoint
CREATE TRIGGER absence_periods_keep_employee BEFORE UPDATE ON absence_periods
  FOR EACH ROW WHEN (OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.employee_id IS DISTINCT FROM NEW.employee_id)
  EXECUTE FUNCTION absence_periods_keep_employee();
--> statement-breakpoint
INSERT INTO absence_period_counts (tenant_id, employee_id, periods)
  SELECT tenant_id, employee_id, count(*)::int FROM absence_periods GROUP BY tenant_id, employee_id;
--> statement-breakpoint
-- Statistics now: without them the planner takes the filled table for a few rows (a nested loop over 10 000).
ANALYZE absence_period_counts;
