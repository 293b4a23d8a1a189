CREATE TABLE "order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state_check" CHECK (payment_state in ('pending', 'paid', 'failed', 'on_delivery', 'expired', 'refunded'));--> statement-breakpoint
-- Orders placed before the history existed start theirs with their placing.
INSERT INTO "order_history" ("order_id", "event", "actor", "at") SELECT "id", 'Placed', 'buyer', "created_at" FROM "orders";