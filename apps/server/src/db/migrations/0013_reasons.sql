CREATE TABLE "application_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kinds" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "reason_id" uuid;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "emailed" boolean;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reason_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "application_reasons_name_idx" ON "application_reasons" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_reason_id_application_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."application_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reason_id_application_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."application_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_reason_idx" ON "application_events" USING btree ("reason_id") WHERE "application_events"."reason_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_reason_idx" ON "applications" USING btree ("reason_id","status","submitted_at","id") WHERE "applications"."reason_id" is not null;--> statement-breakpoint
-- The defaults staff start from (issue 20); they rename, retire or add their own.
INSERT INTO "application_reasons" ("name", "kinds") VALUES
	('Does not meet eligibility', ARRAY['rejected']),
	('Position filled', ARRAY['rejected', 'on_hold']),
	('Stronger candidates', ARRAY['rejected']),
	('Candidate unresponsive', ARRAY['rejected', 'on_hold']),
	('Awaiting budget', ARRAY['on_hold']),
	('Awaiting references', ARRAY['on_hold']);
