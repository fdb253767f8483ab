CREATE TYPE "public"."coupon_kind" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."user_comment_category" AS ENUM('mungese_performance', 'minus', 'tjera');--> statement-breakpoint
CREATE TYPE "public"."day_note_kind" AS ENUM('problemet', 'propozimet', 'ngarkesat');--> statement-breakpoint
CREATE TYPE "public"."day_section" AS ENUM('detyrat8', 'emails', 'detyrat-perb', 'detyrat-sistem', 'detyrat-prior-am', 'detyrat-prior-pm', 'detyrat-ditore');--> statement-breakpoint
CREATE TYPE "public"."overload_type" AS ENUM('sot', 'neser');--> statement-breakpoint
CREATE TYPE "public"."task_priority" AS ENUM('L', 'M', 'H');--> statement-breakpoint
CREATE TYPE "public"."rating_value" AS ENUM('0', '+', 'M');--> statement-breakpoint
CREATE TYPE "public"."task_status" AS ENUM('K', 'P', '0');--> statement-breakpoint
CREATE TYPE "public"."task_time" AS ENUM('AM', 'PM');--> statement-breakpoint
CREATE TYPE "public"."yes_no" AS ENUM('PO', 'JO');--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(60) NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_gift_code" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "day_note_kind" NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"type" "overload_type",
	"status" "yes_no" NOT NULL,
	"comment" text,
	"riorganizimi" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "day_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"m1" "rating_value" NOT NULL,
	"bz" "rating_value" NOT NULL,
	"m3" "rating_value" NOT NULL,
	"comment_m1" text,
	"comment_bz" text,
	"comment_m3" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" "day_section" NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" varchar(500) NOT NULL,
	"status" "task_status",
	"time" "task_time",
	"comment" text,
	"description" text,
	"parent_id" integer,
	"parent_am" integer,
	"parent_pm" integer,
	"shfaq_ekran" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "fast_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(500) NOT NULL,
	"comment" text,
	"description" text,
	"priority" "task_priority" DEFAULT 'M' NOT NULL,
	"day" date,
	"status" varchar(40),
	"done" smallint DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"creator_id" integer NOT NULL,
	"developer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(200),
	"title" varchar(300) NOT NULL,
	"category" "user_comment_category" NOT NULL,
	"value" varchar(120),
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(500) NOT NULL,
	"comment" text,
	"days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"time" "task_time",
	"zv3" varchar(120),
	"user_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fdimm_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"ausg" numeric(10, 4) NOT NULL,
	"kf" numeric(10, 2) NOT NULL,
	"ap1" numeric(6, 2) NOT NULL,
	"ap2" numeric(6, 2) NOT NULL,
	"ap3" numeric(6, 2) NOT NULL,
	"db1" numeric(6, 2) NOT NULL,
	"kvar" numeric(6, 2) NOT NULL,
	"fakt" numeric(10, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"faktori_post" numeric(10, 4) NOT NULL,
	"zup_mosina" numeric(10, 2) NOT NULL,
	"letzte_meile" numeric(10, 2) NOT NULL,
	"paushall" numeric(10, 2) NOT NULL,
	"thc_zup" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"document_id" integer NOT NULL,
	"line_id" integer,
	"ean" varchar(64) NOT NULL,
	"ean2" varchar(64),
	"result" varchar(20) NOT NULL,
	"request_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wm_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"tr_idtrans" integer NOT NULL,
	"tr_numer" varchar(40) NOT NULL,
	"tr_nrobcy" varchar(80) DEFAULT '' NOT NULL,
	"scanned" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wm_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"line_key" integer NOT NULL,
	"product_name" varchar(255) NOT NULL,
	"product_ref" integer NOT NULL,
	"ean" varchar(14) NOT NULL,
	"expected_qty" integer NOT NULL,
	"scanned_qty" integer DEFAULT 0 NOT NULL,
	"closed" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"aw" varchar(60) NOT NULL,
	"two_barcode" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_notes" ADD CONSTRAINT "day_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_notes" ADD CONSTRAINT "day_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_notes" ADD CONSTRAINT "day_notes_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_ratings" ADD CONSTRAINT "day_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_ratings" ADD CONSTRAINT "day_ratings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_tasks" ADD CONSTRAINT "day_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_tasks" ADD CONSTRAINT "day_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_tasks" ADD CONSTRAINT "day_tasks_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fast_tasks" ADD CONSTRAINT "fast_tasks_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fast_tasks" ADD CONSTRAINT "fast_tasks_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_tasks" ADD CONSTRAINT "weekly_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_tasks" ADD CONSTRAINT "weekly_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_document_id_wm_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."wm_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_line_id_wm_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."wm_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wm_documents" ADD CONSTRAINT "wm_documents_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wm_lines" ADD CONSTRAINT "wm_lines_document_id_wm_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."wm_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "coupons_gift_created_idx" ON "coupons" USING btree ("is_gift_code","created_at");--> statement-breakpoint
CREATE INDEX "day_notes_user_day_kind_idx" ON "day_notes" USING btree ("user_id","day","kind");--> statement-breakpoint
CREATE INDEX "day_notes_day_idx" ON "day_notes" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "day_ratings_user_day_unique" ON "day_ratings" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "day_tasks_user_day_section_idx" ON "day_tasks" USING btree ("user_id","day","section");--> statement-breakpoint
CREATE INDEX "day_tasks_day_section_idx" ON "day_tasks" USING btree ("day","section");--> statement-breakpoint
CREATE INDEX "day_tasks_deleted_idx" ON "day_tasks" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "day_tasks_screen_idx" ON "day_tasks" USING btree ("day") WHERE shfaq_ekran;--> statement-breakpoint
CREATE UNIQUE INDEX "day_tasks_carry_parent_unique" ON "day_tasks" USING btree ("user_id","day","section","parent_id") WHERE parent_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "day_tasks_carry_am_unique" ON "day_tasks" USING btree ("section","parent_am") WHERE parent_am is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "day_tasks_carry_pm_unique" ON "day_tasks" USING btree ("section","parent_pm") WHERE parent_pm is not null;--> statement-breakpoint
CREATE INDEX "fast_tasks_creator_day_idx" ON "fast_tasks" USING btree ("creator_id","day");--> statement-breakpoint
CREATE INDEX "fast_tasks_developer_day_idx" ON "fast_tasks" USING btree ("developer_id","day");--> statement-breakpoint
CREATE INDEX "fast_tasks_done_day_idx" ON "fast_tasks" USING btree ("done","day");--> statement-breakpoint
CREATE INDEX "user_comments_user_idx" ON "user_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "weekly_tasks_user_idx" ON "weekly_tasks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_events_request_key_unique" ON "scan_events" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "scan_events_document_idx" ON "scan_events" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wm_documents_idtrans_unique" ON "wm_documents" USING btree ("tr_idtrans");--> statement-breakpoint
CREATE INDEX "wm_documents_work_order_idx" ON "wm_documents" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "wm_documents_numer_idx" ON "wm_documents" USING btree ("tr_numer");--> statement-breakpoint
CREATE UNIQUE INDEX "wm_lines_line_key_unique" ON "wm_lines" USING btree ("line_key");--> statement-breakpoint
CREATE INDEX "wm_lines_document_ean_idx" ON "wm_lines" USING btree ("document_id","ean");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_aw_unique" ON "work_orders" USING btree ("aw");