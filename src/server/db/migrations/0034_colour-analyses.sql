CREATE TABLE "colour_analyses" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"photo_consent_at" timestamp with time zone,
	"photo_key" text,
	"measurements" jsonb,
	"measured_at" timestamp with time zone,
	"drapes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colour_analyses_note_length_check" CHECK (char_length("colour_analyses"."note") between 1 and 2000),
	CONSTRAINT "colour_analyses_photo_consent_check" CHECK ("colour_analyses"."photo_key" is null or "colour_analyses"."photo_consent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "client_diagnoses" ADD COLUMN "signature_colors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "client_diagnoses" ADD COLUMN "metals" text;--> statement-breakpoint
ALTER TABLE "client_diagnoses" ADD COLUMN "contrast" text;--> statement-breakpoint
ALTER TABLE "client_diagnoses" ADD COLUMN "makeup_advice" text;--> statement-breakpoint
ALTER TABLE "client_diagnoses" ADD COLUMN "hair_advice" text;--> statement-breakpoint
ALTER TABLE "colour_analyses" ADD CONSTRAINT "colour_analyses_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_analyses" ADD CONSTRAINT "colour_analyses_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colour_analyses_updated_by_idx" ON "colour_analyses" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "client_diagnoses" ADD CONSTRAINT "client_diagnoses_makeup_advice_length_check" CHECK (char_length("client_diagnoses"."makeup_advice") between 1 and 1000);--> statement-breakpoint
ALTER TABLE "client_diagnoses" ADD CONSTRAINT "client_diagnoses_hair_advice_length_check" CHECK (char_length("client_diagnoses"."hair_advice") between 1 and 1000);