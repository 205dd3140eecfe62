-- docs/DECISIONS.md, "A data request covers only the proved contact": a sent or given-up link keeps no
-- code in the outbox, and an open request no phone (it never covers one).
UPDATE "outbox_messages" SET "payload" = "payload" - 'code'
WHERE "kind" = 'erasure-confirmation' AND "status" <> 'queued';
--> statement-breakpoint
UPDATE "data_requests" SET "phone" = '' WHERE "status" IN ('awaiting-confirmation', 'awaiting-admin');
