CREATE TABLE "plan_card_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL REFERENCES "plans"("id"),
	"appointment_id" text NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "plan_card_changes_status_check" CHECK ("status" IN ('pending', 'paid', 'closed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_card_changes_reference_idx" ON "plan_card_changes" ("reference");
--> statement-breakpoint
CREATE INDEX "plan_card_changes_visit_idx" ON "plan_card_changes" ("appointment_id", "created_at");
