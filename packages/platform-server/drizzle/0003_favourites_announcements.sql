CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" varchar(2) NOT NULL,
	"executions" jsonb NOT NULL,
	"group_name" varchar(32),
	"linkage_type" varchar(16) DEFAULT 'NONE' NOT NULL,
	"link_target" text DEFAULT '' NOT NULL,
	"promotion_type" varchar(32),
	"texts" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_type_check" CHECK ("announcements"."type" in ('B', 'PL', 'PU', 'PR', 'H'))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant_order" ON "announcements" USING btree ("merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "favourites_member_created" ON "favourites" USING btree ("member_id","created_at");