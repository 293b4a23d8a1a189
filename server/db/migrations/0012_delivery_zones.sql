CREATE TABLE "delivery_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"zones" jsonb NOT NULL,
	"pickup_points" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;