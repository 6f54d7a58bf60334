CREATE TABLE "realtime_presence" (
	"user_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "realtime_presence_user_id_instance_id_pk" PRIMARY KEY("user_id","instance_id")
);
--> statement-breakpoint
ALTER TABLE "realtime_presence" ADD CONSTRAINT "realtime_presence_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;