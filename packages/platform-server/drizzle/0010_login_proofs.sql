CREATE TABLE "login_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" varchar(64) NOT NULL,
	"member_id" integer NOT NULL,
	"ip" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_proofs_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "login_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"new_ip_proof" varchar(16) DEFAULT 'off' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_proofs" ADD CONSTRAINT "login_proofs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_settings" ADD CONSTRAINT "login_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;