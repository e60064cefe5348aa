DROP INDEX "absence_periods_employee_idx";--> statement-breakpoint
DROP INDEX "absence_periods_start_idx";--> statement-breakpoint
CREATE INDEX "absence_periods_end_idx" ON "absence_periods" USING btree ("tenant_id","end_date","employee_id");--> statement-breakpoint
CREATE INDEX "absence_periods_length_idx" ON "absence_periods" USING btree ("tenant_id","calendar_days");--> statement-breakpoint
CREATE INDEX "absence_periods_color_mark_idx" ON "absence_periods" USING btree ("tenant_id","color_mark") WHERE "absence_periods"."color_mark" is not null;--> statement-breakpoint
CREATE INDEX "absence_periods_employee_idx" ON "absence_periods" USING btree ("tenant_id","employee_id","start_date","end_date","type","percentage","id");--> statement-breakpoint
CREATE INDEX "absence_periods_start_idx" ON "absence_periods" USING btree ("tenant_id","start_date","end_date","employee_id","type","percentage","id");