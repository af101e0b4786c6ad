-- A new phone number is confirmed by a code sent to it before it replaces the account's phone (decision 046):
-- the verification codes gain the purpose `change_phone`, whose target is the new number waiting.
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_check" CHECK ("verification_codes"."purpose" in ('verify_email', 'verify_phone', 'reset_password', 'change_phone'));
