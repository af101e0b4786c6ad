CREATE TABLE "candidate_search_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_search_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "candidate_search_changes_changed_at_idx" ON "candidate_search_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE FUNCTION "candidate_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO candidate_search_changes (user_id) VALUES (OLD.user_id);
  ELSE
    INSERT INTO candidate_search_changes (user_id) VALUES (NEW.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "candidate_search_change_insert" AFTER INSERT OR DELETE ON "candidate_search" FOR EACH ROW EXECUTE FUNCTION "candidate_search_change"();--> statement-breakpoint
CREATE TRIGGER "candidate_search_change_update" AFTER UPDATE ON "candidate_search" FOR EACH ROW
  WHEN ((OLD.*) IS DISTINCT FROM (NEW.*)) EXECUTE FUNCTION "candidate_search_change"();
