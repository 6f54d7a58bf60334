CREATE TABLE "consultant_businesses" (
	"consultant_id" uuid PRIMARY KEY NOT NULL,
	"business_name" text,
	"accent_color" text NOT NULL,
	"email" text,
	"phone" text,
	"website" text,
	"logo_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_businesses_name_length_check" CHECK (char_length("consultant_businesses"."business_name") between 1 and 80),
	CONSTRAINT "consultant_businesses_accent_check" CHECK ("consultant_businesses"."accent_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "consultant_businesses_email_length_check" CHECK (char_length("consultant_businesses"."email") between 3 and 254),
	CONSTRAINT "consultant_businesses_phone_length_check" CHECK (char_length("consultant_businesses"."phone") between 6 and 30),
	CONSTRAINT "consultant_businesses_website_check" CHECK (char_length("consultant_businesses"."website") between 9 and 200 and "consultant_businesses"."website" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "consultant_businesses" ADD CONSTRAINT "consultant_businesses_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;