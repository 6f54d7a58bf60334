ALTER TABLE "consultant_clients" ADD COLUMN "awaiting_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultant_clients" ADD COLUMN "looks_to_revise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultant_clients" ADD COLUMN "news" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "consultant_clients" AS cc SET
  "awaiting_answers" = (SELECT count(*) FROM "client_clothing_items" AS p
    WHERE p."consultant_id" = cc."consultant_id" AND p."client_id" = cc."client_id" AND p."decision" IS NULL),
  "looks_to_revise" = (SELECT count(*) FROM "outfits" AS o
    WHERE o."consultant_id" = cc."consultant_id" AND o."client_id" = cc."client_id" AND o."latest"
      AND o."reaction" = 'revise'),
  "news" = (SELECT count(*) FROM "outfits" AS o
    WHERE o."consultant_id" = cc."consultant_id" AND o."client_id" = cc."client_id"
      AND o."reacted_at" > coalesce(cc."last_seen_at", '-infinity'::timestamptz))
    + (SELECT count(*) FROM "client_clothing_items" AS p
    WHERE p."consultant_id" = cc."consultant_id" AND p."client_id" = cc."client_id"
      AND p."decided_at" > coalesce(cc."last_seen_at", '-infinity'::timestamptz));
