-- A registration's seat count changes no indexed column of "events" any more: the transaction that last wrote
-- an event moves to a narrow table beside it, kept by the same trigger, so that the seat's UPDATE is HOT
-- (no new entry in the events' seven indexes, one of them GiST) and only this row's two entries are written.
-- The free space a HOT update needs on the row's own page: new pages keep a tenth of themselves free.
CREATE TABLE "event_changes" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"changed_xid" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "event_changes" ("event_id", "changed_xid") SELECT "id", "changed_xid" FROM "events";--> statement-breakpoint
DROP TRIGGER "events_mark_changed" ON "events";--> statement-breakpoint
DROP INDEX "events_changed_idx";--> statement-breakpoint
ALTER TABLE "event_changes" ADD CONSTRAINT "event_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_changes_changed_idx" ON "event_changes" USING btree ("changed_xid");--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "changed_xid";--> statement-breakpoint
ALTER TABLE "events" SET (fillfactor = 90);--> statement-breakpoint
-- Once per statement, over the rows it wrote (a load of a million events is one INSERT here too).
CREATE FUNCTION "mark_changed_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "event_changes" ("event_id", "changed_xid")
    SELECT "id", pg_current_xact_id()::text::bigint FROM "written_events"
    ON CONFLICT ("event_id") DO UPDATE SET "changed_xid" = EXCLUDED."changed_xid";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_mark_inserted" AFTER INSERT ON "events" REFERENCING NEW TABLE AS "written_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_events"();--> statement-breakpoint
CREATE TRIGGER "events_mark_updated" AFTER UPDATE ON "events" REFERENCING NEW TABLE AS "written_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changed_events"();
