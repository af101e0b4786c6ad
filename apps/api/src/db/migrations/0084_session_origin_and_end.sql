-- Decision 166. The session a renewed one came from (the first of its line): the new-device mail's link ends the
-- whole line, whatever row the device holds after a refresh.
ALTER TABLE "sessions" ADD COLUMN "origin_id" integer;
--> statement-breakpoint
CREATE INDEX "sessions_origin_id_idx" ON "sessions" ("origin_id") WHERE "origin_id" IS NOT NULL;
--> statement-breakpoint
-- A session that ends (logout, "end this session", the mail's link, a new password, a removed member, a refresh's
-- rotation, the account deleted) tells the account's open message streams, in every process, to close at once if they are its own
-- (modules/messages/event-stream.ts): whoever ends it, and however.
CREATE FUNCTION "session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('tawzeef_messages', json_build_object('type', 'session_ended', 'session_id', OLD."id", 'user_ids', json_build_array(OLD."user_id"))::text);
	ELSE
		PERFORM pg_notify('tawzeef_messages', json_build_object('type', 'session_ended', 'session_id', NEW."id", 'user_ids', json_build_array(NEW."user_id"))::text);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER UPDATE OF "revoked_at" ON "sessions" FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL) EXECUTE FUNCTION "session_ended"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted" AFTER DELETE ON "sessions" FOR EACH ROW WHEN (OLD."revoked_at" IS NULL) EXECUTE FUNCTION "session_ended"();
