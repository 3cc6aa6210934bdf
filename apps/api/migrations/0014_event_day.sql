-- A registration's check-in code (issue 14, decision 025): six characters of Crockford's base 32 drawn from
-- gen_random_uuid()'s random bytes (32 symbols, so a byte modulo 32 is unbiased).
CREATE FUNCTION "event_day_check_in_code"() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  bytes bytea := uuid_send(gen_random_uuid());
  code text := '';
BEGIN
  FOR i IN 0..5 LOOP
    code := code || substr(alphabet, get_byte(bytes, i) % 32 + 1, 1);
  END LOOP;
  RETURN code;
END
$$;--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"guest_name" text,
	"walk_in" boolean DEFAULT false NOT NULL,
	"checked_in_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drops" (
	"check_in_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"after_round" integer NOT NULL,
	"dropped_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_day_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"action" text NOT NULL,
	"round_number" integer,
	"actor_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"caller_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_caller_id_key_pk" PRIMARY KEY("caller_id","key")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"table_number" integer NOT NULL,
	"player1_id" integer NOT NULL,
	"player2_id" integer,
	"player1_wins" integer,
	"player2_wins" integer,
	"draws" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reported_by" integer,
	"reported_at" timestamp with time zone,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" IN ('pending', 'reported', 'disputed', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"number" integer NOT NULL,
	"stage" integer NOT NULL,
	"seed" text NOT NULL,
	"planned_rounds" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paired_by" integer
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "check_in_code" text DEFAULT event_day_check_in_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_dropped_by_users_id_fk" FOREIGN KEY ("dropped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_day_log" ADD CONSTRAINT "event_day_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_day_log" ADD CONSTRAINT "event_day_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_player1_id_check_ins_id_fk" FOREIGN KEY ("player1_id") REFERENCES "public"."check_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_player2_id_check_ins_id_fk" FOREIGN KEY ("player2_id") REFERENCES "public"."check_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_paired_by_users_id_fk" FOREIGN KEY ("paired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_event_user_idx" ON "check_ins" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "drops_event_idx" ON "drops" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_day_log_event_idx" ON "event_day_log" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_round_table_idx" ON "matches" USING btree ("round_id","table_number");--> statement-breakpoint
CREATE INDEX "matches_event_idx" ON "matches" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_event_number_idx" ON "rounds" USING btree ("event_id","number");--> statement-breakpoint
-- The registrations there were each drew a code with the column; any clash draws again before the index.
DO $$
BEGIN
  WHILE EXISTS (SELECT 1 FROM "registrations" GROUP BY "event_id", "check_in_code" HAVING count(*) > 1) LOOP
    UPDATE "registrations" r SET "check_in_code" = event_day_check_in_code()
    WHERE EXISTS (
      SELECT 1 FROM "registrations" o
      WHERE o."event_id" = r."event_id" AND o."check_in_code" = r."check_in_code" AND o."user_id" < r."user_id"
    );
  END LOOP;
END
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_check_in_code_idx" ON "registrations" USING btree ("event_id","check_in_code");--> statement-breakpoint
-- Unique within the event: a new registration whose code is taken draws again. Registrations of one event queue
-- on the event's row (registrations.repository.ts takes its seat first), so two never draw at the same moment.
CREATE FUNCTION "registrations_unique_check_in_code"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WHILE EXISTS (
    SELECT 1 FROM "registrations" WHERE "event_id" = NEW."event_id" AND "check_in_code" = NEW."check_in_code"
  ) LOOP
    NEW."check_in_code" := event_day_check_in_code();
  END LOOP;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "registrations_check_in_code" BEFORE INSERT ON "registrations"
  FOR EACH ROW EXECUTE FUNCTION "registrations_unique_check_in_code"();
