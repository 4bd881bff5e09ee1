CREATE TABLE "rate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" varchar(32) NOT NULL,
	"subject" varchar(128) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_events_lookup" ON "rate_events" USING btree ("bucket","subject","created_at");--> statement-breakpoint
CREATE INDEX "rate_events_age" ON "rate_events" USING btree ("created_at");