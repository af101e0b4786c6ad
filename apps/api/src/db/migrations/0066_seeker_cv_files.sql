-- Up to three CV files per job seeker, one the default (decision 132). The default stays `seeker_profiles.cv_file_id`;
-- this table lists every CV file with the owner's own name for it. Each seeker's current CV file becomes the first
-- entry of their list.
CREATE TABLE "seeker_cv_files" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "seeker_cv_files" ADD CONSTRAINT "seeker_cv_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_cv_files" ADD CONSTRAINT "seeker_cv_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seeker_cv_files_user_idx" ON "seeker_cv_files" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "seeker_cv_files" ("file_id", "user_id", "created_at")
SELECT p."cv_file_id", p."user_id", f."created_at"
FROM "seeker_profiles" p JOIN "files" f ON f."id" = p."cv_file_id"
WHERE p."cv_file_id" IS NOT NULL
ON CONFLICT DO NOTHING;
