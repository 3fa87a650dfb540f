CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"dedupe_key" text,
	"priority" integer DEFAULT 50 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"lease_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "secrets" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "job_id" uuid;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("priority","run_at","id") WHERE "jobs"."status" in ('queued', 'retrying');--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("lease_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_idx" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."status" in ('queued', 'running', 'retrying');--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","created_at","id");--> statement-breakpoint
-- Messages from before the worker: sent ones stay sent, those whose sending failed can be retried
-- by staff, the rest were kept without SMTP. Each gets a Message-ID, and the links in them that
-- grant access are masked, since staff read every message.
UPDATE "outbox" SET
  "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' WHEN "error" IS NOT NULL THEN 'failed' ELSE 'kept' END,
  "attempts" = CASE WHEN "sent_at" IS NOT NULL OR "error" IS NOT NULL THEN 1 ELSE 0 END,
  "message_id" = '<' || "id" || '@outbox.invalid>',
  "text" = regexp_replace("text", '([?&](token|invitation)=)[A-Za-z0-9_%-]+', '\1••••', 'g'),
  "html" = regexp_replace("html", '([?&](token|invitation)=)[A-Za-z0-9_%-]+', '\1••••', 'g');
