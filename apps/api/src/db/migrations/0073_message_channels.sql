-- Alerts and application news by SMS and WhatsApp (decision 140): each seeker's opted-in channels with the record of
-- how the number was confirmed and how it was left, the consent history, the messages waiting for quiet hours or
-- the daily cap, and the WhatsApp outbox with the Cloud API's delivery states.
CREATE TABLE "message_channels" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"news" boolean DEFAULT true NOT NULL,
	"quiet_from" smallint DEFAULT 22 NOT NULL,
	"quiet_to" smallint DEFAULT 8 NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"confirmed_by" text NOT NULL,
	"opted_out_at" timestamp with time zone,
	"opted_out_via" text,
	CONSTRAINT "message_channels_pk" PRIMARY KEY ("user_id", "channel"),
	CONSTRAINT "message_channels_channel_check" CHECK ("channel" in ('sms', 'whatsapp')),
	CONSTRAINT "message_channels_phone_e164_check" CHECK ("phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "message_channels_quiet_check" CHECK ("quiet_from" between 0 and 23 and "quiet_to" between 0 and 23),
	CONSTRAINT "message_channels_confirmed_by_check" CHECK ("confirmed_by" in ('phone_code')),
	CONSTRAINT "message_channels_opted_out_check" CHECK (("opted_out_at" is null) = ("opted_out_via" is null) and ("opted_out_via" is null or "opted_out_via" in ('settings', 'stop_reply')))
);--> statement-breakpoint
CREATE INDEX "message_channels_phone_idx" ON "message_channels" ("phone");--> statement-breakpoint
CREATE TABLE "channel_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"action" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_consents_channel_check" CHECK ("channel" in ('sms', 'whatsapp')),
	CONSTRAINT "channel_consents_action_check" CHECK ("action" in ('opt_in', 'opt_out')),
	CONSTRAINT "channel_consents_via_check" CHECK ("via" in ('phone_code', 'settings', 'stop_reply'))
);--> statement-breakpoint
CREATE INDEX "channel_consents_user_idx" ON "channel_consents" ("user_id", "id");--> statement-breakpoint
CREATE TABLE "channel_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "channel_messages_channel_check" CHECK ("channel" in ('sms', 'whatsapp')),
	CONSTRAINT "channel_messages_kind_check" CHECK ("kind" in ('alert', 'stage', 'interview')),
	CONSTRAINT "channel_messages_status_check" CHECK ("status" in ('waiting', 'sent', 'dropped'))
);--> statement-breakpoint
CREATE INDEX "channel_messages_waiting_idx" ON "channel_messages" ("user_id", "channel") WHERE "status" = 'waiting';--> statement-breakpoint
CREATE INDEX "channel_messages_sent_idx" ON "channel_messages" ("user_id", "channel", "sent_at") WHERE "status" = 'sent' AND "kind" = 'alert';--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_phone" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text NOT NULL,
	"locale" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"provider_status" text,
	"provider_status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "whatsapp_outbox_status_check" CHECK ("status" in ('queued', 'sent', 'failed', 'local')),
	CONSTRAINT "whatsapp_outbox_locale_check" CHECK ("locale" in ('ar', 'en')),
	CONSTRAINT "whatsapp_outbox_attempts_check" CHECK ("attempts" >= 0),
	CONSTRAINT "whatsapp_outbox_to_phone_e164_check" CHECK ("to_phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "whatsapp_outbox_provider_status_check" CHECK ("provider_status" is null or "provider_status" in ('sent', 'delivered', 'read', 'failed'))
);--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_status_id_idx" ON "whatsapp_outbox" ("status", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_provider_message_id_idx" ON "whatsapp_outbox" ("provider_message_id") WHERE "provider_message_id" is not null;
