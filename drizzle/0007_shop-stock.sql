CREATE TABLE "product_stock" (
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"remaining" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "product_stock_remaining_check" CHECK ("product_stock"."remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_released_at" timestamp with time zone;