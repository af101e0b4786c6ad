-- A one-time-code app (TOTP, RFC 6238) as a second step of signing in (decision 160). One key an account: set up
-- (confirmed_at null) until a code from the app confirms it; last_step is the time step of the last code accepted,
-- so a code works once and only in its window. Ten recovery codes an account, stored hashed, each used once.
CREATE TABLE "totp_factors" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_user_hash_unique" ON "recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
-- When the session's person last gave their second step (at sign-in, or again for a sensitive change).
ALTER TABLE "sessions" ADD COLUMN "second_step_at" timestamp with time zone;
