-- Money becomes whole kobo: naira exist only on the wire and on screen.--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price" SET DATA TYPE bigint USING round("unit_price" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "order_lines" RENAME COLUMN "unit_price" TO "unit_price_kobo";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_amount" SET DATA TYPE bigint USING round("total_amount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total_amount" TO "total_kobo";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_fee" SET DATA TYPE bigint USING round("shipping_fee" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "shipping_fee" TO "shipping_fee_kobo";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_paid" SET DATA TYPE bigint USING round("amount_paid" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "amount_paid" TO "amount_paid_kobo";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price" SET DATA TYPE bigint USING round("price" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "price" TO "price_kobo";