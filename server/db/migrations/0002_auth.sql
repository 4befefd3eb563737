CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"gender" smallint NOT NULL,
	"date_of_birth" date NOT NULL,
	"relationship" text DEFAULT 'self' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_profiles_gender_check" CHECK ("customer_profiles"."gender" in (1, 2, 3)),
	CONSTRAINT "customer_profiles_relationship_check" CHECK ("customer_profiles"."relationship" in ('self', 'spouse', 'child', 'parent', 'sibling', 'other'))
);
--> statement-breakpoint
CREATE TABLE "gene_test_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"gene_test_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gene_test_reports" (
	"gene_test_id" uuid PRIMARY KEY NOT NULL,
	"carbohydrate_metabolism" smallint NOT NULL,
	"fat_metabolism" smallint NOT NULL,
	"protein_metabolism" smallint NOT NULL,
	"vitamin_a" smallint NOT NULL,
	"vitamin_b2" smallint NOT NULL,
	"vitamin_b6" smallint NOT NULL,
	"vitamin_b12" smallint NOT NULL,
	"vitamin_c" smallint NOT NULL,
	"vitamin_d" smallint NOT NULL,
	"vitamin_e" smallint NOT NULL,
	"folate" smallint NOT NULL,
	"detoxification" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gene_test_reports_levels_check" CHECK (least("gene_test_reports"."carbohydrate_metabolism", "gene_test_reports"."fat_metabolism", "gene_test_reports"."protein_metabolism", "gene_test_reports"."vitamin_a", "gene_test_reports"."vitamin_b2", "gene_test_reports"."vitamin_b6", "gene_test_reports"."vitamin_b12", "gene_test_reports"."vitamin_c", "gene_test_reports"."vitamin_d", "gene_test_reports"."vitamin_e", "gene_test_reports"."folate") >= 1
        and greatest("gene_test_reports"."carbohydrate_metabolism", "gene_test_reports"."fat_metabolism", "gene_test_reports"."protein_metabolism", "gene_test_reports"."vitamin_a", "gene_test_reports"."vitamin_b2", "gene_test_reports"."vitamin_b6", "gene_test_reports"."vitamin_b12", "gene_test_reports"."vitamin_c", "gene_test_reports"."vitamin_d", "gene_test_reports"."vitamin_e", "gene_test_reports"."folate") <= 3),
	CONSTRAINT "gene_test_reports_detoxification_check" CHECK ("gene_test_reports"."detoxification" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "gene_test_status_events" (
	"gene_test_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gene_test_status_events_gene_test_id_status_pk" PRIMARY KEY("gene_test_id","status"),
	CONSTRAINT "gene_test_status_events_status_check" CHECK ("gene_test_status_events"."status" in ('ordered', 'kit_delivered', 'sample_collected', 'sample_received', 'analysing', 'report_ready'))
);
--> statement-breakpoint
CREATE TABLE "gene_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_profile_id" uuid NOT NULL,
	"kit_code" text NOT NULL,
	"package_slug" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gene_tests_package_check" CHECK ("gene_tests"."package_slug" in ('g-intel', 'g-care', 'g-pro', 'g-intel-kid', 'g-kid-care', 'g-kid-pro', 'g-health')),
	CONSTRAINT "gene_tests_status_check" CHECK ("gene_tests"."status" in ('ordered', 'kit_delivered', 'sample_collected', 'sample_received', 'analysing', 'report_ready'))
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"method" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "otp_codes_phone_check" CHECK ("otp_codes"."phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "otp_codes_purpose_check" CHECK ("otp_codes"."purpose" in ('signin', 'phone-update')),
	CONSTRAINT "otp_codes_method_check" CHECK ("otp_codes"."method" in ('sms', 'zalo')),
	CONSTRAINT "otp_codes_attempts_check" CHECK ("otp_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"name" text,
	"gender" smallint,
	"email" text,
	"date_of_birth" date,
	"preferred_contact_channel" text,
	"has_finished_survey" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_number_check" CHECK ("users"."phone_number" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" is null or "users"."gender" in (1, 2, 3)),
	CONSTRAINT "users_contact_channel_check" CHECK ("users"."preferred_contact_channel" is null or "users"."preferred_contact_channel" in ('zalo', 'sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gene_test_access_tokens" ADD CONSTRAINT "gene_test_access_tokens_gene_test_id_gene_tests_id_fk" FOREIGN KEY ("gene_test_id") REFERENCES "public"."gene_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gene_test_reports" ADD CONSTRAINT "gene_test_reports_gene_test_id_gene_tests_id_fk" FOREIGN KEY ("gene_test_id") REFERENCES "public"."gene_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gene_test_status_events" ADD CONSTRAINT "gene_test_status_events_gene_test_id_gene_tests_id_fk" FOREIGN KEY ("gene_test_id") REFERENCES "public"."gene_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gene_tests" ADD CONSTRAINT "gene_tests_customer_profile_id_customer_profiles_id_fk" FOREIGN KEY ("customer_profile_id") REFERENCES "public"."customer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customer_profiles_user_idx" ON "customer_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gene_test_access_tokens_hash_idx" ON "gene_test_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "gene_test_access_tokens_gene_test_idx" ON "gene_test_access_tokens" USING btree ("gene_test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gene_tests_kit_code_idx" ON "gene_tests" USING btree ("kit_code");--> statement-breakpoint
CREATE UNIQUE INDEX "gene_tests_customer_profile_idx" ON "gene_tests" USING btree ("customer_profile_id");--> statement-breakpoint
CREATE INDEX "otp_codes_phone_created_idx" ON "otp_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_idx" ON "users" USING btree ("phone_number");