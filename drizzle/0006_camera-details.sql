CREATE TABLE "camera_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"camera_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cameras" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_key" text NOT NULL,
	"broadcast_title" text NOT NULL,
	"video_id" text NOT NULL,
	"broadcast_description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"is_live" boolean DEFAULT true NOT NULL,
	"viewer_count" integer DEFAULT 0 NOT NULL,
	"live_since" timestamp with time zone,
	"last_live_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text,
	"location" text,
	"latitude" double precision,
	"longitude" double precision,
	"category" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"sponsor_name" text,
	"sponsor_url" text,
	"owner_description" text,
	"look_for" text,
	"best_times" text,
	"offline_note" text,
	CONSTRAINT "cameras_slug_unique" UNIQUE("slug"),
	CONSTRAINT "cameras_title_key_unique" UNIQUE("title_key")
);
--> statement-breakpoint
ALTER TABLE "camera_slug_redirects" ADD CONSTRAINT "camera_slug_redirects_camera_id_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."cameras"("id") ON DELETE cascade ON UPDATE no action;