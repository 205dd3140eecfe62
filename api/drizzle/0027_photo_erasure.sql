-- docs/PRODUCT.md, "Your data": a customer's erasure reaches the crew's photos of their home. The
-- erasure's transaction flags them here first; once it has committed their files are removed from object
-- storage and then the rows deleted, and the daily retention job finishes what a failed store left.
ALTER TABLE "job_photos" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "job_photos_erased_idx" ON "job_photos" ("erased_at") WHERE "erased_at" IS NOT NULL;
