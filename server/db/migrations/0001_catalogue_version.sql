CREATE TABLE "catalogue_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"shape_version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "catalogue_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_throttle_window_idx" ON "login_throttle" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "products_catalogue_version_idx" ON "products" USING btree ("catalogue_version");