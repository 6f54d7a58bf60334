DROP INDEX "garment_captures_queued_idx";--> statement-breakpoint
ALTER TABLE "garment_captures" ADD COLUMN "turn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "garment_captures_queued_turn_idx" ON "garment_captures" USING btree ("turn","created_at","id") WHERE "garment_captures"."status" = 'queued';