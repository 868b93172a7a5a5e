CREATE TABLE "youtube_quota_usage" (
	"quota_day" text NOT NULL,
	"endpoint" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "youtube_quota_usage_quota_day_endpoint_pk" PRIMARY KEY("quota_day","endpoint")
);
--> statement-breakpoint
CREATE TABLE "youtube_refresh_state" (
	"key" text PRIMARY KEY NOT NULL,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure" text,
	"failure_message" text,
	"searched_at" timestamp with time zone
);
--> statement-breakpoint
-- Live streams are now one list per channel (key live:<channel>); the rows per count go.
DELETE FROM "youtube_cache" WHERE "kind" = 'live';
