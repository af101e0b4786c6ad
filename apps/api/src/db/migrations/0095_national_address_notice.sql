-- Decision 202. When the one-time notice of the national address was settled for a company with a VAT number: mailed
-- because it had only the one line given before decision 198, or found not needed (its parts given). Null: not looked
-- at yet. One guarded update claims it, so that each company is mailed once, whatever the runs and the nodes.
ALTER TABLE "companies" ADD COLUMN "national_address_noticed_at" timestamp with time zone;
