CREATE TABLE "agent_contract_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"member_id" integer NOT NULL,
	"upline_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"period_label" varchar(32) NOT NULL,
	"active_members" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"profit" bigint NOT NULL,
	"basis" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"outcome" varchar(24) NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_contract_payments_amount_check" CHECK ("agent_contract_payments"."amount" >= 0 and "agent_contract_payments"."basis" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"period" varchar(12) NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"active_members" integer NOT NULL,
	"period_valid_bet" bigint NOT NULL,
	"period_profit_loss" bigint NOT NULL,
	"status" varchar(12) NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"termination_reason" varchar(24),
	"agree_to_terminate" boolean DEFAULT false NOT NULL,
	CONSTRAINT "agent_contracts_kind_check" CHECK (kind in ('dividend', 'dailyWage', 'hourlySalary', 'realtimeSalary')),
	CONSTRAINT "agent_contracts_status_check" CHECK (status in ('offered', 'accepted', 'rejected', 'terminated')),
	CONSTRAINT "agent_contracts_rate_check" CHECK ("agent_contracts"."rate_bp" between 1 and 10000),
	CONSTRAINT "agent_contracts_thresholds_check" CHECK ("agent_contracts"."active_members" >= 0 and "agent_contracts"."period_valid_bet" >= 0 and "agent_contracts"."period_profit_loss" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_contract_payments" ADD CONSTRAINT "agent_contract_payments_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_payments" ADD CONSTRAINT "agent_contract_payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_payments" ADD CONSTRAINT "agent_contract_payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_payments" ADD CONSTRAINT "agent_contract_payments_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_payments_period" ON "agent_contract_payments" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_contract_payments_member" ON "agent_contract_payments" USING btree ("member_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_contract_payments_upline" ON "agent_contract_payments" USING btree ("upline_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_downline" ON "agent_contracts" USING btree ("downline_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_accepted" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offered" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" = 'offered';