-- Every node caches sessions, their admins' roles and the settings in memory. These triggers announce
-- each change those depend on over pg_notify('auth_cache', '<kind>:<id>' | 'settings'), delivered at
-- commit to every node's listener, whichever code path or SQL made the change.
CREATE OR REPLACE FUNCTION auth_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('auth_cache', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_cache', TG_ARGV[0] || ':' || OLD.id);
  ELSE
    PERFORM pg_notify('auth_cache', TG_ARGV[0] || ':' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER admin_sessions_auth_cache AFTER UPDATE OF revoked_at OR DELETE ON admin_sessions
  FOR EACH ROW EXECUTE FUNCTION auth_cache_notify('session');
--> statement-breakpoint
CREATE TRIGGER admins_auth_cache AFTER UPDATE OF username, name, email, mobile, password_hash, role_id, status, password_changed_at OR DELETE ON admins
  FOR EACH ROW EXECUTE FUNCTION auth_cache_notify('admin');
--> statement-breakpoint
CREATE TRIGGER roles_auth_cache AFTER UPDATE OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION auth_cache_notify('role');
--> statement-breakpoint
CREATE TRIGGER settings_auth_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_notify('settings');
