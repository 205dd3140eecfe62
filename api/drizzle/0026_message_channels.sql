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
