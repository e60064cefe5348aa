-- Issue 31 (decision 0062): four of the engine's claim fields as stored generated columns of claims, computed by
-- PostgreSQL from `details` (the application never writes them). The reports read them for every claim day of a
-- period; reading them out of the jsonb was half of report kind 1's time at 10 000 employees. One statement, so the
-- table is rewritten once (about 13 s for a million claims on the bench machine).
ALTER TABLE "claims"
  ADD COLUMN "within_continuation_of_payment" boolean GENERATED ALWAYS AS ((details ->> 'isWithinContinuationOfPayment')::boolean) STORED,
  ADD COLUMN "within_shortterm_risk" boolean GENERATED ALWAYS AS ((details ->> 'isWithinShorttermRisk')::boolean) STORED,
  ADD COLUMN "correction_kind" text GENERATED ALWAYS AS (details ->> 'correctionKind') STORED,
  ADD COLUMN "payee" text GENERATED ALWAYS AS (details ->> 'payee') STORED;
