ALTER TABLE "events" ADD COLUMN "cover" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "art" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "changed_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_photo" jsonb;--> statement-breakpoint
-- Pictures (issue 13 §7). A game's art is the picture of its events without a cover, so the list's memory reads
-- the games written since it last looked, as it reads the stores (migration 0008's function).
CREATE TRIGGER "games_mark_changed" BEFORE INSERT OR UPDATE ON "games"
  FOR EACH ROW EXECUTE FUNCTION "mark_changed_row"();
