CREATE TABLE "paypal_orders" (
	"paypal_order_id" varchar(64) PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_ratings" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD CONSTRAINT "paypal_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paypal_orders_order_idx" ON "paypal_orders" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "day_ratings" ADD CONSTRAINT "day_ratings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;