CREATE TABLE "sort_decisions" (
	"sort_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sort_decisions_sort_id_item_id_pk" PRIMARY KEY("sort_id","item_id"),
	CONSTRAINT "sort_decisions_decision_check" CHECK ("sort_decisions"."decision" in ('keep', 'alter', 'give', 'sell', 'unsure')),
	CONSTRAINT "sort_decisions_note_length_check" CHECK (char_length("sort_decisions"."note") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "wardrobe_sorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"started_by" uuid,
	"category" text,
	"season" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "wardrobe_sorts_category_check" CHECK ("wardrobe_sorts"."category" in ('top', 'bottom', 'one_piece', 'shoes', 'outerwear', 'accessory')),
	CONSTRAINT "wardrobe_sorts_season_check" CHECK ("wardrobe_sorts"."season" in ('all', 'spring', 'summer', 'autumn', 'winter'))
);
--> statement-breakpoint
DROP INDEX "notifications_unseen_idx";--> statement-breakpoint
ALTER TABLE "sort_decisions" ADD CONSTRAINT "sort_decisions_sort_id_wardrobe_sorts_id_fk" FOREIGN KEY ("sort_id") REFERENCES "public"."wardrobe_sorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sort_decisions" ADD CONSTRAINT "sort_decisions_item_id_clothing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."clothing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sort_decisions" ADD CONSTRAINT "sort_decisions_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_sorts" ADD CONSTRAINT "wardrobe_sorts_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_sorts" ADD CONSTRAINT "wardrobe_sorts_started_by_profiles_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sort_decisions_item_idx" ON "sort_decisions" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "wardrobe_sorts_client_created_idx" ON "wardrobe_sorts" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unseen_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "notifications"."seen_at" is null and "notifications"."kind" in ('outfit.shared', 'outfit.revised', 'proposal.made', 'diagnosis.changed', 'client.joined', 'client.onboarded');