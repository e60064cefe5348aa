ALTER TABLE "payouts" ADD COLUMN "preview_document_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "preview_fingerprint" text;--> statement-breakpoint
-- Stored drafts keep their claim ids, not their lines and guard keys (decision 0031: the lines follow from the claim
-- ids and the month's booked claims). Proposed and released payouts have their lines in payout_lines; a DRAFT's
-- fingerprint no longer matches, so the next regeneration replaces it.
UPDATE "payouts" SET "draft" = "draft" - 'lines' - 'guardKeys' WHERE "draft" ? 'lines' OR "draft" ? 'guardKeys';
