CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"to" varchar(254) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('sms', 'mail'))
);
--> statement-breakpoint
CREATE TABLE "sms_code_guards" (
	"merchant_id" integer NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sms_code_guards_merchant_id_mobile_pk" PRIMARY KEY("merchant_id","mobile")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "affiliate_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"agent_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_details" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"affiliate_code" varchar(64),
	"recommender_id" varchar(64),
	"referral_code" varchar(64),
	"register_url" text,
	"register_method" varchar(8) NOT NULL,
	"domain" varchar(253),
	"country_dialing_code" varchar(6),
	"payee_name" text,
	"qq_num" varchar(64),
	"line" varchar(64),
	"whatsapp" varchar(64),
	"facebook" varchar(64),
	"wechat" varchar(64),
	"id_number" varchar(64),
	"payment_password_hash" text,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "register_settings" ADD COLUMN "sms_expired_minutes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_code_guards" ADD CONSTRAINT "sms_code_guards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_details" ADD CONSTRAINT "registration_details_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_merchant_to" ON "outbox" USING btree ("merchant_id","to","id");--> statement-breakpoint
CREATE INDEX "sms_codes_lookup" ON "sms_codes" USING btree ("merchant_id","mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_codes_merchant_code" ON "affiliate_codes" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "affiliate_codes_agent" ON "affiliate_codes" USING btree ("agent_id");