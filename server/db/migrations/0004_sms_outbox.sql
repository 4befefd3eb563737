ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "receipt_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sms_messages" SET "status" = 'sent', "attempts" = 1, "sent_at" = "created_at";--> statement-breakpoint
CREATE INDEX "sms_messages_due_idx" ON "sms_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_messages_provider_message_idx" ON "sms_messages" USING btree ("provider","provider_message_id");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose_check" CHECK ("otp_codes"."purpose" in ('signin', 'phone-update', 'account-deletion'));--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_status_check" CHECK ("sms_messages"."status" in ('queued', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_delivery_status_check" CHECK ("sms_messages"."delivery_status" is null or "sms_messages"."delivery_status" in ('delivered', 'undelivered'));