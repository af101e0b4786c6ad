-- The period a tax invoice's posting fee pays for, frozen when the payment becomes paid (issue 14): from the Riyadh
-- day of payment to the job's deadline then. Older paid payments keep none: their invoice shows the period it showed.
ALTER TABLE "payments" ADD COLUMN "service_from" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "service_to" date;
