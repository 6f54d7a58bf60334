CREATE TABLE "unread_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wardrobe_verdict_counts" (
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"verdict" text NOT NULL,
	"garments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wardrobe_verdict_counts_pk" PRIMARY KEY("user_id","category","verdict"),
	CONSTRAINT "wardrobe_verdict_counts_verdict_check" CHECK ("wardrobe_verdict_counts"."verdict" in ('in', 'near', 'out', 'unmeasured'))
);
--> statement-breakpoint
ALTER TABLE "unread_counts" ADD CONSTRAINT "unread_counts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_verdict_counts" ADD CONSTRAINT "wardrobe_verdict_counts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_invites_lower_email_idx" ON "client_invites" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outfits_client_latest_idx" ON "outfits" USING btree ("client_id","latest");--> statement-breakpoint
-- Kept counts (decision record 49): the sidebar's unread badge and the diagnosis chart read a few rows kept by the
-- database in the transaction of each change, instead of summing every conversation or grouping every garment.
-- Statement triggers with transition tables, as for the portfolio's cards (decision record 40), so that a bulk
-- change (an account's cascade, a palette judged again) adds its differences once per statement. Counts are
-- added to (`n = n + delta`), never recounted: the delta of a row is exact, each row is changed under its own
-- lock, and `INSERT ... ON CONFLICT DO UPDATE` adds to the latest committed value, so concurrent changes add up.
-- The rows of one statement are added in key order, so two bulk changes never wait for each other in a circle.
-- An owner whose profile is gone (its cascade deletes her conversations and garments) is skipped, and so are the
-- garments of consultants (their proposals): the chart shows a client's own wardrobe only.
CREATE FUNCTION unread_counts_add(user_ids uuid[], deltas integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO unread_counts AS u (user_id, messages)
  SELECT d.user_id, sum(d.n)::int
    FROM unnest(user_ids, deltas) AS d(user_id, n)
    JOIN profiles AS p ON p.id = d.user_id
    GROUP BY d.user_id HAVING sum(d.n) <> 0
    ORDER BY d.user_id
  ON CONFLICT (user_id) DO UPDATE SET messages = u.messages + excluded.messages
$$;
--> statement-breakpoint
-- A conversation counts for the client whatever its state, for the consultant only while open (closed_at null):
-- the same rule as the lists' and the badge's before.
CREATE FUNCTION conversations_unread_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[]; deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(s.user_id), array_agg(s.n) INTO ids, deltas
      FROM new_rows AS r CROSS JOIN LATERAL (VALUES
        (r.client_id, r.client_unread),
        (r.consultant_id, CASE WHEN r.closed_at IS NULL THEN r.consultant_unread ELSE 0 END)) AS s(user_id, n)
      WHERE s.n <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(s.user_id), array_agg(s.n) INTO ids, deltas
      FROM old_rows AS r CROSS JOIN LATERAL (VALUES
        (r.client_id, -r.client_unread),
        (r.consultant_id, CASE WHEN r.closed_at IS NULL THEN -r.consultant_unread ELSE 0 END)) AS s(user_id, n)
      WHERE s.n <> 0;
  ELSE
    SELECT array_agg(s.user_id), array_agg(s.n) INTO ids, deltas
      FROM (
        SELECT r.client_id, r.consultant_id, r.client_unread AS client_n,
          CASE WHEN r.closed_at IS NULL THEN r.consultant_unread ELSE 0 END AS consultant_n
          FROM new_rows AS r
        UNION ALL
        SELECT r.client_id, r.consultant_id, -r.client_unread,
          CASE WHEN r.closed_at IS NULL THEN -r.consultant_unread ELSE 0 END
          FROM old_rows AS r
      ) AS c CROSS JOIN LATERAL (VALUES (c.client_id, c.client_n), (c.consultant_id, c.consultant_n)) AS s(user_id, n)
      WHERE s.n <> 0;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM unread_counts_add(ids, deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_unread_inserted AFTER INSERT ON conversations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conversations_unread_changed();
--> statement-breakpoint
CREATE TRIGGER conversations_unread_updated AFTER UPDATE ON conversations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conversations_unread_changed();
--> statement-breakpoint
CREATE TRIGGER conversations_unread_deleted AFTER DELETE ON conversations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conversations_unread_changed();
--> statement-breakpoint
CREATE FUNCTION wardrobe_verdict_counts_add(user_ids uuid[], categories text[], verdicts text[], deltas integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO wardrobe_verdict_counts AS w (user_id, category, verdict, garments)
  SELECT d.user_id, d.category, d.verdict, sum(d.n)::int
    FROM unnest(user_ids, categories, verdicts, deltas) AS d(user_id, category, verdict, n)
    JOIN profiles AS p ON p.id = d.user_id AND p.role = 'client'
    GROUP BY d.user_id, d.category, d.verdict HAVING sum(d.n) <> 0
    ORDER BY d.user_id, d.category, d.verdict
  ON CONFLICT (user_id, category, verdict) DO UPDATE SET garments = w.garments + excluded.garments
$$;
--> statement-breakpoint
-- A garment's verdict: 'unmeasured' without a measured colour, else its palette_match (none without a palette).
CREATE FUNCTION clothing_items_verdicts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[]; categories text[]; verdicts text[]; deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.user_id), array_agg(c.category), array_agg(c.verdict), array_agg(1)
      INTO ids, categories, verdicts, deltas
      FROM (SELECT r.user_id, r.category,
              CASE WHEN r.colors IS NULL THEN 'unmeasured' ELSE r.palette_match END AS verdict
            FROM new_rows AS r) AS c
      WHERE c.verdict IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c.user_id), array_agg(c.category), array_agg(c.verdict), array_agg(-1)
      INTO ids, categories, verdicts, deltas
      FROM (SELECT r.user_id, r.category,
              CASE WHEN r.colors IS NULL THEN 'unmeasured' ELSE r.palette_match END AS verdict
            FROM old_rows AS r) AS c
      WHERE c.verdict IS NOT NULL;
  ELSE
    SELECT array_agg(c.user_id), array_agg(c.category), array_agg(c.verdict), array_agg(c.n)
      INTO ids, categories, verdicts, deltas
      FROM (
        SELECT r.user_id, r.category,
            CASE WHEN r.colors IS NULL THEN 'unmeasured' ELSE r.palette_match END AS verdict, 1 AS n
          FROM new_rows AS r
        UNION ALL
        SELECT r.user_id, r.category,
            CASE WHEN r.colors IS NULL THEN 'unmeasured' ELSE r.palette_match END, -1
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
--> statement-breakpoint
CREATE TRIGGER clothing_items_verdicts_inserted AFTER INSERT ON clothing_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clothing_items_verdicts_changed();
--> statement-breakpoint
CREATE TRIGGER clothing_items_verdicts_updated AFTER UPDATE ON clothing_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clothing_items_verdicts_changed();
--> statement-breakpoint
CREATE TRIGGER clothing_items_verdicts_deleted AFTER DELETE ON clothing_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION clothing_items_verdicts_changed();
--> statement-breakpoint
-- The counts of the rows already there.
INSERT INTO unread_counts (user_id, messages)
SELECT s.user_id, sum(s.n)::int FROM (
  SELECT client_id AS user_id, client_unread AS n FROM conversations
  UNION ALL
  SELECT consultant_id, consultant_unread FROM conversations WHERE closed_at IS NULL
) AS s GROUP BY s.user_id HAVING sum(s.n) <> 0;
--> statement-breakpoint
INSERT INTO wardrobe_verdict_counts (user_id, category, verdict, garments)
SELECT c.user_id, c.category, c.verdict, count(*)::int FROM (
  SELECT i.user_id, i.category, CASE WHEN i.colors IS NULL THEN 'unmeasured' ELSE i.palette_match END AS verdict
  FROM clothing_items AS i JOIN profiles AS p ON p.id = i.user_id AND p.role = 'client'
) AS c WHERE c.verdict IS NOT NULL GROUP BY c.user_id, c.category, c.verdict;
