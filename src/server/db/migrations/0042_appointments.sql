CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"client_package_id" uuid,
	"session_index" integer,
	"session_label" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"booked_by" text NOT NULL,
	"request_id" uuid NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"reminded_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_request_unique" UNIQUE("consultant_id","request_id"),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'cancelled')),
	CONSTRAINT "appointments_booked_by_check" CHECK ("appointments"."booked_by" in ('client', 'consultant')),
	CONSTRAINT "appointments_span_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_cancelled_check" CHECK (("appointments"."status" = 'cancelled') = ("appointments"."cancelled_at" is not null) and ("appointments"."cancelled_at" is null) = ("appointments"."cancelled_by" is null)),
	CONSTRAINT "appointments_package_check" CHECK (("appointments"."client_package_id" is null) = ("appointments"."session_index" is null) and ("appointments"."client_package_id" is not null or not "appointments"."counted"))
);
--> statement-breakpoint
CREATE TABLE "consultant_availability" (
	"consultant_id" uuid PRIMARY KEY NOT NULL,
	"week" jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_availability_notice_check" CHECK ("consultant_availability"."notice_hours" between 0 and 336)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_package_id_client_packages_id_fk" FOREIGN KEY ("client_package_id") REFERENCES "public"."client_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_availability" ADD CONSTRAINT "consultant_availability_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_consultant_starts_idx" ON "appointments" USING btree ("consultant_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "appointments_client_starts_idx" ON "appointments" USING btree ("client_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "appointments_consultant_client_starts_idx" ON "appointments" USING btree ("consultant_id","client_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "appointments_package_idx" ON "appointments" USING btree ("client_package_id");--> statement-breakpoint
CREATE INDEX "appointments_to_remind_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'booked' and "appointments"."reminded_at" is null;