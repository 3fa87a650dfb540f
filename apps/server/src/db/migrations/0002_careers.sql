CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "application_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"actor_name" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"held_from" text,
	"cover_note" text,
	"document_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"vacancy_title" text NOT NULL,
	"employer_name" text NOT NULL,
	"candidate_name" text NOT NULL,
	"candidate_email" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("applications"."candidate_name" || ' ' || "applications"."candidate_email" || ' ' || "applications"."vacancy_title" || ' ' || "applications"."employer_name")) STORED
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"employer_name" text NOT NULL,
	"employer_website" text,
	"employer_contact_email" text,
	"location" text NOT NULL,
	"workplace" text NOT NULL,
	"type" text NOT NULL,
	"sector" text NOT NULL,
	"description" text NOT NULL,
	"salary" jsonb,
	"positions" integer DEFAULT 1 NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"required_documents" text[] DEFAULT '{cv}'::text[] NOT NULL,
	"eligibility" jsonb DEFAULT '{"levels":[],"graduationYears":[]}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"closed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"application_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("vacancies"."title" || ' ' || "vacancies"."employer_name" || ' ' || "vacancies"."location")) STORED
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("candidates"."full_name" || ' ' || "candidates"."email" || ' ' || coalesce("candidates"."programme", ''))) STORED;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_app_idx" ON "application_events" USING btree ("application_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_vacancy_candidate_idx" ON "applications" USING btree ("vacancy_id","candidate_id");--> statement-breakpoint
CREATE INDEX "applications_submitted_idx" ON "applications" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_status_submitted_idx" ON "applications" USING btree ("status","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_vacancy_submitted_idx" ON "applications" USING btree ("vacancy_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_candidate_submitted_idx" ON "applications" USING btree ("candidate_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_documents_idx" ON "applications" USING gin ("document_ids");--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_candidate_idx" ON "documents" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_created_idx" ON "vacancies" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_status_created_idx" ON "vacancies" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_status_closes_idx" ON "vacancies" USING btree ("status","closes_at");--> statement-breakpoint
CREATE INDEX "vacancies_type_created_idx" ON "vacancies" USING btree ("type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_search_trgm_idx" ON "vacancies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_level_year_idx" ON "candidates" USING btree ("level","graduation_year");--> statement-breakpoint
CREATE INDEX "candidates_search_trgm_idx" ON "candidates" USING gin ("search_text" gin_trgm_ops);