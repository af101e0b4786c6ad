-- The Idempotency-Keys of the writes a client may retry (decision 093), written with what the request wrote.
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "key" text NOT NULL,
  "scope" text NOT NULL,
  "resource_id" bigint NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("user_id", "key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_at_idx" ON "idempotency_keys" ("created_at");
