-- Live views (issue 14 §3 and §5, decision 033): the round timer on the rounds, and the change counter every
-- instance polls to push event-day changes to its watchers.
CREATE TABLE "event_day_changes" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changes" text[] NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "timer_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "timer_paused_ms" integer;--> statement-breakpoint
ALTER TABLE "event_day_changes" ADD CONSTRAINT "event_day_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_timer_check" CHECK ("rounds"."timer_ends_at" IS NULL OR "rounds"."timer_paused_ms" IS NULL);