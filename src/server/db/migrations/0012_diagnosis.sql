CREATE TABLE "client_diagnoses" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"morphology" text,
	"morphology_note" text,
	"advice" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"palette" text,
	"added_swatches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed_swatches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"avoid_colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_diagnoses_note_length_check" CHECK (char_length("client_diagnoses"."morphology_note") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "colors" jsonb;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "palette_match" text;--> statement-breakpoint
ALTER TABLE "client_diagnoses" ADD CONSTRAINT "client_diagnoses_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_diagnoses" ADD CONSTRAINT "client_diagnoses_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_diagnoses_updated_by_idx" ON "client_diagnoses" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "clothing_items_user_palette_created_idx" ON "clothing_items" USING btree ("user_id","palette_match","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_palette_match_check" CHECK ("clothing_items"."palette_match" in ('in', 'near', 'out'));