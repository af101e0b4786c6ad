-- Decision 187. When the administrators were last mailed that the ZATCA unit's production certificate expires soon
-- (issue 62: renewal before expiry): at most once a week while under 30 days are left; a new onboarding clears it.
ALTER TABLE "zatca_units" ADD COLUMN "expiry_warned_at" timestamp with time zone;
