DROP INDEX "outfits_client_created_idx";--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "shared" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "outfits_client_shared_created_idx" ON "outfits" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "outfits"."latest" and "outfits"."shared";--> statement-breakpoint
-- A draft (shared = false) is the consultant's alone: the client cannot react to it, and the portfolio card counts
-- shared looks only, so a draft never counts even if a row were written otherwise.
CREATE OR REPLACE FUNCTION portfolio_card_counts(
  consultant uuid, client uuid, seen timestamptz,
  OUT awaiting_answers integer, OUT looks_to_revise integer, OUT news integer
) LANGUAGE sql STABLE AS $$
  SELECT
    (SELECT count(*) FROM client_clothing_items AS p
      WHERE p.client_id = client AND p.consultant_id = consultant AND p.decision IS NULL)::int,
    (SELECT count(*) FROM outfits AS o
      WHERE o.client_id = client AND o.consultant_id = consultant AND o.latest AND o.shared
        AND o.reaction = 'revise')::int,
    ((SELECT count(*) FROM outfits AS o
      WHERE o.client_id = client AND o.consultant_id = consultant AND o.shared
        AND o.reacted_at > coalesce(seen, '-infinity'::timestamptz))
    + (SELECT count(*) FROM client_clothing_items AS p
      WHERE p.client_id = client AND p.consultant_id = consultant
        AND p.decided_at > coalesce(seen, '-infinity'::timestamptz)))::int
$$;
