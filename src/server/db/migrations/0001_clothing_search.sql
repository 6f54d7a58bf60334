CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "clothing_items_search_trgm_idx" ON "clothing_items" USING gin ("search_text" gin_trgm_ops);