-- Employers' reputations (issue 50 §4, decision 131): job seekers' reviews of companies, held for moderation, and
-- reports of abusive ones.
CREATE TABLE "company_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"author_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"relationship" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"rating_overall" smallint NOT NULL,
	"rating_pay" smallint,
	"rating_management" smallint,
	"rating_balance" smallint,
	"rating_growth" smallint,
	"pros" text,
	"cons" text,
	"questions" text,
	"difficulty" smallint,
	"outcome" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejection_reason" text,
	"moderated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"moderated_at" timestamp with time zone,
	"reply_body" text,
	"reply_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"reply_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_reviews_kind_check" CHECK ("kind" in ('employer', 'interview')),
	CONSTRAINT "company_reviews_relationship_check" CHECK ("relationship" in ('applicant', 'current_employee', 'former_employee')),
	CONSTRAINT "company_reviews_status_check" CHECK ("status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "company_reviews_outcome_check" CHECK ("outcome" is null or "outcome" in ('offer', 'no_offer', 'no_answer')),
	CONSTRAINT "company_reviews_ratings_check" CHECK ("rating_overall" between 1 and 5 and coalesce("rating_pay", 1) between 1 and 5 and coalesce("rating_management", 1) between 1 and 5 and coalesce("rating_balance", 1) between 1 and 5 and coalesce("rating_growth", 1) between 1 and 5 and coalesce("difficulty", 1) between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "company_reviews_author_company_kind_unique" ON "company_reviews" USING btree ("author_id","company_id","kind");--> statement-breakpoint
CREATE INDEX "company_reviews_company_status_idx" ON "company_reviews" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE TABLE "company_review_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL REFERENCES "company_reviews"("id") ON DELETE CASCADE,
	"reporter_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_review_reports_reason_check" CHECK ("reason" in ('spam', 'harassment', 'scam', 'discrimination', 'other'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "company_review_reports_review_reporter_unique" ON "company_review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
-- The privacy policy says how reviews of companies are kept anonymous, moderated, exported and deleted (decision 131).
-- Put before the line on payments, so that it follows the team's line of 0058 as the seed writes it; a page an
-- administrator rewrote without that line is left as they wrote it.
UPDATE "site_pages" SET
	"body_ar" = replace("body_ar", '<li><strong>الدفع:</strong>', '<li><strong>تقييماتك للمنشآت:</strong> يُنشر تقييمك لمنشأة دون اسمك، ولا تعرف المنشأة ولا الزوار من كتبه؛ يقرؤه فريقنا قبل نشره ولا يُنشر ما يذكر اسم شخص أو بريده أو رقم جواله. يمكنك تعديله أو حذفه متى شئت، ويتضمّنه ملف بياناتك الذي تنزّله، ويُحذف مع حسابك.</li>' || chr(10) || '<li><strong>الدفع:</strong>'),
	"body_en" = replace("body_en", '<li><strong>Payments:</strong>', '<li><strong>Your reviews of companies:</strong> a review you write of a company is published without your name, and neither the company nor visitors see who wrote it; our team reads it before it is published and publishes nothing that names a person or gives their email or phone number. You can edit or delete it at any time; it is part of the data file you download and is deleted with your account.</li>' || chr(10) || '<li><strong>Payments:</strong>')
WHERE "slug" = 'privacy-policy' AND position('<li><strong>Your reviews of companies:</strong>' in "body_en") = 0;
