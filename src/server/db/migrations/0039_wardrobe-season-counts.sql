CREATE TABLE "wardrobe_season_counts" (
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"season" text NOT NULL,
	"garments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wardrobe_season_counts_pk" PRIMARY KEY("user_id","category","season")
);
--> statement-breakpoint
ALTER TABLE "wardrobe_season_counts" ADD CONSTRAINT "wardrobe_season_counts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION wardrobe_season_counts_add(user_ids uuid[], categories text[], seasons text[], deltas integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO wardrobe_season_counts AS w (user_id, category, season, garments)
  SELECT d.user_id, d.category, d.season, sum(d.n)::int
    FROM unnest(user_ids, categories, seasons, deltas) AS d(user_id, category, season, n)
    JOIN profiles AS p ON p.id = d.user_id AND p.role = 'client'
    GROUP BY d.user_id, d.category, d.season HAVING sum(d.n) <> 0
    ORDER BY d.user_id, d.category, d.season
  ON CONFLICT (user_id, category, season) DO UPDATE SET garments = w.garments + excluded.garments
$$;
--> statement-breakpoint
-- A garment counts while it is in her wardrobe (not archived), under its category and season.
CREATE FUNCTION clothing_items_seasons_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[]; categories text[]; seasons text[]; deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(r.user_id), array_agg(r.category), array_agg(r.season), array_agg(1)
      INTO ids, categories, seasons, deltas
      FROM new_rows AS r WHERE r.archived_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(r.user_id), array_agg(r.category), array_agg(r.season), array_agg(-1)
      INTO ids, categories, seasons, deltas
      FROM old_rows AS r WHERE r.archived_at IS NULL;
  ELSE
    SELECT array_agg(c.user_id), array_agg(c.category), array_agg(c.season), array_agg(c.n)
      INTO ids, categories, seasons, deltas
      FROM (
        SELECT r.user_id, r.category, r.season, 1 AS n FROM new_rows AS r WHERE r.archived_at IS NULL
        UNION ALL
        SELECT r.user_id, r.category, r.season, -1 FROM old_rows AS r WHERE r.archived_at IS NULL
      ) AS c;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM wardrobe_season_counts_add(ids, categories, seasons, deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clothing_items_seasons_inserted AFTER INSERT ON clothing_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clothing_items_seasons_changed();
--> statement-breakpoint
CREATE TRIGGER clothing_items_seasons_updated AFTER UPDATE ON clothing_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clothing_items_seasons_changed();
--> statement-breakpoint
CREATE TRIGGER clothing_items_seasons_deleted AFTER DELETE ON clothing_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION clothing_items_seasons_changed();
--> statement-breakpoint
-- The counts of the garments already there.
INSERT INTO wardrobe_season_counts (user_id, category, season, garments)
SELECT i.user_id, i.category, i.season, count(*)::int
  FROM clothing_items AS i JOIN profiles AS p ON p.id = i.user_id AND p.role = 'client'
  WHERE i.archived_at IS NULL
  GROUP BY i.user_id, i.category, i.season;
