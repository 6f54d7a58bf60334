CREATE TABLE "garment_captures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"error_code" text,
	"confidence" text,
	"color" text,
	"image_key" text NOT NULL,
	"cutout_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garment_captures_status_check" CHECK ("garment_captures"."status" in ('queued', 'processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "garment_captures" ADD CONSTRAINT "garment_captures_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garment_captures_user_created_idx" ON "garment_captures" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "garment_captures_queued_idx" ON "garment_captures" USING btree ("created_at","id") WHERE "garment_captures"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "garment_captures_lease_idx" ON "garment_captures" USING btree ("lease_until") WHERE "garment_captures"."status" = 'processing';