-- A pending bank transfer extends an unpaid hold once (docs/PRODUCT.md, Payments and holds): when it did.
ALTER TABLE "appointments" ADD COLUMN "transfer_held_at" timestamp with time zone;
