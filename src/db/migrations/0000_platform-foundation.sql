-- Platform foundation (custom migration; drizzle-kit cannot express these, see verified-versions.md §4).
-- Extensions: btree_gist for exclusion constraints on (key WITH =, daterange WITH &&); pgcrypto for digest().
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pgcrypto;
--> statement-breakpoint
-- The role request and job transactions switch to with SET LOCAL ROLE, so that row-level security applies
-- (ARCHITECTURE.md §5). Roles are cluster-wide: create it only once.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
-- The connecting (owner) role must be a member of app_user to SET ROLE to it. Superusers already may.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT app_user TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user;
--> statement-breakpoint
-- Tables and sequences created by later migrations are usable by app_user; RLS policies decide which rows.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_user;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app_user;
--> statement-breakpoint
-- The tenant of the current transaction, or NULL when none is set. After a transaction that set it,
-- current_setting returns '' rather than NULL, hence nullif (verified-versions.md §4). Every policy uses this.
CREATE OR REPLACE FUNCTION app_current_tenant_id() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_current_tenant_id() TO app_user;
