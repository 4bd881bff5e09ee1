CREATE TABLE "slider_puzzles" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"target_x" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "login_settings" ADD COLUMN "slider_check" boolean DEFAULT false NOT NULL;