-- Each job alert chooses which of the seeker's phone channels carry it (decision 144): SMS, WhatsApp, both or
-- neither. Existing alerts keep what decision 140 gave them: every channel the seeker turned on for alerts.
ALTER TABLE "job_alerts" ADD COLUMN "phone_channels" text[] DEFAULT '{sms,whatsapp}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_phone_channels_check" CHECK ("phone_channels" <@ ARRAY['sms', 'whatsapp']::text[]);
