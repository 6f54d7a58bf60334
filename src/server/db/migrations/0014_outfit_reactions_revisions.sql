DROP INDEX "outfits_consultant_client_created_idx";--> statement-breakpoint
DROP INDEX "outfits_client_created_idx";--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "root_id" uuid;--> statement-breakpoint
UPDATE "outfits" SET "root_id" = "id";--> statement-breakpoint
ALTER TABLE "outfits" ALTER COLUMN "root_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "previous_id" uuid;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "latest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "reaction" text;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "reaction_comment" text;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "reacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_previous_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."outfits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outfits_client_consultant_created_idx" ON "outfits" USING btree ("client_id","consultant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "outfits"."latest";--> statement-breakpoint
CREATE INDEX "outfits_consultant_idx" ON "outfits" USING btree ("consultant_id");--> statement-breakpoint
CREATE INDEX "outfits_client_created_idx" ON "outfits" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "outfits"."latest";--> statement-breakpoint
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_root_version_unique" UNIQUE("root_id","version");--> statement-breakpoint
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_reaction_check" CHECK ("outfits"."reaction" in ('love', 'revise', 'no'));--> statement-breakpoint
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_reaction_comment_check" CHECK (char_length("outfits"."reaction_comment") between 1 and 1000);--> statement-breakpoint
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_version_check" CHECK ("outfits"."version" >= 1);