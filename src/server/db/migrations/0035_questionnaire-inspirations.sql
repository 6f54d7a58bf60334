CREATE TABLE "questionnaire_inspirations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"image_key" text NOT NULL,
	"liked" boolean NOT NULL,
	"caption" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_inspirations_caption_length_check" CHECK (char_length("questionnaire_inspirations"."caption") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "questionnaire_inspirations" ADD CONSTRAINT "questionnaire_inspirations_questionnaire_id_style_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."style_questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_inspirations_questionnaire_idx" ON "questionnaire_inspirations" USING btree ("questionnaire_id","created_at","id");