ALTER TABLE "client_profiles" ADD COLUMN "shoulder_width" integer;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "waist_size" integer;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "hip_size" integer;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_shoulder_width_check" CHECK ("client_profiles"."shoulder_width" between 30 and 60);--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_waist_size_check" CHECK ("client_profiles"."waist_size" between 40 and 150);--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_hip_size_check" CHECK ("client_profiles"."hip_size" between 60 and 160);