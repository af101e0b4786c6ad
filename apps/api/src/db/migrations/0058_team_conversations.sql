-- Decision 125: a company's conversations are its hiring team's. Which member wrote a company's message, and each
-- member's own unread of the seekers' messages.
ALTER TABLE "messages" ADD COLUMN "sent_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE TABLE "member_unread_messages" (
	"member_id" integer NOT NULL REFERENCES "company_members"("id") ON DELETE CASCADE,
	"message_id" integer NOT NULL REFERENCES "messages"("id") ON DELETE CASCADE,
	"conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
	CONSTRAINT "member_unread_messages_member_id_message_id_pk" PRIMARY KEY ("member_id", "message_id")
);
--> statement-breakpoint
CREATE INDEX "member_unread_messages_conversation_idx" ON "member_unread_messages" ("member_id", "conversation_id");
--> statement-breakpoint
CREATE INDEX "member_unread_messages_message_idx" ON "member_unread_messages" ("message_id");
--> statement-breakpoint
-- What the company had not read stays unread for every member who reads its conversations.
INSERT INTO "member_unread_messages" ("member_id", "message_id", "conversation_id")
SELECT "company_members"."id", "messages"."id", "messages"."conversation_id"
FROM "messages"
JOIN "conversations" ON "conversations"."id" = "messages"."conversation_id"
JOIN "company_members" ON "company_members"."company_id" = "conversations"."company_id" AND "company_members"."role" IN ('owner', 'recruiter')
WHERE "messages"."sender_id" = "conversations"."seeker_id" AND "messages"."read_at" IS NULL;
--> statement-breakpoint
-- A membership that ends or changes its role tells the account's open message streams, in every process, to check
-- again whether they may stay open (modules/messages/event-stream.ts): whoever ends it, and however.
CREATE FUNCTION "company_member_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('tawzeef_messages', json_build_object('type', 'access', 'user_ids', json_build_array(OLD."user_id"))::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "company_members_access" AFTER DELETE OR UPDATE OF "role", "company_id" ON "company_members" FOR EACH ROW EXECUTE FUNCTION "company_member_access_changed"();
--> statement-breakpoint
-- The privacy policy says that a company member's first name is shown to the seekers they write to (decision 125),
-- after the line on companies' notes (migration 0049); a page an administrator rewrote is left as they wrote it.
UPDATE "site_pages" SET
	"body_ar" = replace("body_ar", '<li><strong>ملاحظات المنشآت على طلبك:</strong> قد تضيف المنشأة التي تتقدّم إليها ملاحظات خاصة ووسومًا وتقييمًا لطلبك لتنظّم فرز المتقدّمين. هذه سجلات المنشأة الداخلية: لا تظهر لك، ولا يتضمّنها ملف بياناتك الذي تنزّله.</li>', '<li><strong>ملاحظات المنشآت على طلبك:</strong> قد تضيف المنشأة التي تتقدّم إليها ملاحظات خاصة ووسومًا وتقييمًا لطلبك لتنظّم فرز المتقدّمين. هذه سجلات المنشأة الداخلية: لا تظهر لك، ولا يتضمّنها ملف بياناتك الذي تنزّله.</li>' || chr(10) || '<li><strong>فريق المنشأة في الرسائل:</strong> حين يكتب أحد أعضاء فريق التوظيف في منشأة إلى باحث عن عمل، يظهر للباحث اسمه الأول بجانب اسم المنشأة، ويرى أعضاء الفريق محادثات منشأتهم.</li>'),
	"body_en" = replace("body_en", '<li><strong>Companies'' notes on your application:</strong> a company you apply to may add private notes, tags and a rating to your application to organise its review of applicants. These are the company''s internal records: they are not shown to you and are not part of the data file you download.</li>', '<li><strong>Companies'' notes on your application:</strong> a company you apply to may add private notes, tags and a rating to your application to organise its review of applicants. These are the company''s internal records: they are not shown to you and are not part of the data file you download.</li>' || chr(10) || '<li><strong>A company''s team in messages:</strong> when a member of a company''s hiring team writes to a job seeker, the seeker sees the member''s first name beside the company''s name, and the team''s members read their company''s conversations.</li>')
WHERE "slug" = 'privacy-policy' AND position('<li><strong>A company''s team in messages:</strong>' in "body_en") = 0;
