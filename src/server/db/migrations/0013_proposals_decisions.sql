ALTER TABLE "client_clothing_items" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "client_clothing_items" ADD COLUMN "decision_comment" text;--> statement-breakpoint
ALTER TABLE "client_clothing_items" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "shop" text;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "product_url" text;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "fit_note" text;--> statement-breakpoint
ALTER TABLE "consultant_clients" ADD COLUMN "budget_cents" integer;--> statement-breakpoint
CREATE INDEX "client_clothing_items_client_created_idx" ON "client_clothing_items" USING btree ("client_id","created_at" DESC NULLS FIRST,"clothing_item_id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "client_clothing_items" ADD CONSTRAINT "client_clothing_items_decision_check" CHECK ("client_clothing_items"."decision" in ('wanted', 'maybe', 'declined', 'bought'));--> statement-breakpoint
ALTER TABLE "client_clothing_items" ADD CONSTRAINT "client_clothing_items_decision_comment_check" CHECK (char_length("client_clothing_items"."decision_comment") between 1 and 1000);--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_shop_length_check" CHECK (char_length("clothing_items"."shop") between 1 and 80);--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_product_url_check" CHECK (char_length("clothing_items"."product_url") between 9 and 2000 and "clothing_items"."product_url" like 'https://%');--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_fit_note_length_check" CHECK (char_length("clothing_items"."fit_note") between 1 and 300);--> statement-breakpoint
ALTER TABLE "consultant_clients" ADD CONSTRAINT "consultant_clients_budget_check" CHECK ("consultant_clients"."budget_cents" between 0 and 10000000);