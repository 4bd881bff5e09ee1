CREATE TABLE "captchas" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"scope" varchar(8) NOT NULL,
	"subject" varchar(128) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"upline_id" integer,
	"nickname" text,
	"customer_id" varchar(32) NOT NULL,
	"mobile_num" varchar(20),
	"email" text,
	"img_url" text,
	"first_login" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "members_type_check" CHECK ("members"."type" in (0, 1, 2, 4, 41, 42))
);
--> statement-breakpoint
CREATE TABLE "customer_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"cs_type" varchar(32) NOT NULL,
	"path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"origin" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	CONSTRAINT "domain_routes_merchant_origin" UNIQUE("merchant_id","origin")
);
--> statement-breakpoint
CREATE TABLE "register_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"country_dialing_code" varchar(6) NOT NULL,
	"mobile_digits" integer NOT NULL,
	"mobile_prefix" varchar(6) NOT NULL,
	"minimum_age" integer DEFAULT 18 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"resource_type" varchar(32) NOT NULL,
	"label_name_en" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_rules" (
	"merchant_id" integer NOT NULL,
	"field" varchar(64) NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"accepted_pattern" text NOT NULL,
	"pattern_id" varchar(64) NOT NULL,
	CONSTRAINT "validation_rules_merchant_id_field_pk" PRIMARY KEY("merchant_id","field")
);
--> statement-breakpoint
CREATE TABLE "whitelabel_nodes" (
	"merchant_id" integer NOT NULL,
	"mod_id" varchar(64) NOT NULL,
	"parent_mod_id" varchar(64),
	"enabled" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "whitelabel_nodes_merchant_id_mod_id_pk" PRIMARY KEY("merchant_id","mod_id")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"country" varchar(2) NOT NULL,
	"country_name" text NOT NULL,
	"currency" varchar(8) NOT NULL,
	"currency_symbol" text NOT NULL,
	"lang_list" jsonb NOT NULL,
	"default_language" varchar(8) NOT NULL,
	"system_status" smallint DEFAULT 0 NOT NULL,
	"maintenance_title" text DEFAULT '' NOT NULL,
	"maintenance_info" text DEFAULT '' NOT NULL,
	"default_password" text NOT NULL,
	"password_expiry_days" integer DEFAULT 0 NOT NULL,
	"main_domain" text NOT NULL,
	"gtag_id" text DEFAULT '' NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code"),
	CONSTRAINT "merchants_system_status_check" CHECK ("merchants"."system_status" in (0, 1, 2)),
	CONSTRAINT "merchants_password_expiry_days_check" CHECK ("merchants"."password_expiry_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seed_markers" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"kid" varchar(64) PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"member_id" integer NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service" ADD CONSTRAINT "customer_service_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_routes" ADD CONSTRAINT "domain_routes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_settings" ADD CONSTRAINT "register_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_rules" ADD CONSTRAINT "validation_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_nodes" ADD CONSTRAINT "whitelabel_nodes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_lookup" ON "login_failures" USING btree ("merchant_id","scope","subject","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_username" ON "members" USING btree ("merchant_id",lower("username"));--> statement-breakpoint
CREATE INDEX "members_upline" ON "members" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");