CREATE TABLE "calendar_feeds" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "capsule_days" (
	"capsule_id" uuid NOT NULL,
	"day" date NOT NULL,
	"outfit_id" uuid,
	"occasion" text,
	CONSTRAINT "capsule_days_pk" PRIMARY KEY("capsule_id","day"),
	CONSTRAINT "capsule_days_occasion_length_check" CHECK (char_length("capsule_days"."occasion") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "capsule_items" (
	"capsule_id" uuid NOT NULL,
	"clothing_item_id" uuid NOT NULL,
	"packed" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capsule_items_pk" PRIMARY KEY("capsule_id","clothing_item_id")
);
--> statement-breakpoint
CREATE TABLE "capsules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"occasions" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capsules_kind_check" CHECK ("capsules"."kind" in ('capsule', 'travel')),
	CONSTRAINT "capsules_name_length_check" CHECK (char_length("capsules"."name") between 1 and 80),
	CONSTRAINT "capsules_notes_length_check" CHECK (char_length("capsules"."notes") between 1 and 2000),
	CONSTRAINT "capsules_dates_check" CHECK (("capsules"."kind" = 'travel') = ("capsules"."starts_on" is not null and "capsules"."ends_on" is not null) and "capsules"."ends_on" >= "capsules"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "garment_wears" (
	"client_id" uuid NOT NULL,
	"clothing_item_id" uuid NOT NULL,
	"worn_on" date NOT NULL,
	"outfit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garment_wears_pk" PRIMARY KEY("client_id","clothing_item_id","worn_on")
);
--> statement-breakpoint
CREATE TABLE "outfit_idea_rejections" (
	"client_id" uuid NOT NULL,
	"signature" text NOT NULL,
	"rejected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outfit_idea_rejections_pk" PRIMARY KEY("client_id","signature"),
	CONSTRAINT "outfit_idea_rejections_signature_length_check" CHECK (char_length("outfit_idea_rejections"."signature") between 36 and 400)
);
--> statement-breakpoint
CREATE TABLE "outfit_plans" (
	"client_id" uuid NOT NULL,
	"day" date NOT NULL,
	"outfit_id" uuid NOT NULL,
	"planned_by" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outfit_plans_pk" PRIMARY KEY("client_id","day"),
	CONSTRAINT "outfit_plans_note_length_check" CHECK (char_length("outfit_plans"."note") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "wear_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD COLUMN "last_worn_on" date;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_days" ADD CONSTRAINT "capsule_days_capsule_id_capsules_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_days" ADD CONSTRAINT "capsule_days_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_items" ADD CONSTRAINT "capsule_items_capsule_id_capsules_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_items" ADD CONSTRAINT "capsule_items_clothing_item_id_clothing_items_id_fk" FOREIGN KEY ("clothing_item_id") REFERENCES "public"."clothing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsules" ADD CONSTRAINT "capsules_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsules" ADD CONSTRAINT "capsules_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_wears" ADD CONSTRAINT "garment_wears_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_wears" ADD CONSTRAINT "garment_wears_clothing_item_id_clothing_items_id_fk" FOREIGN KEY ("clothing_item_id") REFERENCES "public"."clothing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garment_wears" ADD CONSTRAINT "garment_wears_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_idea_rejections" ADD CONSTRAINT "outfit_idea_rejections_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_plans" ADD CONSTRAINT "outfit_plans_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_plans" ADD CONSTRAINT "outfit_plans_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_plans" ADD CONSTRAINT "outfit_plans_planned_by_profiles_id_fk" FOREIGN KEY ("planned_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capsule_days_outfit_idx" ON "capsule_days" USING btree ("outfit_id");--> statement-breakpoint
CREATE INDEX "capsule_items_item_idx" ON "capsule_items" USING btree ("clothing_item_id");--> statement-breakpoint
CREATE INDEX "capsules_client_created_idx" ON "capsules" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "capsules_created_by_idx" ON "capsules" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "garment_wears_client_day_idx" ON "garment_wears" USING btree ("client_id","worn_on" DESC NULLS FIRST,"clothing_item_id");--> statement-breakpoint
CREATE INDEX "garment_wears_item_idx" ON "garment_wears" USING btree ("clothing_item_id");--> statement-breakpoint
CREATE INDEX "garment_wears_outfit_idx" ON "garment_wears" USING btree ("outfit_id");--> statement-breakpoint
CREATE INDEX "outfit_plans_outfit_idx" ON "outfit_plans" USING btree ("outfit_id");--> statement-breakpoint
CREATE INDEX "outfit_plans_planned_by_idx" ON "outfit_plans" USING btree ("planned_by");--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_wear_count_check" CHECK ("clothing_items"."wear_count" >= 0);