CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"payee_account" text NOT NULL,
	"payee_name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"preset_amounts" jsonb NOT NULL,
	"auto_approve_seconds" integer,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_channels_limits_check" CHECK ("deposit_channels"."min_amount" > 0 and "deposit_channels"."max_amount" >= "deposit_channels"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'IN_PROCESS' NOT NULL,
	"reference" varchar(32) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"remark" text,
	"auto_approve_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('IN_PROCESS', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"account_number" varchar(34) NOT NULL,
	"payee_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"name" text NOT NULL,
	"media_type" varchar(16) NOT NULL,
	"base64" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'IN_PROCESS' NOT NULL,
	"confirmation" varchar(16) DEFAULT 'NONE' NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"remark" text,
	"member_remark" text,
	"auto_receipt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('IN_PROCESS', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "payment_passwords" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"hash" text,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"source" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "turnover_requirements_amount_check" CHECK ("turnover_requirements"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_multiple_hundredths" integer NOT NULL,
	"source" varchar(32) NOT NULL,
	"status" varchar(8) DEFAULT 'WAITING' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "rewards_amount_check" CHECK ("rewards"."amount" > 0),
	CONSTRAINT "rewards_status_check" CHECK ("rewards"."status" in ('WAITING', 'CLAIMED'))
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"label" varchar(32) NOT NULL,
	"required_turnover" bigint NOT NULL,
	CONSTRAINT "vip_levels_merchant_id_level_pk" PRIMARY KEY("merchant_id","level"),
	CONSTRAINT "vip_levels_level_check" CHECK ("vip_levels"."level" >= 0),
	CONSTRAINT "vip_levels_required_turnover_check" CHECK ("vip_levels"."required_turnover" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_provider_id_payout_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payout_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_providers" ADD CONSTRAINT "payout_providers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_passwords" ADD CONSTRAINT "payment_passwords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_merchant_code" ON "deposit_channels" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_member_request" ON "deposits" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposits_member_created" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_merchant_status" ON "deposits" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "deposits_auto_approve" ON "deposits" USING btree ("auto_approve_at") WHERE "deposits"."status" = 'IN_PROCESS' and "deposits"."auto_approve_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_member_number" ON "bank_accounts" USING btree ("member_id","provider_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_providers_merchant_code" ON "payout_providers" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_request" ON "withdrawals" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_created" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_merchant_status" ON "withdrawals" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "withdrawals_auto_receipt" ON "withdrawals" USING btree ("auto_receipt_at") WHERE "withdrawals"."confirmation" = 'PENDING';--> statement-breakpoint
CREATE INDEX "turnover_requirements_member" ON "turnover_requirements" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "rewards_member_status" ON "rewards" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "member_messages_member_created" ON "member_messages" USING btree ("member_id","created_at");