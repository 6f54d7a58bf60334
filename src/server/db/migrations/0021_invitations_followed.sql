ALTER TABLE "client_invites" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_invites" ADD COLUMN "account_created_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "client_invites_consultant_created_idx" ON "client_invites" USING btree ("consultant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);