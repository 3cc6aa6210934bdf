ALTER TABLE "events" ADD COLUMN "changed_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "changed_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "events_changed_idx" ON "events" USING btree ("changed_xid");--> statement-breakpoint
CREATE INDEX "users_changed_idx" ON "users" USING btree ("changed_xid");--> statement-breakpoint
-- The transaction that last wrote each row, so the event list's memory reads only what changed since it last
-- looked: rows whose changed_xid is at least the xmin of its previous snapshot (events/listed-events.ts).
CREATE FUNCTION "mark_changed_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_xid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_mark_changed" BEFORE INSERT OR UPDATE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "mark_changed_row"();--> statement-breakpoint
CREATE TRIGGER "users_mark_changed" BEFORE INSERT OR UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "mark_changed_row"();
--> statement-breakpoint
-- And a notification after every writing statement, for an embedded database whose writes all come from the
-- process that reads it (PGlite): that process then looks for changes only after one.
CREATE FUNCTION "notify_listed_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listed_events', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_notify_listed" AFTER INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_listed_events"();--> statement-breakpoint
CREATE TRIGGER "users_notify_listed" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_listed_events"();
