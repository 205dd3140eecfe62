-- docs/PRODUCT.md, "Messages on WhatsApp and SMS": each outbox message has a channel, the provider's id of
-- it and its last delivery report, and the message it replaced after a failure (the fallback taken);
-- each kind of customer message has an order of channels; each booking has the channel its customer
-- chose (with the privacy notice shown); a customer's STOP turns a channel off for their phone; a
-- customer's WhatsApp and SMS messages to us are kept for the console's inbox.
ALTER TABLE "outbox_messages" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;
--> statement-breakpoint
UPDATE "outbox_messages" SET "channel" = 'sms' WHERE "kind" IN ('reminder-sms', 'crew-sign-in-link-sms');
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_state" text;
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_reason" text;
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "fallback_of" text REFERENCES "outbox_messages"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_by" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_provider_idx" ON "outbox_messages" ("channel", "provider_message_id") WHERE "provider_message_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_fallback_idx" ON "outbox_messages" ("fallback_of") WHERE "fallback_of" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "message_channel_orders" (
	"topic" text PRIMARY KEY NOT NULL,
	"channels" text[] NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "contact_channel" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "contact_notice_version" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "contact_chosen_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "channel_opt_outs" (
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL,
	"inbound_message_id" text,
	CONSTRAINT "channel_opt_outs_pk" PRIMARY KEY ("phone", "channel")
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"body" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"appointment_id" text REFERENCES "appointments"("id") ON DELETE SET NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_provider_idx" ON "inbound_messages" ("channel", "provider_message_id");
--> statement-breakpoint
CREATE INDEX "inbound_messages_phone_idx" ON "inbound_messages" ("phone", "received_at");
--> statement-breakpoint
CREATE INDEX "inbound_messages_received_idx" ON "inbound_messages" ("received_at");
--> statement-breakpoint
-- A plan keeps its customer's choice of channel: each visit it makes copies it (services/plan-visits.ts).
ALTER TABLE "plans" ADD COLUMN "contact_channel" text;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "contact_notice_version" text;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "contact_chosen_at" timestamp with time zone;
--> statement-breakpoint
-- Phone numbers in E.164 (docs/DECISIONS.md, "Phone numbers in E.164"): a Nigerian number typed as
-- 0803 123 4567, 234 803… or +234 (0) 803… with spaces, dashes, dots or parentheses becomes +2348031234567.
-- Anything else (another country's number, a short or odd one) stays as typed. The customers' copies
-- follow their bookings'; their keys (customer_keys) are national digits, the same either way. The
-- function serves this migration only and is dropped at its end.
CREATE FUNCTION "nigerian_phone_e164"("phone" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "phone" !~ '^\s*\+?[0-9 ().-]+\s*$' THEN "phone"
    WHEN regexp_replace("phone", '[^0-9]', '', 'g') ~ '^0[1-9][0-9]{9}$'
      THEN '+234' || substr(regexp_replace("phone", '[^0-9]', '', 'g'), 2)
    WHEN regexp_replace("phone", '[^0-9]', '', 'g') ~ '^234[1-9][0-9]{9}$'
      THEN '+' || regexp_replace("phone", '[^0-9]', '', 'g')
    WHEN regexp_replace("phone", '[^0-9]', '', 'g') ~ '^2340[1-9][0-9]{9}$'
      THEN '+234' || substr(regexp_replace("phone", '[^0-9]', '', 'g'), 5)
    ELSE "phone"
  END
$$;
--> statement-breakpoint
UPDATE "appointments" SET "phone" = "nigerian_phone_e164"("phone") WHERE "phone" IS DISTINCT FROM "nigerian_phone_e164"("phone");
--> statement-breakpoint
UPDATE "plans" SET "phone" = "nigerian_phone_e164"("phone") WHERE "phone" IS DISTINCT FROM "nigerian_phone_e164"("phone");
--> statement-breakpoint
UPDATE "customers" SET "phone" = "nigerian_phone_e164"("phone") WHERE "phone" IS DISTINCT FROM "nigerian_phone_e164"("phone");
--> statement-breakpoint
DROP FUNCTION "nigerian_phone_e164"(text);
