-- Saved candidate searches (issue 49 §1, decision 129): a member's candidate search by name, its words and filters as
-- candidate search takes them, how often its new candidates are mailed, and when it last ran and was last opened.
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"frequency" text NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_mailed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('daily', 'weekly', 'off'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_member_name_unique" ON "saved_searches" USING btree ("company_id", "user_id", lower("name"));
--> statement-breakpoint
CREATE INDEX "saved_searches_next_run_idx" ON "saved_searches" USING btree ("next_run_at");
--> statement-breakpoint
-- Each candidate a saved search found, once: when first seen, and when a mail announced them (null: not yet; the
-- candidates found when the search was saved or changed are recorded as seen and announced, they are not new).
CREATE TABLE "saved_search_candidates" (
	"saved_search_id" integer NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
	"seeker_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"first_seen_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "saved_search_candidates_pkey" PRIMARY KEY ("saved_search_id", "seeker_id")
);
--> statement-breakpoint
CREATE INDEX "saved_search_candidates_seeker_idx" ON "saved_search_candidates" USING btree ("seeker_id");
