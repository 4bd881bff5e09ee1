CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"vendor_code" varchar(32) NOT NULL,
	"game_type" varchar(16) NOT NULL,
	"game_classify" varchar(4),
	"game_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_game" varchar(12) DEFAULT 'GAME' NOT NULL,
	"prize_mode" varchar(8),
	"hot_rank" integer,
	"sort_order" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "games_game_code_unique" UNIQUE("game_code"),
	CONSTRAINT "games_game_type_check" CHECK ("games"."game_type" in ('ELOTT', 'LOTT', 'LIVE', 'BINGO', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP', 'COCKFIGHT')),
	CONSTRAINT "games_is_game_check" CHECK ("games"."is_game" in ('GAME', 'VASSALAGE')),
	CONSTRAINT "games_classify_check" CHECK ("games"."game_classify" is null or "games"."game_classify" in ('SC', 'VP', 'JP', 'TG', 'AC', 'BG')),
	CONSTRAINT "games_prize_mode_check" CHECK ("games"."prize_mode" is null or "games"."prize_mode" in ('LOTT', 'ZY', 'ELOTT', 'SEA'))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"category" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"merchant_codes" jsonb,
	CONSTRAINT "vendors_category_code" UNIQUE("category","code"),
	CONSTRAINT "vendors_category_check" CHECK ("vendors"."category" in ('ELOTT', 'LOTT', 'LIVE', 'BINGO', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP', 'COCKFIGHT'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_fk" FOREIGN KEY ("game_type","vendor_code") REFERENCES "public"."vendors"("category","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_type_order" ON "games" USING btree ("game_type","sort_order");--> statement-breakpoint
CREATE INDEX "games_vendor_order" ON "games" USING btree ("vendor_code","game_type","sort_order");--> statement-breakpoint
CREATE INDEX "games_hot" ON "games" USING btree ("hot_rank");