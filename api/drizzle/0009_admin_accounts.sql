-- Admins can be disabled by another admin (their sessions end at once, docs/PRODUCT.md,
-- Admin accounts), and sign-up takes single-use invitations that expire. Only the SHA-256 of an
-- invitation code is stored, like session tokens.
ALTER TABLE "admins" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "admin_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_invitations_code_hash_idx" ON "admin_invitations" USING btree ("code_hash");
--> statement-breakpoint
CREATE INDEX "admin_invitations_pending_idx" ON "admin_invitations" USING btree ("expires_at") WHERE "used_at" IS NULL AND "revoked_at" IS NULL;
