-- Consent at collection, data requests and retention (docs/PRODUCT.md, "Your data").
-- The edition of the privacy notice the form showed and when the customer sent it; null before this.
ALTER TABLE "appointments" ADD COLUMN "privacy_notice_version" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "privacy_agreed_at" timestamp with time zone;
--> statement-breakpoint
-- When the personal fields were erased (a customer's request, or the retention job); amounts and dates stay.
ALTER TABLE "appointments" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "privacy_notice_version" text;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "privacy_agreed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
-- The retention job reads the rows not yet erased, oldest first.
CREATE INDEX "appointments_retention_idx" ON "appointments" ("date") WHERE "erased_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "contact_messages_retention_idx" ON "contact_messages" ("created_at") WHERE "erased_at" IS NULL;
--> statement-breakpoint
-- A customer's request to download or erase their data. `email` and `phone` name the customer while the
-- request is open and are cleared when an erasure completes; `code_hash` is the SHA-256 of the e-mailed
-- link's code.
CREATE TABLE "data_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"outcome" text DEFAULT '' NOT NULL,
	CONSTRAINT "data_requests_kind_check" CHECK ("kind" IN ('access', 'erasure')),
	CONSTRAINT "data_requests_status_check" CHECK ("status" IN ('awaiting-confirmation', 'awaiting-admin', 'completed', 'refused'))
);
--> statement-breakpoint
CREATE INDEX "data_requests_list_idx" ON "data_requests" ("requested_at", "id");
