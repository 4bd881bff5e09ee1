CREATE TABLE "point_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"total_earned" bigint DEFAULT 0 NOT NULL,
	"credited_valid_bet" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_accounts_balance_check" CHECK ("point_accounts"."balance" >= 0),
	CONSTRAINT "point_accounts_credited_check" CHECK ("point_accounts"."credited_valid_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"points" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"amount" bigint,
	"redemption_id" integer,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"idempotency_key" varchar(160) NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_entries_kind_check" CHECK (kind in ('earn', 'redeem', 'refund', 'convert', 'adjust')),
	CONSTRAINT "point_entries_balance_check" CHECK ("point_entries"."balance_after" = "point_entries"."balance_before" + "point_entries"."points"),
	CONSTRAINT "point_entries_not_negative_check" CHECK ("point_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"points" integer NOT NULL,
	"bonus_amount" bigint,
	"status" varchar(12) DEFAULT 'IN_PROCESS' NOT NULL,
	"reject_reason" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "point_redemptions_status_check" CHECK ("point_redemptions"."status" in ('IN_PROCESS', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "point_reward_texts" (
	"reward_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "point_reward_texts_reward_id_language_pk" PRIMARY KEY("reward_id","language")
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"points" integer NOT NULL,
	"stock" integer,
	"bonus_amount" bigint,
	"hue" integer DEFAULT 260 NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_rewards_values_check" CHECK ("point_rewards"."points" > 0 and ("point_rewards"."stock" is null or "point_rewards"."stock" >= 0) and coalesce("point_rewards"."bonus_amount", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"bet_per_point" bigint NOT NULL,
	"point_value" bigint NOT NULL,
	"min_convert_points" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "point_settings_values_check" CHECK ("point_settings"."bet_per_point" > 0 and "point_settings"."point_value" between 1 and 100000 and "point_settings"."min_convert_points" >= 1)
);
--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_reward_texts" ADD CONSTRAINT "point_reward_texts_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settings" ADD CONSTRAINT "point_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_member_key" ON "point_entries" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "point_entries_member_created" ON "point_entries" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_member_request" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_created" ON "point_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_redemptions_merchant_status" ON "point_redemptions" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "point_rewards_merchant_sort" ON "point_rewards" USING btree ("merchant_id","sort_order");