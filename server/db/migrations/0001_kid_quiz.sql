CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_record_id" text NOT NULL,
	"percent_off" integer NOT NULL,
	"usage_limit" integer NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"phone" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_percent_off_check" CHECK ("discount_codes"."percent_off" between 1 and 100),
	CONSTRAINT "discount_codes_usage_limit_check" CHECK ("discount_codes"."usage_limit" >= 1),
	CONSTRAINT "discount_codes_phone_check" CHECK ("discount_codes"."phone" is null or "discount_codes"."phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "discount_codes_times_used_check" CHECK ("discount_codes"."times_used" >= 0 and "discount_codes"."times_used" <= "discount_codes"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "kid_quiz_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answers" integer[] NOT NULL,
	"answer_scores" integer[] NOT NULL,
	"iq_score" integer NOT NULL,
	"eq_score" integer NOT NULL,
	"temperament_score" integer NOT NULL,
	"iq_level" text NOT NULL,
	"eq_level" text NOT NULL,
	"temperament_level" text NOT NULL,
	"outcome_id" text NOT NULL,
	"language" text NOT NULL,
	"phone" text,
	"client_id" uuid,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kid_quiz_results_answers_check" CHECK (cardinality("kid_quiz_results"."answers") = 6 and 1 <= all("kid_quiz_results"."answers") and 10 >= all("kid_quiz_results"."answers")),
	CONSTRAINT "kid_quiz_results_answer_scores_check" CHECK (cardinality("kid_quiz_results"."answer_scores") = 6 and 1 <= all("kid_quiz_results"."answer_scores") and 10 >= all("kid_quiz_results"."answer_scores")),
	CONSTRAINT "kid_quiz_results_scores_check" CHECK ("kid_quiz_results"."iq_score" between 2 and 20 and "kid_quiz_results"."eq_score" between 2 and 20 and "kid_quiz_results"."temperament_score" between 2 and 20),
	CONSTRAINT "kid_quiz_results_levels_check" CHECK ("kid_quiz_results"."iq_level" in ('high', 'low') and "kid_quiz_results"."eq_level" in ('high', 'low') and "kid_quiz_results"."temperament_level" in ('introverted', 'extroverted')),
	CONSTRAINT "kid_quiz_results_outcome_check" CHECK ("kid_quiz_results"."outcome_id" in ('international-diplomat', 'architect', 'technology-expert', 'quiet-genius', 'performing-artist', 'writer', 'inventor', 'researcher')),
	CONSTRAINT "kid_quiz_results_language_check" CHECK ("kid_quiz_results"."language" in ('en', 'vi', 'zh', 'th')),
	CONSTRAINT "kid_quiz_results_phone_check" CHECK ("kid_quiz_results"."phone" is null or "kid_quiz_results"."phone" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_source_record_idx" ON "discount_codes" USING btree ("source","source_record_id");--> statement-breakpoint
CREATE INDEX "kid_quiz_results_client_idx" ON "kid_quiz_results" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "kid_quiz_results_user_idx" ON "kid_quiz_results" USING btree ("user_id");