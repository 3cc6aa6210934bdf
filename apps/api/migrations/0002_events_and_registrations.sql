CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"game_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"event_subtype" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"event_visibility" text DEFAULT 'PUBLIC' NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"use_my_address" boolean DEFAULT false NOT NULL,
	"country_code" char(2),
	"city_id" integer,
	"lat" double precision,
	"lng" double precision,
	"timezone" text NOT NULL,
	"start_local" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"light_date" date,
	"registration_deadline" timestamp with time zone,
	"min_players" integer DEFAULT 0 NOT NULL,
	"max_players" integer,
	"taken_seats" integer DEFAULT 0 NOT NULL,
	"price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"currency" char(3),
	"accessible_location" boolean DEFAULT false NOT NULL,
	"official_event" boolean DEFAULT false NOT NULL,
	"awarded_xp" boolean DEFAULT false NOT NULL,
	"additional_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_event_type_check" CHECK ("events"."event_type" IN ('Full', 'Light')),
	CONSTRAINT "events_status_check" CHECK ("events"."status" IN ('draft', 'published', 'cancelled')),
	CONSTRAINT "events_seats_check" CHECK ("events"."taken_seats" >= 0 AND ("events"."max_players" IS NULL OR "events"."taken_seats" <= "events"."max_players")),
	CONSTRAINT "events_players_check" CHECK ("events"."min_players" >= 0 AND ("events"."max_players" IS NULL OR "events"."max_players" >= "events"."min_players")),
	CONSTRAINT "events_ends_after_start_check" CHECK ("events"."ends_at" >= "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "favorite_stores" (
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_stores_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"deck_photo" text,
	"deck_photo_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_stores" ADD CONSTRAINT "favorite_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_stores" ADD CONSTRAINT "favorite_stores_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_published_location_idx" ON "events" USING gist (ll_to_earth("lat", "lng")) WHERE "events"."status" = 'published';--> statement-breakpoint
CREATE INDEX "events_published_start_idx" ON "events" USING btree ("starts_at") WHERE "events"."status" = 'published';--> statement-breakpoint
CREATE INDEX "events_published_end_idx" ON "events" USING btree ("ends_at") WHERE "events"."status" = 'published';--> statement-breakpoint
CREATE INDEX "events_owner_idx" ON "events" USING btree ("owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id");