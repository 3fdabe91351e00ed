DROP INDEX "wallet_transactions_customer_idx";--> statement-breakpoint
CREATE INDEX "wallet_transactions_customer_idx" ON "wallet_transactions" USING btree ("customer_id","created_at","id","amount");