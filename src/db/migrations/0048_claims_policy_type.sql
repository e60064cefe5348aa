-- Issue 33 scope 3 (decision 0069): the policy type a claim day is covered under, stored by PostgreSQL from `details`
-- (the application never writes it): the KAV view groups a year of sickness claims per month by it.
ALTER TABLE "claims" ADD COLUMN "policy_type" text GENERATED ALWAYS AS (details -> 'coveredUnderPolicy' ->> 'type') STORED;