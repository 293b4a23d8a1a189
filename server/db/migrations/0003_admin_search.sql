-- Trigram indexes for the admin's substring searches (added by hand: drizzle-kit does not emit
-- extensions). pg_trgm is a trusted extension, so a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"status" text NOT NULL,
	"payment_failed" boolean NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "order_status_counts_status_payment_failed_pk" PRIMARY KEY("status","payment_failed")
);
--> statement-breakpoint
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
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_lower_idx" ON "products" USING btree (lower("brand"));--> statement-breakpoint
CREATE INDEX "products_quantity_idx" ON "products" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_created_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
-- Added by hand: order_status_counts is kept by statement-level triggers, so a bulk insert of
-- 50,000 orders costs one upsert per status, not one per row. Each applies its changes in key
-- order, so two transactions moving orders between the same statuses cannot deadlock.
CREATE FUNCTION order_status_counts_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  FOR d IN
    SELECT x.status, x.payment_failed, sum(x.n)::bigint AS n
    FROM jsonb_to_recordset(deltas) AS x(status text, payment_failed boolean, n bigint)
    GROUP BY x.status, x.payment_failed HAVING sum(x.n) <> 0
    ORDER BY x.status, x.payment_failed
  LOOP
    INSERT INTO order_status_counts AS c (status, payment_failed, count)
      VALUES (d.status, d.payment_failed, d.n)
    ON CONFLICT (status, payment_failed) DO UPDATE SET count = c.count + excluded.count;
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION order_status_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_status_counts_apply((SELECT coalesce(jsonb_agg(jsonb_build_object(
    'status', status, 'payment_failed', payment_failed, 'n', n)), '[]') FROM (
      SELECT status, payment_failed, count(*) AS n FROM added GROUP BY status, payment_failed
    ) g));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION order_status_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_status_counts_apply((SELECT coalesce(jsonb_agg(jsonb_build_object(
    'status', status, 'payment_failed', payment_failed, 'n', -n)), '[]') FROM (
      SELECT status, payment_failed, count(*) AS n FROM removed GROUP BY status, payment_failed
    ) g));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION order_status_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_status_counts_apply((SELECT coalesce(jsonb_agg(jsonb_build_object(
    'status', status, 'payment_failed', payment_failed, 'n', n)), '[]') FROM (
      SELECT status, payment_failed, count(*) AS n FROM added GROUP BY status, payment_failed
      UNION ALL
      SELECT status, payment_failed, -count(*) FROM removed GROUP BY status, payment_failed
    ) g));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_status_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_insert();--> statement-breakpoint
CREATE TRIGGER orders_status_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_delete();--> statement-breakpoint
CREATE TRIGGER orders_status_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_update();--> statement-breakpoint
INSERT INTO order_status_counts (status, payment_failed, count)
  SELECT status, payment_failed, count(*) FROM orders GROUP BY status, payment_failed;
