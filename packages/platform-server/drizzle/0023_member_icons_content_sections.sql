CREATE TABLE "member_icons" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"version" varchar(16) NOT NULL,
	"media_type" varchar(16) NOT NULL,
	"base64" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_topics" DROP CONSTRAINT "help_topics_merchant_key_language";--> statement-breakpoint
ALTER TABLE "help_topics" ADD COLUMN "section" varchar(8) DEFAULT 'help' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_icons" ADD CONSTRAINT "member_icons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_merchant_section_key_language" UNIQUE("merchant_id","section","key","language");