CREATE TABLE "promotion_application_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"name" text NOT NULL,
	"media_type" varchar(16) NOT NULL,
	"base64" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"remark" text NOT NULL,
	"status" varchar(12) DEFAULT 'IN_PROCESS' NOT NULL,
	"reject_reason" text,
	"amount" bigint,
	"period_label" varchar(32) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "promotion_applications_status_check" CHECK ("promotion_applications"."status" in ('IN_PROCESS', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "promotion_banners" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"media_type" varchar(16) NOT NULL,
	"base64" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_label" varchar(32) NOT NULL,
	"source" varchar(12) NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_added" bigint NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_claims_amount_check" CHECK ("promotion_claims"."amount" > 0 and "promotion_claims"."turnover_added" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_joins" (
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_joins_promotion_id_member_id_pk" PRIMARY KEY("promotion_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_texts" (
	"promotion_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"terms" text NOT NULL,
	CONSTRAINT "promotion_texts_promotion_id_language_pk" PRIMARY KEY("promotion_id","language")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"type" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"period" varchar(8) NOT NULL,
	"requires_join" boolean DEFAULT false NOT NULL,
	"min_deposit" bigint,
	"required_turnover" bigint,
	"rebate_bp" integer,
	"min_vip_level" integer,
	"fixed_amount" bigint,
	"bonus_bp" integer,
	"max_amount" bigint,
	"turnover_multiple_hundredths" integer NOT NULL,
	"raffle_prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"banner_hue" integer DEFAULT 210 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_amounts_check" CHECK (coalesce("promotions"."min_deposit", 0) >= 0 and coalesce("promotions"."required_turnover", 0) >= 0
        and coalesce("promotions"."fixed_amount", 0) >= 0 and coalesce("promotions"."max_amount", 0) >= 0
        and coalesce("promotions"."rebate_bp", 0) between 0 and 10000 and coalesce("promotions"."bonus_bp", 0) between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_banners" ADD CONSTRAINT "promotion_banners_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_joins" ADD CONSTRAINT "promotion_joins_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_joins" ADD CONSTRAINT "promotion_joins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_texts" ADD CONSTRAINT "promotion_texts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_member_request" ON "promotion_applications" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_one_waiting" ON "promotion_applications" USING btree ("promotion_id","member_id") WHERE "promotion_applications"."status" = 'IN_PROCESS';--> statement-breakpoint
CREATE INDEX "promotion_applications_merchant_status" ON "promotion_applications" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "promotion_applications_member_created" ON "promotion_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_once" ON "promotion_claims" USING btree ("promotion_id","member_id","period_label");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_member_request" ON "promotion_claims" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_merchant_code" ON "promotions" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "promotions_merchant_sort" ON "promotions" USING btree ("merchant_id","sort_order");