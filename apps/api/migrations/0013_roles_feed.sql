CREATE TABLE "roles_feed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"after_version" bigint DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tool_tokens" ADD COLUMN "roles_version" bigint;
--> statement-breakpoint
-- The one row every instance reads and moves (decision 020).
INSERT INTO "roles_feed" ("id") VALUES (1);