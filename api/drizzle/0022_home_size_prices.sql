-- docs/PRODUCT.md, "A price that fits the home": a service's price and length grow with the home's size
-- (bedrooms, bathrooms: each unit above an included number adds an amount and minutes) and with extras
-- chosen; a booking and a plan keep how their amount and length were made up. Services from before ask
-- nothing (one price, one length), and bookings from before have no lines (their amount is one line).
ALTER TABLE "services" ADD COLUMN "size_parameters" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "price_lines" jsonb;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "price_lines" jsonb;
