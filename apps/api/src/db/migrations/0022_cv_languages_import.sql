CREATE TABLE "cv_languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cv_languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"language" text NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "cv_print_options" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"print_nationality" boolean DEFAULT false NOT NULL,
	"print_birthdate" boolean DEFAULT false NOT NULL,
	"print_sex" boolean DEFAULT false NOT NULL,
	"print_drive_licence" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "cv_languages" ADD CONSTRAINT "cv_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_print_options" ADD CONSTRAINT "cv_print_options_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_languages_user_id_idx" ON "cv_languages" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cv_languages_user_language_unique" ON "cv_languages" USING btree ("user_id","language");
