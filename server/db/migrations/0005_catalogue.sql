CREATE TABLE "age_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "age_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"position_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"style" jsonb NOT NULL,
	"viewport_settings" jsonb NOT NULL,
	"objects" jsonb NOT NULL,
	CONSTRAINT "banners_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "demands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"age_group_id" integer NOT NULL,
	"demand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"promotional_price" jsonb,
	"promotion_code" text,
	"is_best_seller" boolean DEFAULT false NOT NULL,
	"best_selling_descriptions" jsonb NOT NULL,
	"sibling_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnails" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"statistics" jsonb NOT NULL,
	"tested_traits" jsonb NOT NULL,
	"report_categories" jsonb NOT NULL,
	"duration_minutes" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_title" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_packages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "promotion_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_positions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"location" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"rating" integer NOT NULL,
	"product_category_id" integer NOT NULL,
	"package_slug" text,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "testimonials_key_unique" UNIQUE("key"),
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "advisor_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advisor_roles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "advisors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"role_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"image" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_title" text DEFAULT '' NOT NULL,
	CONSTRAINT "advisors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"image" jsonb NOT NULL,
	"author_name" text,
	"advisor_id" integer,
	"author_search" text DEFAULT '' NOT NULL,
	"reading_minutes" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_title" text DEFAULT '' NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"employment_type" text NOT NULL,
	"description" jsonb NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jobs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"image" jsonb NOT NULL,
	"source" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_title" text DEFAULT '' NOT NULL,
	CONSTRAINT "news_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"description" jsonb NOT NULL,
	"logo" jsonb NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug"),
	CONSTRAINT "partners_country_code_check" CHECK ("partners"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "recruitment_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "recruitment_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_position_id_promotion_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."promotion_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_packages" ADD CONSTRAINT "product_packages_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_packages" ADD CONSTRAINT "product_packages_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_role_id_advisor_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."advisor_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_id_recruitment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."recruitment_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position_id","starts_at");--> statement-breakpoint
CREATE INDEX "product_packages_category_idx" ON "product_packages" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_packages_search_idx" ON "product_packages" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "testimonials_category_idx" ON "testimonials" USING btree ("product_category_id");--> statement-breakpoint
CREATE INDEX "advisors_role_idx" ON "advisors" USING btree ("role_id","sort_order");--> statement-breakpoint
CREATE INDEX "advisors_search_idx" ON "advisors" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_advisor_idx" ON "blog_posts" USING btree ("advisor_id");--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "jobs_category_idx" ON "jobs" USING btree ("category_id","posted_at");--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_articles_category_idx" ON "news_articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "news_articles_search_idx" ON "news_articles" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "partners_country_idx" ON "partners" USING btree ("country_code","sort_order");