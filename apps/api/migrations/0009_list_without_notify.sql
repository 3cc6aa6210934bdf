-- The list's memory no longer waits for notifications (docs/decisions/018): it looks at every request, on
-- PGlite as on a server. A NOTIFY in a writing transaction takes a lock held until its commit that every
-- other notifying transaction waits for, so it serialized every registration; it goes.
DROP TRIGGER IF EXISTS "events_notify_listed" ON "events";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_notify_listed" ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS "notify_listed_events"();
