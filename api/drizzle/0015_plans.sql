-- Recurring cleaning plans. A frequency carries its interval in days (0: a one-off); the
-- existing names get the interval they mean. A booking of a recurring frequency makes a plan; its visits
-- are appointments that name it (one row per visit number, so two workers never make one visit twice);
-- each charge of the saved card is one row per visit and attempt, its reference unique (removed with
-- its visit when the retention clean-up deletes an expired unpaid one).
ALTER TABLE "frequencies" ADD COLUMN "interval_days" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "frequencies" ADD CONSTRAINT "frequencies_interval_days_check" CHECK ("interval_days" BETWEEN 0 AND 365);
--> statement-breakpoint
UPDATE "frequencies" SET "interval_days" = CASE
  WHEN lower("name") ~ '(bi-?weekly|fortnight|every (2|two) weeks)' THEN 14
  WHEN lower("name") ~ 'weekly' THEN 7
  WHEN lower("name") ~ 'monthly' THEN 28
  ELSE 0 END;
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"location" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"product_id" text NOT NULL,
	"service_id" text NOT NULL,
	"frequency_id" text NOT NULL,
	"product_name" text NOT NULL,
	"service_name" text NOT NULL,
	"frequency_name" text NOT NULL,
	"interval_days" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"time" text NOT NULL,
	"first_date" date NOT NULL,
	"visits_made" integer DEFAULT 1 NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"authorization_cipher" text,
	"card_last4" text,
	"card_brand" text,
	"paused_until" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_status_check" CHECK ("status" IN ('pending', 'active', 'paused', 'cancelled')),
	CONSTRAINT "plans_interval_days_check" CHECK ("interval_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE INDEX "plans_status_idx" ON "plans" ("status", "created_at");
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "plan_id" text REFERENCES "plans"("id");
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "plan_visit" integer;
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_plan_visit_idx" ON "appointments" ("plan_id", "plan_visit") WHERE "plan_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "plan_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL REFERENCES "plans"("id"),
	"appointment_id" text NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
	"attempt" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "plan_charges_status_check" CHECK ("status" IN ('pending', 'success', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_charges_visit_attempt_idx" ON "plan_charges" ("appointment_id", "attempt");
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_charges_reference_idx" ON "plan_charges" ("reference");
