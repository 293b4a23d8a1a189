CREATE TABLE "test_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"email" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
