CREATE TABLE "event_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"repeat" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "no_show_rule" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_series_owner_idx" ON "event_series" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_user_idx" ON "check_ins" USING btree ("user_id") WHERE "check_ins"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("series_id","starts_at") WHERE "events"."series_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_no_show_rule_check" CHECK ("users"."no_show_rule" IN ('off', 'last_48_hours', 'closed'));