ALTER TABLE "orders" DROP CONSTRAINT "orders_delivery_phone_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_delivery_phone_idx" ON "orders" USING btree ("delivery_phone");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_phone_check" CHECK ("orders"."delivery_phone" ~ '^\+[1-9][0-9]{6,14}$' or ("orders"."anonymised_at" is not null and "orders"."delivery_phone" = ''));