CREATE TABLE "carnet_drafts" (
	"consultant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"composition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carnet_drafts_client_id_consultant_id_pk" PRIMARY KEY("client_id","consultant_id")
);
--> statement-breakpoint
CREATE TABLE "client_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"consultant_id" uuid,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	CONSTRAINT "client_documents_kind_check" CHECK ("client_documents"."kind" in ('carnet', 'shopping'))
);
--> statement-breakpoint
ALTER TABLE "carnet_drafts" ADD CONSTRAINT "carnet_drafts_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carnet_drafts" ADD CONSTRAINT "carnet_drafts_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carnet_drafts_consultant_idx" ON "carnet_drafts" USING btree ("consultant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_documents_client_kind_version_idx" ON "client_documents" USING btree ("client_id","kind","version");--> statement-breakpoint
CREATE INDEX "client_documents_client_created_idx" ON "client_documents" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "client_documents_consultant_client_created_idx" ON "client_documents" USING btree ("consultant_id","client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);