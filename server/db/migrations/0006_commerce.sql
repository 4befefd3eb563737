CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"package_id" integer NOT NULL,
	"parent_id" uuid,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"client_id" uuid,
	"promotion_code" text,
	"checked_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern_code" text NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"country_id" text,
	"province_id" text,
	"district_id" text,
	"ward_id" text,
	"location_detail" text,
	"promotion_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_claims_pattern_phone_unique" UNIQUE("pattern_code","phone"),
	CONSTRAINT "code_claims_phone_check" CHECK ("code_claims"."phone" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer,
	"package_slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"parent_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" jsonb NOT NULL,
	"subtotal" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"user_id" text,
	"secret_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"language" text NOT NULL,
	"delivery_name" text NOT NULL,
	"delivery_phone" text NOT NULL,
	"delivery_email" text,
	"delivery_country_id" text NOT NULL,
	"delivery_province_id" text NOT NULL,
	"delivery_district_id" text,
	"delivery_ward_id" text NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_postal_code" text,
	"subtotal" jsonb NOT NULL,
	"discount" jsonb NOT NULL,
	"total" jsonb NOT NULL,
	"promotion_code" text,
	"promotion_kind" text,
	"promotion_percent_off" integer,
	"network" text,
	"tracking_id" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'cancelled')),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('bank_transfer', 'cod')),
	CONSTRAINT "orders_paid_check" CHECK (("orders"."status" = 'paid') = ("orders"."paid_at" is not null)),
	CONSTRAINT "orders_delivery_phone_check" CHECK ("orders"."delivery_phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "orders_secret_hash_check" CHECK ("orders"."secret_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "orders_reference_check" CHECK ("orders"."reference" ~ '^GW-[0-9]{4}-[0-9]{6,}$')
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off" jsonb,
	"minimum_order" jsonb,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'campaign' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_codes_code_check" CHECK ("promotion_codes"."code" ~ '^[A-Z0-9-]{3,32}$'),
	CONSTRAINT "promotion_codes_kind_check" CHECK ("promotion_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "promotion_codes_value_check" CHECK (("promotion_codes"."kind" = 'percent' and "promotion_codes"."percent_off" between 1 and 100 and "promotion_codes"."amount_off" is null) or ("promotion_codes"."kind" = 'amount' and "promotion_codes"."amount_off" is not null and "promotion_codes"."percent_off" is null)),
	CONSTRAINT "promotion_codes_usage_limit_check" CHECK ("promotion_codes"."usage_limit" >= 1),
	CONSTRAINT "promotion_codes_times_used_check" CHECK ("promotion_codes"."times_used" >= 0 and "promotion_codes"."times_used" <= "promotion_codes"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	"code_table" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_code_patterns" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off" jsonb,
	"minimum_order" jsonb,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"requires_address" boolean DEFAULT true NOT NULL,
	"code_validity_days" integer DEFAULT 30 NOT NULL,
	"package_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "redeem_code_patterns_code_check" CHECK ("redeem_code_patterns"."code" ~ '^[A-Z0-9-]{3,32}$'),
	CONSTRAINT "redeem_code_patterns_value_check" CHECK (("redeem_code_patterns"."kind" = 'percent' and "redeem_code_patterns"."percent_off" between 1 and 100 and "redeem_code_patterns"."amount_off" is null) or ("redeem_code_patterns"."kind" = 'amount' and "redeem_code_patterns"."amount_off" is not null and "redeem_code_patterns"."percent_off" is null))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_package_id_product_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."product_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_parent_id_cart_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_claims" ADD CONSTRAINT "code_claims_pattern_code_redeem_code_patterns_code_fk" FOREIGN KEY ("pattern_code") REFERENCES "public"."redeem_code_patterns"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_claims" ADD CONSTRAINT "code_claims_promotion_code_promotion_codes_code_fk" FOREIGN KEY ("promotion_code") REFERENCES "public"."promotion_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_package_id_product_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."product_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_parent_id_order_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","position");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carts_client_idx" ON "carts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_order_idx" ON "promotion_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_code_idx" ON "promotion_redemptions" USING btree ("code");