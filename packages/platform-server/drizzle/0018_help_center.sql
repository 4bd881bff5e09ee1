CREATE TABLE "help_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" varchar(32) NOT NULL,
	"language" varchar(8) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "help_topics_merchant_key_language" UNIQUE("merchant_id","key","language")
);
--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;