CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"subject_id" bigint NOT NULL,
	"customer_id" bigint,
	"amount" bigint NOT NULL,
	"amount_rials" bigint NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"authority" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"ref_id" varchar(64),
	"card_pan" varchar(32),
	"note" varchar(500),
	"verify_attempts" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_purpose_ck" CHECK ("payments"."purpose" in ('order','wallet_topup')),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('pending','paid','failed','unknown','canceled')),
	CONSTRAINT "payments_gateway_ck" CHECK ("payments"."gateway" in ('test','zarinpal')),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount" > 0 and "payments"."amount_rials" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_type_chk";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_authority_uq" ON "payments" USING btree ("authority");--> statement-breakpoint
CREATE INDEX "payments_subject_idx" ON "payments" USING btree ("purpose","subject_id","id");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status","id") WHERE "payments"."status" in ('pending','unknown');--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_type_chk" CHECK ("wallet_transactions"."type" in ('admin_credit','admin_debit','order_payment','order_refund','withdraw_request','withdraw_cancel','shop_payment','shop_refund','gift_credit','gateway_topup'));