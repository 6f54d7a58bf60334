DROP INDEX "conversations_consultant_updated_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "conversations_consultant_updated_idx" ON "conversations" USING btree ("consultant_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "conversations"."closed_at" is null;