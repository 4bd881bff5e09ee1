CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"vendor_code" varchar(32) NOT NULL,
	"game_type" varchar(16) NOT NULL,
	"round_id" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"outcome" jsonb,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_status_check" CHECK ("bets"."status" in ('open', 'settled', 'rolled_back')),
	CONSTRAINT "bets_stake_check" CHECK ("bets"."stake" > 0),
	CONSTRAINT "bets_win_check" CHECK ("bets"."win" is null or "bets"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"device" varchar(16) NOT NULL,
	"back_url" text,
	"lotto" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_launches_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" varchar(128) NOT NULL,
	"idempotency_key" varchar(160) NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('credit', 'bet', 'win', 'rollback', 'adjustment')),
	CONSTRAINT "ledger_entries_balance_check" CHECK ("ledger_entries"."balance_after" = "ledger_entries"."balance_before" + "ledger_entries"."amount"),
	CONSTRAINT "ledger_entries_not_negative_check" CHECK ("ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"wallet" varchar(16) DEFAULT 'MAIN' NOT NULL,
	"currency" varchar(8) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_balance_check" CHECK ("wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_member_round" ON "bets" USING btree ("member_id","round_id");--> statement-breakpoint
CREATE INDEX "bets_member_placed" ON "bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_merchant_wins" ON "bets" USING btree ("merchant_id","settled_at") WHERE "bets"."win" > 0;--> statement-breakpoint
CREATE INDEX "game_launches_member" ON "game_launches" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recent_games_member_last" ON "recent_games" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_account_key" ON "ledger_entries" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_member_wallet" ON "wallet_accounts" USING btree ("member_id","wallet");