-- A member's daily digest of new applicants (issue 47 §4, decision 126): the moment the last digest run covered the
-- member up to. A run claims the member's day by moving it (one guarded UPDATE), so two app nodes never mail twice.
ALTER TABLE "company_members" ADD COLUMN "digest_until" timestamp with time zone;
