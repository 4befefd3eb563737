CREATE TABLE "cancellation_answers" (
	"id" smallint PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"requires_text" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_appointment_reports" (
	"appointment_id" uuid NOT NULL,
	"gene_test_id" uuid NOT NULL,
	CONSTRAINT "consultation_appointment_reports_appointment_id_gene_test_id_pk" PRIMARY KEY("appointment_id","gene_test_id")
);
--> statement-breakpoint
CREATE TABLE "consultation_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"doctor_id" integer NOT NULL,
	"method_id" smallint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"minutes" smallint NOT NULL,
	"price" jsonb NOT NULL,
	"is_family" boolean NOT NULL,
	"family_members" jsonb NOT NULL,
	"payment_type" text NOT NULL,
	"paid_at" timestamp with time zone,
	"call_link" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_answer_id" smallint,
	"cancellation_text" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_appointments_number_unique" UNIQUE("number"),
	CONSTRAINT "consultation_appointments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "consultation_appointments_minutes_check" CHECK ("consultation_appointments"."minutes" in (15, 30, 60, 90, 120)),
	CONSTRAINT "consultation_appointments_end_check" CHECK ("consultation_appointments"."end_at" = "consultation_appointments"."start_at" + make_interval(mins => "consultation_appointments"."minutes")),
	CONSTRAINT "consultation_appointments_payment_type_check" CHECK ("consultation_appointments"."payment_type" in ('bank_transfer', 'at_consultation')),
	CONSTRAINT "consultation_appointments_status_check" CHECK ("consultation_appointments"."status" in ('booked', 'cancelled')),
	CONSTRAINT "consultation_appointments_cancelled_check" CHECK (("consultation_appointments"."status" = 'cancelled') = ("consultation_appointments"."cancelled_at" is not null and "consultation_appointments"."cancellation_answer_id" is not null)),
	CONSTRAINT "consultation_appointments_reference_check" CHECK ("consultation_appointments"."reference" ~ '^GWC-[0-9]{4}-[0-9]{6,}$')
);
--> statement-breakpoint
CREATE TABLE "consultation_methods" (
	"id" smallint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consultation_methods_kind_unique" UNIQUE("kind"),
	CONSTRAINT "consultation_methods_kind_check" CHECK ("consultation_methods"."kind" in ('video_call', 'phone', 'in_person'))
);
--> statement-breakpoint
CREATE TABLE "consultation_scheduled_sms" (
	"appointment_id" uuid NOT NULL,
	"sms_id" uuid NOT NULL,
	CONSTRAINT "consultation_scheduled_sms_appointment_id_sms_id_pk" PRIMARY KEY("appointment_id","sms_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_booked_units" (
	"doctor_id" integer NOT NULL,
	"unit_start" timestamp with time zone NOT NULL,
	"appointment_id" uuid NOT NULL,
	CONSTRAINT "doctor_booked_units_doctor_id_unit_start_pk" PRIMARY KEY("doctor_id","unit_start"),
	CONSTRAINT "doctor_booked_units_quarter_check" CHECK (extract(epoch from "doctor_booked_units"."unit_start")::bigint % 900 = 0)
);
--> statement-breakpoint
CREATE TABLE "doctor_days_off" (
	"doctor_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "doctor_days_off_doctor_id_day_pk" PRIMARY KEY("doctor_id","day")
);
--> statement-breakpoint
CREATE TABLE "doctor_methods" (
	"doctor_id" integer NOT NULL,
	"method_id" smallint NOT NULL,
	CONSTRAINT "doctor_methods_doctor_id_method_id_pk" PRIMARY KEY("doctor_id","method_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_report_packages" (
	"doctor_id" integer NOT NULL,
	"package_slug" text NOT NULL,
	CONSTRAINT "doctor_report_packages_doctor_id_package_slug_pk" PRIMARY KEY("doctor_id","package_slug"),
	CONSTRAINT "doctor_report_packages_package_check" CHECK ("doctor_report_packages"."package_slug" in ('g-intel', 'g-care', 'g-pro', 'g-intel-kid', 'g-kid-care', 'g-kid-pro', 'g-health'))
);
--> statement-breakpoint
CREATE TABLE "doctor_working_hours" (
	"doctor_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "doctor_working_hours_doctor_id_weekday_start_minute_pk" PRIMARY KEY("doctor_id","weekday","start_minute"),
	CONSTRAINT "doctor_working_hours_weekday_check" CHECK ("doctor_working_hours"."weekday" between 0 and 6),
	CONSTRAINT "doctor_working_hours_range_check" CHECK ("doctor_working_hours"."start_minute" >= 0 and "doctor_working_hours"."end_minute" <= 1440 and "doctor_working_hours"."start_minute" < "doctor_working_hours"."end_minute" and "doctor_working_hours"."start_minute" % 15 = 0 and "doctor_working_hours"."end_minute" % 15 = 0)
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"advisor_id" integer PRIMARY KEY NOT NULL,
	"clinic_name" jsonb NOT NULL,
	"clinic_address" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"survey" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"survey" text NOT NULL,
	"group_id" text,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"required" boolean DEFAULT true NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scale" jsonb,
	"max_length" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_questions_survey_check" CHECK ("survey_questions"."survey" in ('pre_consultation', 'post_consultation', 'onboarding')),
	CONSTRAINT "survey_questions_type_check" CHECK ("survey_questions"."type" in ('single_choice', 'multiple_choice', 'rating', 'text'))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey" text NOT NULL,
	"appointment_id" uuid,
	"user_id" uuid,
	"answers" jsonb NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_survey_check" CHECK ("survey_responses"."survey" in ('pre_consultation', 'post_consultation', 'onboarding')),
	CONSTRAINT "survey_responses_owner_check" CHECK (("survey_responses"."survey" = 'onboarding' and "survey_responses"."user_id" is not null and "survey_responses"."appointment_id" is null) or ("survey_responses"."survey" <> 'onboarding' and "survey_responses"."appointment_id" is not null and "survey_responses"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "consultation_appointment_reports" ADD CONSTRAINT "consultation_appointment_reports_appointment_id_consultation_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."consultation_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_appointment_reports" ADD CONSTRAINT "consultation_appointment_reports_gene_test_id_gene_tests_id_fk" FOREIGN KEY ("gene_test_id") REFERENCES "public"."gene_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_appointments" ADD CONSTRAINT "consultation_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_appointments" ADD CONSTRAINT "consultation_appointments_doctor_id_doctors_advisor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("advisor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_appointments" ADD CONSTRAINT "consultation_appointments_method_id_consultation_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."consultation_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_appointments" ADD CONSTRAINT "consultation_appointments_cancellation_answer_id_cancellation_answers_id_fk" FOREIGN KEY ("cancellation_answer_id") REFERENCES "public"."cancellation_answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_scheduled_sms" ADD CONSTRAINT "consultation_scheduled_sms_appointment_id_consultation_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."consultation_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_scheduled_sms" ADD CONSTRAINT "consultation_scheduled_sms_sms_id_sms_messages_id_fk" FOREIGN KEY ("sms_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_booked_units" ADD CONSTRAINT "doctor_booked_units_doctor_id_doctors_advisor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("advisor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_booked_units" ADD CONSTRAINT "doctor_booked_units_appointment_id_consultation_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."consultation_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_days_off" ADD CONSTRAINT "doctor_days_off_doctor_id_doctors_advisor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("advisor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_methods" ADD CONSTRAINT "doctor_methods_doctor_id_doctors_advisor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("advisor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_methods" ADD CONSTRAINT "doctor_methods_method_id_consultation_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."consultation_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_report_packages" ADD CONSTRAINT "doctor_report_packages_doctor_id_doctors_advisor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("advisor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_working_hours" ADD CONSTRAINT "doctor_working_hours_doctor_id_doctors_advisor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("advisor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_group_id_survey_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."survey_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_appointment_id_consultation_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."consultation_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_appointments_user_idx" ON "consultation_appointments" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "consultation_appointments_doctor_idx" ON "consultation_appointments" USING btree ("doctor_id","start_at");--> statement-breakpoint
CREATE INDEX "doctor_booked_units_appointment_idx" ON "doctor_booked_units" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_appointment_idx" ON "survey_responses" USING btree ("survey","appointment_id") WHERE "survey_responses"."appointment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_user_idx" ON "survey_responses" USING btree ("survey","user_id") WHERE "survey_responses"."user_id" is not null;