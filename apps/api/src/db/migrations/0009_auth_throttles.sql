CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_throttles_window_ends_at_idx" ON "auth_throttles" USING btree ("window_ends_at");