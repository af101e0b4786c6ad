-- ZATCA phase-2 e-invoicing (decision 167). The invoicing unit (one row): its key, CSR and CSIDs sealed with
-- ZATCA_SECRET_KEY (AES-256-GCM), the production certificate's expiry, and the chain's head (the last ICV and hash).
CREATE TABLE "zatca_units" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"mode" text NOT NULL CHECK ("mode" in ('simulation', 'production')),
	"private_key" text NOT NULL,
	"csr" text NOT NULL,
	"compliance_csid" text NOT NULL,
	"production_csid" text NOT NULL,
	"certificate_expires_at" timestamp with time zone NOT NULL,
	"onboarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_icv" integer DEFAULT 0 NOT NULL,
	"last_hash" text DEFAULT 'X+zrZv/IbzjZUnhsbWlsecLbwjndTpG0ZynXOif7V+k=' NOT NULL
);--> statement-breakpoint
-- Each invoice and credit note for ZATCA, in the chain's order: queued in the payment's transaction (status
-- 'unsigned', no ICV yet), signed in order under the unit's row lock ('pending': ICV, PIH, hash, XML), then reported
-- or cleared ('reported', 'cleared'; ZATCA's warnings kept) or refused ('rejected'; ZATCA's errors kept).
CREATE TABLE "zatca_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zatca_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL REFERENCES "payments"("id") ON DELETE RESTRICT,
	"type" text NOT NULL CHECK ("type" in ('invoice', 'credit_note')),
	"reason" text,
	"status" text DEFAULT 'unsigned' NOT NULL CHECK ("status" in ('unsigned', 'pending', 'reported', 'cleared', 'rejected')),
	"kind" text CHECK ("kind" in ('standard', 'simplified')),
	"icv" integer,
	"uuid" uuid,
	"hash" text,
	"xml" text,
	"cleared_xml" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_failure" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "zatca_documents_payment_type_unique" ON "zatca_documents" USING btree ("payment_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "zatca_documents_icv_unique" ON "zatca_documents" USING btree ("icv");--> statement-breakpoint
CREATE INDEX "zatca_documents_status_idx" ON "zatca_documents" USING btree ("status","icv");
