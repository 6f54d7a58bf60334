CREATE TABLE "consultant_invoicing" (
	"consultant_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"status" text NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	"siret" text NOT NULL,
	"vat_number" text,
	"address" text NOT NULL,
	"iban" text,
	"payment_link" text,
	"terms" text NOT NULL,
	"payment_days" integer DEFAULT 0 NOT NULL,
	"cancellation_hours" integer DEFAULT 48 NOT NULL,
	"deposit_percent" integer DEFAULT 40 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_invoicing_status_check" CHECK ("consultant_invoicing"."status" in ('franchise', 'vat')),
	CONSTRAINT "consultant_invoicing_vat_rate_check" CHECK (("consultant_invoicing"."status" = 'franchise' and "consultant_invoicing"."vat_rate_bp" = 0) or ("consultant_invoicing"."status" = 'vat' and "consultant_invoicing"."vat_rate_bp" between 10 and 3000)),
	CONSTRAINT "consultant_invoicing_siret_check" CHECK ("consultant_invoicing"."siret" ~ '^[0-9]{14}$'),
	CONSTRAINT "consultant_invoicing_legal_name_check" CHECK (char_length("consultant_invoicing"."legal_name") between 1 and 120),
	CONSTRAINT "consultant_invoicing_address_check" CHECK (char_length("consultant_invoicing"."address") between 1 and 300),
	CONSTRAINT "consultant_invoicing_terms_check" CHECK (char_length("consultant_invoicing"."terms") between 1 and 4000),
	CONSTRAINT "consultant_invoicing_payment_days_check" CHECK ("consultant_invoicing"."payment_days" between 0 and 60),
	CONSTRAINT "consultant_invoicing_cancellation_check" CHECK ("consultant_invoicing"."cancellation_hours" between 0 and 720),
	CONSTRAINT "consultant_invoicing_deposit_check" CHECK ("consultant_invoicing"."deposit_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"consultant_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_sequences_pk" PRIMARY KEY("consultant_id","year"),
	CONSTRAINT "invoice_sequences_last_number_check" CHECK ("invoice_sequences"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"client_id" uuid,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_on" date NOT NULL,
	"service_on" date,
	"due_on" date NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"total_excl_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"credits_invoice_id" uuid,
	"note" text,
	"paid_on" date,
	"payment_method" text,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("consultant_id","year","number"),
	CONSTRAINT "invoices_request_unique" UNIQUE("consultant_id","request_id"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'deposit', 'credit')),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" >= 1),
	CONSTRAINT "invoices_due_check" CHECK ("invoices"."due_on" >= "invoices"."issued_on"),
	CONSTRAINT "invoices_credit_check" CHECK (("invoices"."kind" = 'credit') = ("invoices"."credits_invoice_id" is not null) and (case when "invoices"."kind" = 'credit' then "invoices"."total_cents" <= 0 else "invoices"."total_cents" >= 0 end)),
	CONSTRAINT "invoices_totals_check" CHECK ("invoices"."total_cents" = "invoices"."total_excl_cents" + "invoices"."vat_cents"),
	CONSTRAINT "invoices_payment_check" CHECK (("invoices"."paid_on" is null) = ("invoices"."payment_method" is null) and ("invoices"."paid_on" is null or "invoices"."kind" <> 'credit')),
	CONSTRAINT "invoices_payment_method_check" CHECK ("invoices"."payment_method" is null or "invoices"."payment_method" in ('transfer', 'link', 'card', 'cheque')),
	CONSTRAINT "invoices_note_check" CHECK ("invoices"."note" is null or char_length("invoices"."note") between 1 and 300),
	CONSTRAINT "invoices_reference_check" CHECK ("invoices"."payment_reference" is null or char_length("invoices"."payment_reference") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "consultant_invoicing" ADD CONSTRAINT "consultant_invoicing_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_consultant_id_profiles_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credits_unique" ON "invoices" USING btree ("credits_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_consultant_issued_idx" ON "invoices" USING btree ("consultant_id","issued_on","number");--> statement-breakpoint
CREATE INDEX "invoices_consultant_paid_idx" ON "invoices" USING btree ("consultant_id","paid_on","number") WHERE "invoices"."paid_on" is not null;--> statement-breakpoint
CREATE INDEX "invoices_client_created_idx" ON "invoices" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_consultant_client_created_idx" ON "invoices" USING btree ("consultant_id","client_id","created_at","id");--> statement-breakpoint
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.issued_on >= current_date - interval '10 years' THEN
      RAISE EXCEPTION 'invoice % is kept ten years and never deleted before', OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF (NEW.id, NEW.consultant_id, NEW.request_id, NEW.kind, NEW.year, NEW.number, NEW.issued_on, NEW.service_on,
      NEW.due_on, NEW.seller, NEW.buyer, NEW.lines, NEW.vat_rate_bp, NEW.total_excl_cents, NEW.vat_cents,
      NEW.total_cents, NEW.credits_invoice_id, NEW.note, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.consultant_id, OLD.request_id, OLD.kind, OLD.year, OLD.number, OLD.issued_on, OLD.service_on,
      OLD.due_on, OLD.seller, OLD.buyer, OLD.lines, OLD.vat_rate_bp, OLD.total_excl_cents, OLD.vat_cents,
      OLD.total_cents, OLD.credits_invoice_id, OLD.note, OLD.created_at) THEN
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
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
--> statement-breakpoint
CREATE FUNCTION "invoice_sequences_forward"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.last_number <> OLD.last_number + 1 OR NEW.consultant_id <> OLD.consultant_id
     OR NEW.year <> OLD.year THEN
    RAISE EXCEPTION 'an invoice sequence only moves one step forward' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_sequences_forward" BEFORE UPDATE OR DELETE ON "invoice_sequences"
  FOR EACH ROW EXECUTE FUNCTION "invoice_sequences_forward"();
