-- Existing data may hold several defaults of one type: keep the oldest, so the index below can be built.
UPDATE "addresses" SET "is_default" = false WHERE "is_default" AND "id" NOT IN (SELECT min("id") FROM "addresses" WHERE "is_default" GROUP BY "user_id", "type");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_type" ON "addresses" USING btree ("user_id","type") WHERE is_default;
