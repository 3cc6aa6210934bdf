-- Follows, the morning mails and the mail preferences (issue 15 §2, decision 035): the favourite stores become the
-- stores a player follows (one table, renamed), with the news day of their last digest; saved searches as alerts;
-- the events the morning mails already listed to each player; the digest switch.
CREATE TABLE "mail_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_digest" boolean DEFAULT true NOT NULL,
	"digest_since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailed_events" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailed_events_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius_km" integer NOT NULL,
	"game_id" integer,
	"event_type" text,
	"event_subtype" text,
	"frequency" text NOT NULL,
	"alert_day" date NOT NULL,
	"criteria_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_alerts_frequency_check" CHECK ("search_alerts"."frequency" IN ('daily', 'weekly')),
	CONSTRAINT "search_alerts_radius_check" CHECK ("search_alerts"."radius_km" >= 1)
);
--> statement-breakpoint
ALTER TABLE "favorite_stores" RENAME TO "store_follows";--> statement-breakpoint
ALTER TABLE "store_follows" DROP CONSTRAINT "favorite_stores_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "store_follows" DROP CONSTRAINT "favorite_stores_store_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "store_follows" DROP CONSTRAINT "favorite_stores_user_id_store_id_pk";--> statement-breakpoint
ALTER TABLE "store_follows" ADD CONSTRAINT "store_follows_user_id_store_id_pk" PRIMARY KEY("user_id","store_id");--> statement-breakpoint
ALTER TABLE "store_follows" ADD COLUMN "digest_day" date DEFAULT ((now() AT TIME ZONE 'UTC') - interval '6 hours')::date NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailed_events" ADD CONSTRAINT "mailed_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailed_events" ADD CONSTRAINT "mailed_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailed_events_event_idx" ON "mailed_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "search_alerts_user_idx" ON "search_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "search_alerts_alert_day_idx" ON "search_alerts" USING btree ("alert_day");--> statement-breakpoint
ALTER TABLE "store_follows" ADD CONSTRAINT "store_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_follows" ADD CONSTRAINT "store_follows_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_follows_digest_day_idx" ON "store_follows" USING btree ("digest_day");