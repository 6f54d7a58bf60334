CREATE TABLE "client_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notes_body_length_check" CHECK (char_length("client_notes"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "consultant_clients" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_link_fk" FOREIGN KEY ("consultant_id","client_id") REFERENCES "public"."consultant_clients"("consultant_id","client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_notes_file_created_idx" ON "client_notes" USING btree ("consultant_id","client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consultant_clients_follow_up_idx" ON "consultant_clients" USING btree ("consultant_id","follow_up_on","client_id") WHERE "consultant_clients"."follow_up_on" is not null;