-- Decision 240. Skills learnt from the texts (search-engine/learned-skills.ts): the skill-learning schedule rewrites
-- the table, and search reads its skills beside the curated list's.
CREATE TABLE "learned_skills" (
	"name" text PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"forms" text[] NOT NULL,
	"seekers" integer NOT NULL,
	"jobs" integer NOT NULL,
	"learned_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "skill_learning_runs" (
	"id" integer PRIMARY KEY NOT NULL,
	"learned_at" timestamp with time zone NOT NULL
);
