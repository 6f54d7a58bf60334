-- search_text needs no rebuild: the new columns are empty on existing rows, and a garment's search text without them is unchanged (see searchTextOf).
ALTER TABLE "clothing_items" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "purchase_date" date;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_name_length_check" CHECK (char_length("clothing_items"."name") between 1 and 80);--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_brand_length_check" CHECK (char_length("clothing_items"."brand") between 1 and 60);--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_size_length_check" CHECK (char_length("clothing_items"."size") between 1 and 20);--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_price_check" CHECK ("clothing_items"."price_cents" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_purchase_date_check" CHECK ("clothing_items"."purchase_date" >= '1900-01-01');