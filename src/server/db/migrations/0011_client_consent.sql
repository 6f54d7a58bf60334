ALTER TABLE "profiles" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Clients who finished onboarding before consent was asked gave their measurements for their accompaniment.
UPDATE "profiles" SET "consented_at" = "client_profiles"."created_at" FROM "client_profiles" WHERE "client_profiles"."user_id" = "profiles"."id";
