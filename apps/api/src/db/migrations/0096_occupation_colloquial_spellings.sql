-- Decision 204. Colloquial words for trades (Gulf «دريول», «فراش», «لياس»; Levantine «ناطور», «مواسرجي», «بوياجي»;
-- Egyptian «غفير», «مكوجي», «جنايني»; «بياع» of «بائع») and English in Arabic letters («سيلزمان», «كلينر», «ستوركيبر»)
-- as other spellings of their occupations (occupation-data.ts). The seeded vocabulary fills only an empty table, so a
-- database seeded before gets the same spellings here, each once, where the occupation exists.
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['بياع', 'بياعين', 'بياعة', 'سيلزمان', 'سيلز مان']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'sales-representative';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['دريول', 'دريولية']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'driver';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['ناطور', 'نواطير', 'غفير', 'خفير']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'security-guard';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['مواسرجي', 'بلمبر']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'plumber';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['اليكتريشن']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'electrician';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['كاربنتر']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'carpenter';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['ويلدر']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'welder';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['بوياجي', 'بينتر']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'painter';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['فراش', 'فراشين', 'كلينر']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'cleaner';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['خدامة', 'خدامات', 'شغالات']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'housemaid';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['كوك']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'chef';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['غرسون']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'waiter';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['مزين']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'barber';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['لياس', 'بلاط']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'mason';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['مكوجي']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'laundry-worker';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['جنايني']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'gardener';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['عتال', 'شيال']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'porter';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['فران', 'فرانين']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'baker';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['ريسبشنست']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'receptionist';
--> statement-breakpoint
UPDATE "occupations" SET "spellings" = "spellings" || ARRAY(SELECT spelling FROM unnest(ARRAY['ستوركيبر']::text[]) AS spelling WHERE spelling <> ALL("spellings")) WHERE "slug" = 'warehouse-supervisor';
