CREATE TABLE "mission_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_label" varchar(32) NOT NULL,
	"amount" bigint NOT NULL,
	"points" integer NOT NULL,
	"turnover_added" bigint NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_claims_amount_check" CHECK ("mission_claims"."amount" > 0 and "mission_claims"."turnover_added" >= 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"period" varchar(8) NOT NULL,
	"target" bigint NOT NULL,
	"reward_amount" bigint NOT NULL,
	"points" integer NOT NULL,
	"turnover_multiple_hundredths" integer DEFAULT 100 NOT NULL,
	"words" jsonb NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missions_amounts_check" CHECK ("missions"."target" > 0 and "missions"."reward_amount" > 0 and "missions"."points" >= 0
        and "missions"."turnover_multiple_hundredths" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sign_in_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"rewards" jsonb NOT NULL,
	"words" jsonb NOT NULL,
	"turnover_multiple_hundredths" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_added" bigint NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_ins_amount_check" CHECK ("sign_ins"."amount" > 0 and "sign_ins"."streak" > 0)
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_tasks" ADD CONSTRAINT "sign_in_tasks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_task_id_sign_in_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."sign_in_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_once" ON "mission_claims" USING btree ("mission_id","member_id","period_label");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_member_request" ON "mission_claims" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "mission_claims_merchant_time" ON "mission_claims" USING btree ("merchant_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_merchant_code" ON "missions" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_tasks_merchant" ON "sign_in_tasks" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ins_once_a_day" ON "sign_ins" USING btree ("task_id","member_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ins_member_request" ON "sign_ins" USING btree ("member_id","request_id");