-- The Idempotency-Keys of writes a visitor without an account may retry (decision 095): contact messages and job
-- reports. No account to scope them by, so a row is found by a hash of the key, the write it was for (route and a
-- hash of the body) and the client address: another visitor's key finds nothing.
CREATE TABLE IF NOT EXISTS "anonymous_idempotency_keys" (
  "key_hash" text NOT NULL,
  "scope" text NOT NULL,
  "resource_id" bigint NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "anonymous_idempotency_keys_pkey" PRIMARY KEY ("key_hash")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "anonymous_idempotency_keys_created_at_idx" ON "anonymous_idempotency_keys" ("created_at");
