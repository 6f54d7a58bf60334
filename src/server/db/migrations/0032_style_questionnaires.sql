CREATE TABLE "style_questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"consultant_id" uuid,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "style_questionnaires" ADD CONSTRAINT "style_questionnaires_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_questionnaires" ADD CONSTRAINT "style_questionnaires_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "style_questionnaires_client_consultant_idx" ON "style_questionnaires" USING btree ("client_id","consultant_id");--> statement-breakpoint
CREATE INDEX "style_questionnaires_consultant_idx" ON "style_questionnaires" USING btree ("consultant_id");