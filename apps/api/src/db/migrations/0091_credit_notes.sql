-- Decision 171. A paid payment credited back (issue 62): refunded, or a bank transfer cancelled after its invoice
-- was issued (the money never arrived). Set once, by the administrator's action; with ZATCA on, the credit note
-- (UBL 381, billing reference to the invoice, the reason) is queued in the same transaction.
ALTER TABLE "payments" ADD COLUMN "credit_reason" text CHECK ("credit_reason" in ('refund', 'transfer_cancelled'));
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit_note" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credited_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credited_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_check" CHECK (("credit_reason" is null) = ("credited_at" is null) and ("credit_reason" is null or "status" = 'paid'));
