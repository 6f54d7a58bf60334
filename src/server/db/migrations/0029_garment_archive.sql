DROP INDEX "clothing_items_user_created_idx";--> statement-breakpoint
DROP INDEX "clothing_items_user_category_created_idx";--> statement-breakpoint
DROP INDEX "clothing_items_user_palette_created_idx";--> statement-breakpoint
DROP INDEX "clothing_items_user_category_suited_idx";--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "archive_reason" text;--> statement-breakpoint
ALTER TABLE "wardrobe_sorts" ADD COLUMN "missing" jsonb;--> statement-breakpoint
CREATE INDEX "clothing_items_user_archived_idx" ON "clothing_items" USING btree ("user_id","archived_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clothing_items_user_created_idx" ON "clothing_items" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "clothing_items"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "clothing_items_user_category_created_idx" ON "clothing_items" USING btree ("user_id","category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "clothing_items"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "clothing_items_user_palette_created_idx" ON "clothing_items" USING btree ("user_id","palette_match","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "clothing_items"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "clothing_items_user_category_suited_idx" ON "clothing_items" USING btree ("user_id","category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "clothing_items"."palette_match" in ('in', 'near') and "clothing_items"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_archive_check" CHECK (("clothing_items"."archived_at" is null) = ("clothing_items"."archive_reason" is null) and "clothing_items"."archive_reason" in ('given', 'sold', 'thrown'));--> statement-breakpoint
-- A garment out of her wardrobe counts for no verdict: archiving one takes it out of the badges' counts, restoring
-- it puts it back.
CREATE OR REPLACE FUNCTION clothing_items_verdicts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[]; categories text[]; verdicts text[]; deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.user_id), array_agg(c.category), array_agg(c.verdict), array_agg(1)
      INTO ids, categories, verdicts, deltas
      FROM (SELECT r.user_id, r.category,
              CASE WHEN r.archived_at IS NOT NULL THEN NULL WHEN r.colors IS NULL THEN 'unmeasured' ELSE r.palette_match END AS verdict
            FROM new_rows AS r) AS c
      WHERE c.verdict IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c.user_id), array_agg(c.category), array_agg(c.verdict), array_agg(-1)
      INTO ids, categories, verdicts, deltas
      FROM (SELECT r.user_id, r.category,
              CASE WHEN r.archived_at IS NOT NULL THEN NULL WHEN r.colors IS NULL THEN 'unmeasured' ELSE r.palette_match END AS verdict
            FROM old_rows AS r) AS c
      WHERE c.verdict IS NOT NULL;
  ELSE
    SELECT array_agg(c.user_id), array_agg(c.category), array_agg(c.verdict), array_agg(c.n)
      INTO ids, categories, verdicts, deltas
      FROM (
        SELECT r.user_id, r.category,
            CASE WHEN r.archived_at IS NOT NULL THEN NULL WHEN r.colors IS NULL THEN 'unmeasured' ELSE r.palette_match END AS verdict, 1 AS n
          FROM new_rows AS r
        UNION ALL
        SELECT r.user_id, r.category,
            CASE WHEN r.archived_at IS NOT NULL THEN NULL WHEN r.colors IS NULL THEN 'unmeasured' ELSE r.palette_match END, -1
          FROM old_rows AS r
      ) AS c
      WHERE c.verdict IS NOT NULL;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM wardrobe_verdict_counts_add(ids, categories, verdicts, deltas);
  END IF;
  RETURN NULL;
END
$$;
