ALTER TABLE "outfits" ALTER COLUMN "consultant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "consultant_comment" text;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "commented_by" uuid;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "commented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_commented_by_profiles_id_fk" FOREIGN KEY ("commented_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outfits_client_own_created_idx" ON "outfits" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "outfits"."latest" and "outfits"."consultant_id" is null;--> statement-breakpoint
CREATE INDEX "outfits_commented_by_idx" ON "outfits" USING btree ("commented_by");--> statement-breakpoint
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_own_look_check" CHECK ("outfits"."consultant_id" is not null or ("outfits"."shared" and "outfits"."reaction" is null));--> statement-breakpoint
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_consultant_comment_check" CHECK ("outfits"."consultant_comment" is null or (char_length("outfits"."consultant_comment") between 1 and 1000 and "outfits"."consultant_id" is null));