CREATE TABLE "candidate_search" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"ar_first_name" text,
	"ar_last_name" text,
	"en_first_name" text,
	"en_last_name" text,
	"email" text,
	"phone" text,
	"headline" text,
	"titles" text DEFAULT '' NOT NULL,
	"search" "tsvector",
	"occupation_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"city_id" integer,
	"major_id" integer,
	"major_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"experience_major_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_days" integer DEFAULT 0 NOT NULL,
	"experience_since" date,
	"qualification_rank" smallint DEFAULT -1 NOT NULL,
	"expected_salary" integer,
	"notice_period" smallint,
	"job_type" text,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talent_pool_members" (
	"pool_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_pool_members_pool_id_seeker_id_pk" PRIMARY KEY("pool_id","seeker_id")
);
--> statement-breakpoint
CREATE TABLE "talent_pools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_pools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD CONSTRAINT "talent_pool_members_pool_id_talent_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."talent_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD CONSTRAINT "talent_pool_members_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pools" ADD CONSTRAINT "talent_pools_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_stale_idx" ON "candidate_search" USING btree ("user_id") WHERE "candidate_search"."stale";--> statement-breakpoint
CREATE INDEX "candidate_search_vector_idx" ON "candidate_search" USING gin ("search") WITH (fastupdate=false) WHERE "candidate_search"."listed";--> statement-breakpoint
CREATE INDEX "candidate_search_titles_trgm_idx" ON "candidate_search" USING gin ("titles" gin_trgm_ops) WHERE "candidate_search"."listed";--> statement-breakpoint
CREATE INDEX "candidate_search_active_idx" ON "candidate_search" USING btree ("last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "candidate_search"."listed";--> statement-breakpoint
CREATE INDEX "talent_pool_members_seeker_idx" ON "talent_pool_members" USING btree ("seeker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pools_company_name_unique" ON "talent_pools" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE FUNCTION "candidate_search_stale_of_cv"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A deleted item only marks an existing row (its account may be going: no row is made for it).
  IF TG_OP = 'DELETE' THEN
    UPDATE candidate_search SET stale = true WHERE user_id = OLD.user_id AND NOT stale;
  ELSE
    INSERT INTO candidate_search (user_id) VALUES (NEW.user_id)
      ON CONFLICT (user_id) DO UPDATE SET stale = true WHERE NOT candidate_search.stale;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "candidate_search_stale_of_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_search SET stale = true WHERE user_id = NEW.id AND NOT stale;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "candidate_search_active_of_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_search SET last_active_at = NEW.last_used_at
    WHERE user_id = NEW.user_id AND last_active_at < NEW.last_used_at - interval '1 hour';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "seeker_profiles_candidate_search" AFTER INSERT OR UPDATE OR DELETE ON "seeker_profiles" FOR EACH ROW EXECUTE FUNCTION "candidate_search_stale_of_cv"();--> statement-breakpoint
CREATE TRIGGER "seeker_majors_candidate_search" AFTER INSERT OR UPDATE OR DELETE ON "seeker_majors" FOR EACH ROW EXECUTE FUNCTION "candidate_search_stale_of_cv"();--> statement-breakpoint
CREATE TRIGGER "experiences_candidate_search" AFTER INSERT OR UPDATE OR DELETE ON "experiences" FOR EACH ROW EXECUTE FUNCTION "candidate_search_stale_of_cv"();--> statement-breakpoint
CREATE TRIGGER "skills_candidate_search" AFTER INSERT OR UPDATE OR DELETE ON "skills" FOR EACH ROW EXECUTE FUNCTION "candidate_search_stale_of_cv"();--> statement-breakpoint
CREATE TRIGGER "qualifications_candidate_search" AFTER INSERT OR UPDATE OR DELETE ON "qualifications" FOR EACH ROW EXECUTE FUNCTION "candidate_search_stale_of_cv"();--> statement-breakpoint
CREATE TRIGGER "users_candidate_search" AFTER UPDATE OF "status", "type", "first_name", "last_name", "ar_first_name", "ar_last_name", "en_first_name", "en_last_name", "email", "phone" ON "users" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.ar_first_name IS DISTINCT FROM NEW.ar_first_name OR OLD.ar_last_name IS DISTINCT FROM NEW.ar_last_name
    OR OLD.en_first_name IS DISTINCT FROM NEW.en_first_name OR OLD.en_last_name IS DISTINCT FROM NEW.en_last_name OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.phone IS DISTINCT FROM NEW.phone) EXECUTE FUNCTION "candidate_search_stale_of_account"();--> statement-breakpoint
CREATE TRIGGER "sessions_candidate_search" AFTER INSERT OR UPDATE OF "last_used_at" ON "sessions" FOR EACH ROW EXECUTE FUNCTION "candidate_search_active_of_session"();--> statement-breakpoint
INSERT INTO "candidate_search" ("user_id")
  SELECT "user_id" FROM "seeker_profiles"
  UNION SELECT "user_id" FROM "experiences"
  UNION SELECT "user_id" FROM "skills"
  ON CONFLICT DO NOTHING;
