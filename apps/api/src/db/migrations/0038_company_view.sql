-- What companies see of a job seeker's personal details (decision 086): one row per seeker, every detail hidden by
-- default; no row means all hidden. The seeker's account takes it with it (cascade).
CREATE TABLE "seeker_company_view" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"show_birthdate" boolean DEFAULT false NOT NULL,
	"show_sex" boolean DEFAULT false NOT NULL,
	"show_social_status" boolean DEFAULT false NOT NULL,
	"show_nationality" boolean DEFAULT false NOT NULL,
	"show_drive_licence" boolean DEFAULT false NOT NULL,
	"show_photo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "seeker_company_view" ADD CONSTRAINT "seeker_company_view_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
