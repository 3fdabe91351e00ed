CREATE TABLE "customer_roles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000),
	"see_unpublished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"first_name" varchar(120),
	"last_name" varchar(120),
	"mobile" varchar(11) NOT NULL,
	"email" varchar(100),
	"national_code" varchar(10),
	"gender" varchar(6),
	"birth_date" date,
	"card_number" varchar(16),
	"sheba" varchar(26),
	"newsletter" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"role_id" bigint,
	"password_hash" varchar(255),
	"search" text GENERATED ALWAYS AS (fa_norm(coalesce(first_name,'') || ' ' || coalesce(last_name,'') || ' ' || mobile || ' ' || coalesce(national_code,'') || ' ' || coalesce(email,''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_gender_chk" CHECK ("customers"."gender" is null or "customers"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"province_id" bigint NOT NULL,
	"city_id" bigint NOT NULL,
	"address" varchar(500) NOT NULL,
	"postal_code" varchar(10),
	"first_name" varchar(120) NOT NULL,
	"last_name" varchar(120) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"telephone" varchar(11),
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"national_code" varchar(10),
	"mobile" varchar(11),
	"description" varchar(2000),
	"status" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (fa_norm(full_name || ' ' || coalesce(national_code,'') || ' ' || coalesce(mobile,''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"card_number" varchar(16),
	"sheba" varchar(26),
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"tracking_code" varchar(100),
	"note" varchar(1000),
	"creator_id" bigint,
	"processor_id" bigint,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraws_amount_positive" CHECK ("withdraws"."amount" > 0),
	CONSTRAINT "withdraws_status_chk" CHECK ("withdraws"."status" in ('pending', 'paid', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"type" varchar(24) NOT NULL,
	"amount" bigint NOT NULL,
	"gift_amount" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint NOT NULL,
	"gift_balance_after" bigint NOT NULL,
	"admin_id" bigint,
	"reason" varchar(1000),
	"order_id" bigint,
	"mini_order_id" bigint,
	"withdraw_id" bigint,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_amount_non_zero" CHECK ("wallet_transactions"."amount" <> 0),
	CONSTRAINT "wallet_transactions_gift_part" CHECK (("wallet_transactions"."amount" > 0 and "wallet_transactions"."gift_amount" between 0 and "wallet_transactions"."amount") or ("wallet_transactions"."amount" < 0 and "wallet_transactions"."gift_amount" between "wallet_transactions"."amount" and 0)),
	CONSTRAINT "wallet_transactions_balances" CHECK ("wallet_transactions"."balance_after" >= 0 and "wallet_transactions"."gift_balance_after" >= 0 and "wallet_transactions"."gift_balance_after" <= "wallet_transactions"."balance_after"),
	CONSTRAINT "wallet_transactions_type_chk" CHECK ("wallet_transactions"."type" in ('admin_credit','admin_debit','order_payment','order_refund','withdraw_request','withdraw_cancel','shop_payment','shop_refund','gift_credit'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"gift_balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_non_negative" CHECK ("wallets"."balance" >= 0),
	CONSTRAINT "wallets_gift_in_balance" CHECK ("wallets"."gift_balance" >= 0 and "wallets"."gift_balance" <= "wallets"."balance")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_role_id_customer_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."customer_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraws" ADD CONSTRAINT "withdraws_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraws" ADD CONSTRAINT "withdraws_creator_id_admins_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraws" ADD CONSTRAINT "withdraws_processor_id_admins_id_fk" FOREIGN KEY ("processor_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_withdraw_id_withdraws_id_fk" FOREIGN KEY ("withdraw_id") REFERENCES "public"."withdraws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_roles_name_uq" ON "customer_roles" USING btree (fa_norm("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_mobile_uq" ON "customers" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_uq" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_role_idx" ON "customers" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "customers_last_name_idx" ON "customers" USING btree ("last_name" collate "fa-IR-x-icu","id");--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "addresses_city_idx" ON "addresses" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "addresses_province_idx" ON "addresses" USING btree ("province_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_national_code_uq" ON "sellers" USING btree ("national_code");--> statement-breakpoint
CREATE INDEX "sellers_search_idx" ON "sellers" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "withdraws_status_idx" ON "withdraws" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdraws_customer_idx" ON "withdraws" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraws_created_idx" ON "withdraws" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_idempotency_uq" ON "wallet_transactions" USING btree ("wallet_id","idempotency_key") WHERE "wallet_transactions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transactions_wallet_idx" ON "wallet_transactions" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_customer_idx" ON "wallet_transactions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_created_idx" ON "wallet_transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_type_idx" ON "wallet_transactions" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_withdraw_idx" ON "wallet_transactions" USING btree ("withdraw_id") WHERE "wallet_transactions"."withdraw_id" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transactions_order_idx" ON "wallet_transactions" USING btree ("order_id") WHERE "wallet_transactions"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transactions_mini_order_idx" ON "wallet_transactions" USING btree ("mini_order_id") WHERE "wallet_transactions"."mini_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_customer_uq" ON "wallets" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "wallets_balance_idx" ON "wallets" USING btree ("balance") WHERE "wallets"."balance" > 0;--> statement-breakpoint
-- Wallet ledger guards (hand-written; drizzle-kit does not manage triggers): a ledger row must continue
-- the wallet's previous row, ledger rows are never changed or removed, and when a transaction commits
-- each wallet it touched must hold exactly the balances of its last ledger row. Together: balance = Σ amount.
CREATE OR REPLACE FUNCTION wallet_ledger_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prev_balance bigint;
  prev_gift bigint;
BEGIN
  PERFORM 1 FROM wallets WHERE id = NEW.wallet_id FOR UPDATE;
  SELECT balance_after, gift_balance_after INTO prev_balance, prev_gift
    FROM wallet_transactions WHERE wallet_id = NEW.wallet_id ORDER BY id DESC LIMIT 1;
  IF NEW.balance_after <> coalesce(prev_balance, 0) + NEW.amount
     OR NEW.gift_balance_after <> coalesce(prev_gift, 0) + NEW.gift_amount THEN
    RAISE EXCEPTION 'wallet % ledger row does not continue the previous one', NEW.wallet_id USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_chain BEFORE INSERT ON wallet_transactions FOR EACH ROW EXECUTE FUNCTION wallet_ledger_chain();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet ledger rows are append-only' USING ERRCODE = '55000';
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_append_only BEFORE UPDATE OR DELETE ON wallet_transactions FOR EACH ROW EXECUTE FUNCTION wallet_ledger_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_matches_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cur_balance bigint;
  cur_gift bigint;
  last_balance bigint;
  last_gift bigint;
BEGIN
  SELECT balance, gift_balance INTO cur_balance, cur_gift FROM wallets WHERE id = NEW.id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT balance_after, gift_balance_after INTO last_balance, last_gift
    FROM wallet_transactions WHERE wallet_id = NEW.id ORDER BY id DESC LIMIT 1;
  IF cur_balance <> coalesce(last_balance, 0) OR cur_gift <> coalesce(last_gift, 0) THEN
    RAISE EXCEPTION 'wallet % balances differ from its ledger', NEW.id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallets_match_ledger AFTER INSERT OR UPDATE ON wallets DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_matches_ledger();
