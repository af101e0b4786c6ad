-- Decision 198. The company's national address on its standard tax invoices in ZATCA's parts (BR-KSA-63, BR-KSA-67):
-- street, building number (4 digits), additional number (4 digits, optional), district, postal code (5 digits); the
-- city is the company's own (city_id). `invoice_address`, the one line given before, is kept as it is: a company that
-- has not given the parts yet is invoiced with it as before, and every row keeps its text.
ALTER TABLE "companies" ADD COLUMN "street" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "building_number" text CHECK ("building_number" ~ '^[0-9]{4}$');
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "additional_number" text CHECK ("additional_number" ~ '^[0-9]{4}$');
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "district" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "postal_code" text CHECK ("postal_code" ~ '^[0-9]{5}$');
--> statement-breakpoint
-- The buyer's national address as the invoice shows it, frozen with the buyer when the payment becomes paid (decision
-- 026): { street, building_number, additional_number, district, postal_code, city_ar, city_en, country_code }. Null on
-- invoices issued before, and on those of a company without the parts: their one line (`buyer_address`) stands.
ALTER TABLE "payments" ADD COLUMN "buyer_national_address" jsonb;
