CREATE TABLE "member_referrals" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_rebates" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_rebates_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "vip_rebates_amount_check" CHECK ("vip_rebates"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "rebate_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_referrals" ADD CONSTRAINT "member_referrals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_referrals" ADD CONSTRAINT "member_referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rebates" ADD CONSTRAINT "vip_rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rebates" ADD CONSTRAINT "vip_rebates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_referrals_referrer" ON "member_referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_merchant_code" ON "referral_codes" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "vip_rebates_merchant_day" ON "vip_rebates" USING btree ("merchant_id","day");--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_rebate_rate_check" CHECK ("vip_levels"."rebate_rate_bp" between 0 and 10000);