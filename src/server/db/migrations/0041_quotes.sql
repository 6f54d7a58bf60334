CREATE TABLE "client_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"sessions_used" integer DEFAULT 0 NOT NULL,
	"starts_on" date NOT NULL,
	"support_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_packages_quote_unique" UNIQUE("quote_id"),
	CONSTRAINT "client_packages_used_check" CHECK ("client_packages"."sessions_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"description" text,
	"sessions" jsonb NOT NULL,
	"looks" integer NOT NULL,
	"carnet" boolean NOT NULL,
	"support_days" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_name_check" CHECK (char_length("packages"."name") between 1 and 80),
	CONSTRAINT "packages_price_check" CHECK ("packages"."price_cents" between 0 and 10000000),
	CONSTRAINT "packages_looks_check" CHECK ("packages"."looks" between 0 and 100),
	CONSTRAINT "packages_support_check" CHECK ("packages"."support_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "quote_sequences" (
	"consultant_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "quote_sequences_pk" PRIMARY KEY("consultant_id","year")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"client_id" uuid,
	"request_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"total_excl_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"package" jsonb,
	"terms" text NOT NULL,
	"distance" boolean NOT NULL,
	"deposit_percent" integer NOT NULL,
	"accepted_at" timestamp with time zone,
	"early_start" boolean,
	"declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("consultant_id","year","number"),
	CONSTRAINT "quotes_request_unique" UNIQUE("consultant_id","request_id"),
	CONSTRAINT "quotes_valid_check" CHECK ("quotes"."valid_until" >= "quotes"."issued_on"),
	CONSTRAINT "quotes_answer_check" CHECK ("quotes"."accepted_at" is null or "quotes"."declined_at" is null),
	CONSTRAINT "quotes_early_start_check" CHECK (("quotes"."early_start" is not null) = ("quotes"."accepted_at" is not null and "quotes"."distance")),
	CONSTRAINT "quotes_totals_check" CHECK ("quotes"."total_cents" = "quotes"."total_excl_cents" + "quotes"."vat_cents" and "quotes"."total_cents" >= 0),
	CONSTRAINT "quotes_deposit_check" CHECK ("quotes"."deposit_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "client_packages" ADD CONSTRAINT "client_packages_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_packages" ADD CONSTRAINT "client_packages_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_packages" ADD CONSTRAINT "client_packages_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sequences" ADD CONSTRAINT "quote_sequences_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_packages_client_created_idx" ON "client_packages" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_packages_consultant_client_created_idx" ON "client_packages" USING btree ("consultant_id","client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "packages_consultant_created_idx" ON "packages" USING btree ("consultant_id","created_at","id") WHERE "packages"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_consultant_created_idx" ON "quotes" USING btree ("consultant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_client_created_idx" ON "quotes" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_consultant_client_created_idx" ON "quotes" USING btree ("consultant_id","client_id","created_at","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_quote_idx" ON "invoices" USING btree ("quote_id") WHERE "invoices"."quote_id" is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.issued_on >= current_date - interval '10 years' THEN
      RAISE EXCEPTION 'invoice % is kept ten years and never deleted before', OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF (NEW.id, NEW.consultant_id, NEW.request_id, NEW.kind, NEW.year, NEW.number, NEW.issued_on, NEW.service_on,
      NEW.due_on, NEW.seller, NEW.buyer, NEW.lines, NEW.vat_rate_bp, NEW.total_excl_cents, NEW.vat_cents,
      NEW.total_cents, NEW.credits_invoice_id, NEW.quote_id, NEW.note, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.consultant_id, OLD.request_id, OLD.kind, OLD.year, OLD.number, OLD.issued_on, OLD.service_on,
      OLD.due_on, OLD.seller, OLD.buyer, OLD.lines, OLD.vat_rate_bp, OLD.total_excl_cents, OLD.vat_cents,
      OLD.total_cents, OLD.credits_invoice_id, OLD.quote_id, OLD.note, OLD.created_at) THEN
    RAISE EXCEPTION 'invoice % is issued and never changes', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.client_id IS DISTINCT FROM OLD.client_id AND NEW.client_id IS NOT NULL THEN
    RAISE EXCEPTION 'invoice % keeps its client', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.paid_on IS NOT NULL AND (NEW.paid_on, NEW.payment_method, NEW.payment_reference)
     IS DISTINCT FROM (OLD.paid_on, OLD.payment_method, OLD.payment_reference) THEN
    RAISE EXCEPTION 'invoice % is paid and its payment never changes', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "quotes_as_sent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.consultant_id, NEW.request_id, NEW.year, NEW.number, NEW.issued_on, NEW.valid_until, NEW.seller,
      NEW.buyer, NEW.lines, NEW.vat_rate_bp, NEW.total_excl_cents, NEW.vat_cents, NEW.total_cents, NEW.package,
      NEW.terms, NEW.distance, NEW.deposit_percent, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.consultant_id, OLD.request_id, OLD.year, OLD.number, OLD.issued_on, OLD.valid_until, OLD.seller,
      OLD.buyer, OLD.lines, OLD.vat_rate_bp, OLD.total_excl_cents, OLD.vat_cents, OLD.total_cents, OLD.package,
      OLD.terms, OLD.distance, OLD.deposit_percent, OLD.created_at) THEN
    RAISE EXCEPTION 'quote % is sent and its content never changes', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (OLD.accepted_at IS NOT NULL OR OLD.declined_at IS NOT NULL)
     AND (NEW.accepted_at, NEW.early_start, NEW.declined_at) IS DISTINCT FROM (OLD.accepted_at, OLD.early_start, OLD.declined_at) THEN
    RAISE EXCEPTION 'quote % is answered once', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quotes_as_sent" BEFORE UPDATE ON "quotes"
  FOR EACH ROW EXECUTE FUNCTION "quotes_as_sent"();
