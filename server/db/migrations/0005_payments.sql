CREATE TABLE "flash_sale" (
	"id" smallint PRIMARY KEY NOT NULL,
	"product_ids" jsonb NOT NULL,
	"percent_off" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"renew_daily" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"reference" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"authorization_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'on_delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" text DEFAULT 'on_delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_paid" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_flag" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
-- Orders from before payments: their paymentStatus said paid or failed; they were never online.
-- The status-count triggers read payment_failed, which is rebuilt from payment_state below, so
-- they rest while the column is replaced, and the counts are taken again after.
ALTER TABLE "orders" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "orders" SET "payment_state" = CASE WHEN payment->'paymentStatus' = 'false'::jsonb THEN 'failed' ELSE 'paid' END;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_failed";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_failed" boolean GENERATED ALWAYS AS (payment_state = 'failed') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_status_payment_idx" ON "orders" USING btree ("status","payment_failed");--> statement-breakpoint
ALTER TABLE "orders" ENABLE TRIGGER USER;--> statement-breakpoint
DELETE FROM order_status_counts;--> statement-breakpoint
INSERT INTO order_status_counts (status, payment_failed, count)
  SELECT status, payment_failed, count(*) FROM orders GROUP BY status, payment_failed;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_payment_state_idx" ON "orders" USING btree ("payment_state","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_expiry_idx" ON "orders" USING btree ("payment_expires_at") WHERE payment_state in ('pending', 'failed');