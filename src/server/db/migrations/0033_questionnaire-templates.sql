CREATE TABLE "questionnaire_templates" (
	"consultant_id" uuid PRIMARY KEY NOT NULL,
	"questions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_invites" ADD COLUMN "with_questionnaire" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ADD CONSTRAINT "questionnaire_templates_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;