-- The waitlist of sold-out events (issue 15, decision 029): the line in id order, each row's seat offer, and the
-- seats of taken_seats held for offers.
CREATE TABLE "waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	CONSTRAINT "waitlist_offer_check" CHECK (("waitlist"."offered_at" IS NULL) = ("waitlist"."offer_expires_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "held_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_event_user_idx" ON "waitlist" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "waitlist_event_line_idx" ON "waitlist" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "waitlist_user_idx" ON "waitlist" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "waitlist_offer_expires_idx" ON "waitlist" USING btree ("offer_expires_at") WHERE "waitlist"."offer_expires_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_held_seats_check" CHECK ("events"."held_seats" >= 0 AND "events"."held_seats" <= "events"."taken_seats");