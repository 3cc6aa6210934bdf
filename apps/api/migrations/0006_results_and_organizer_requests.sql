CREATE TABLE "event_results" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"position" integer,
	"xp" integer NOT NULL,
	"coins" integer NOT NULL,
	"credited" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_results_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_results_category_check" CHECK ("event_results"."category" IN ('competitive', 'non-competitive'))
);
--> statement-breakpoint
CREATE TABLE "organizer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"tax_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizer_requests_status_check" CHECK ("organizer_requests"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "award_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_results" ADD CONSTRAINT "event_results_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_results" ADD CONSTRAINT "event_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_requests" ADD CONSTRAINT "organizer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_requests" ADD CONSTRAINT "organizer_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizer_requests_one_pending_idx" ON "organizer_requests" USING btree ("user_id") WHERE "organizer_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "organizer_requests_status_idx" ON "organizer_requests" USING btree ("status","created_at");