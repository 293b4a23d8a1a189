-- Trigram indexes for the admin's substring searches (added by hand: drizzle-kit does not emit
-- extensions). pg_trgm is a trusted extension, so a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"low_stock_threshold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(id::text || ' ' || coalesce(shipping->>'phone', '') || ' ' || coalesce(shipping->>'fullName', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_failed" boolean GENERATED ALWAYS AS (coalesce(payment->'paymentStatus' = 'false'::jsonb, false)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_payment_idx" ON "orders" USING btree ("status","payment_failed");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_lower_idx" ON "products" USING btree (lower("brand"));--> statement-breakpoint
CREATE INDEX "products_quantity_idx" ON "products" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name"),"id");