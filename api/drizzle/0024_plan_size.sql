-- docs/PRODUCT.md, "A price that fits the home": a plan's home size and extras (a count per size, a
-- quantity per extra), the first visit's until the customer changes them from the manage link; its
-- visits not charged yet are then priced and timed again from them. Null: none chosen (a plan made
-- before, or a service that asks none).
ALTER TABLE "plans" ADD COLUMN "size" jsonb;
