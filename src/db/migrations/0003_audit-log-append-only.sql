-- The audit log is append-only (issue "Identity …", item 7): nobody — not the application role, not the owner —
-- may change or remove an entry. Privileges say so for app_user; the trigger says so for everyone.
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM app_user;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- Sessions and admin users are platform tables read only by the authentication code on the owner connection.
REVOKE ALL ON sessions, admin_users FROM app_user;
