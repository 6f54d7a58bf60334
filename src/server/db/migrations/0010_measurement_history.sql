CREATE TABLE "measurement_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"changed_by" uuid,
	"gender" text,
	"age" integer,
	"height" integer,
	"weight" integer,
	"bust_size" integer,
	"shoulder_width" integer,
	"waist_size" integer,
	"hip_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measurement_history" ADD CONSTRAINT "measurement_history_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_history" ADD CONSTRAINT "measurement_history_changed_by_profiles_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_history_client_created_idx" ON "measurement_history" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Today's measurements of every client as the first entry of her history.
INSERT INTO "measurement_history" ("client_id", "changed_by", "gender", "age", "height", "weight", "bust_size", "shoulder_width", "waist_size", "hip_size", "created_at") SELECT "user_id", "user_id", "gender", "age", "height", "weight", "bust_size", "shoulder_width", "waist_size", "hip_size", "updated_at" FROM "client_profiles";
