-- Issue 33 scope 4 (decision 0068): the IV reduction of a claim day (C16) as a stored generated column of claims,
-- computed by PostgreSQL from `details` (the application never writes it), and a partial index holding only the
-- days an IV benefit reduced: the benefits ledger sums it per month and subunit without reading the claims' jsonb.
ALTER TABLE "claims" ADD COLUMN "iv_reduction" bigint GENERATED ALWAYS AS ((details ->> 'ivReduction')::bigint) STORED;--> statement-breakpoint
CREATE INDEX "claims_iv_reduction_idx" ON "claims" USING btree ("tenant_id","accounting_month_id","case_id","coverage_line","iv_reduction") WHERE "claims"."iv_reduction" <> 0;