-- The client address a booking came from, so unpaid holds can be capped per address
-- (docs/PRODUCT.md, "Unpaid holds are capped"). Null for bookings made before.
ALTER TABLE "appointments" ADD COLUMN "client_address" text;
