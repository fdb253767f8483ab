CREATE TABLE "product_import_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_import_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"column" varchar(60) NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_import_rows" (
	"import_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"product_id" integer,
	"fields" text[] NOT NULL,
	"code" varchar(60) NOT NULL,
	"name" varchar(255),
	"description" text,
	"category_id" integer,
	"brand_id" integer,
	"shop_id" integer,
	"series_id" integer,
	"price_cents" integer,
	"old_price_cents" integer,
	"purchase_price_cents" integer,
	"tax_rate" smallint,
	"stock" integer,
	"delivery_weeks" varchar(20),
	"best_seller" boolean,
	"active" boolean,
	"variant_group" varchar(120),
	"color_front" varchar(80),
	"color_body" varchar(80),
	"dimensions" varchar(40),
	"ean" varchar(14),
	"cbm" text,
	"kg" text,
	"coli" smallint,
	"attributes" jsonb,
	CONSTRAINT "product_import_rows_import_id_row_no_pk" PRIMARY KEY("import_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"format" varchar(4) NOT NULL,
	"storage_key" varchar(120) NOT NULL,
	"user_id" integer,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_import_errors" ADD CONSTRAINT "product_import_errors_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_rows" ADD CONSTRAINT "product_import_rows_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_errors_import_idx" ON "product_import_errors" USING btree ("import_id","row_no");