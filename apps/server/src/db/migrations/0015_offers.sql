CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"role_title" text NOT NULL,
	"pay" text NOT NULL,
	"start_date" date NOT NULL,
	"location" text NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"reneged_reason" text,
	"made_by" uuid,
	"made_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_made_by_admins_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_live_idx" ON "offers" USING btree ("application_id") WHERE "offers"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "offers_pending_deadline_idx" ON "offers" USING btree ("deadline") WHERE "offers"."status" = 'pending';