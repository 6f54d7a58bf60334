-- List indexes in the order the queries read them (DESC is NULLS FIRST in Postgres), each ending with the keyset's tie-breaker; a proposal carries its consultant and its garment's time, backfilled from the garment.
DROP INDEX "client_clothing_items_client_created_idx";--> statement-breakpoint
DROP INDEX "clothing_items_user_created_idx";--> statement-breakpoint
DROP INDEX "clothing_items_user_category_created_idx";--> statement-breakpoint
DROP INDEX "conversations_client_updated_idx";--> statement-breakpoint
DROP INDEX "conversations_consultant_updated_idx";--> statement-breakpoint
DROP INDEX "messages_conversation_created_idx";--> statement-breakpoint
DROP INDEX "outfits_client_created_idx";--> statement-breakpoint
DROP INDEX "outfits_consultant_client_created_idx";--> statement-breakpoint
ALTER TABLE "client_clothing_items" ADD COLUMN "consultant_id" uuid;--> statement-breakpoint
UPDATE "client_clothing_items" SET "consultant_id" = "clothing_items"."user_id", "created_at" = "clothing_items"."created_at" FROM "clothing_items" WHERE "clothing_items"."id" = "client_clothing_items"."clothing_item_id";--> statement-breakpoint
ALTER TABLE "client_clothing_items" ALTER COLUMN "consultant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "client_clothing_items" ADD CONSTRAINT "client_clothing_items_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_clothing_items_client_consultant_created_idx" ON "client_clothing_items" USING btree ("client_id","consultant_id","created_at" DESC NULLS FIRST,"clothing_item_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consultant_clients_consultant_created_idx" ON "consultant_clients" USING btree ("consultant_id","created_at" DESC NULLS FIRST,"client_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clothing_items_user_created_idx" ON "clothing_items" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clothing_items_user_category_created_idx" ON "clothing_items" USING btree ("user_id","category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_client_updated_idx" ON "conversations" USING btree ("client_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_consultant_updated_idx" ON "conversations" USING btree ("consultant_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outfits_client_created_idx" ON "outfits" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outfits_consultant_client_created_idx" ON "outfits" USING btree ("consultant_id","client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);