ALTER TABLE "member_bet_days" ADD COLUMN "deposits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "withdrawals" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "running_deposits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "running_withdrawals" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "running_bonus" bigint DEFAULT 0 NOT NULL;