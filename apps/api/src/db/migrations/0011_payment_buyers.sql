ALTER TABLE "companies" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invoice_address" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_vat_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_address" text;