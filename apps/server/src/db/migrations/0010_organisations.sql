CREATE TABLE "employers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"avatar" text,
	"organisation_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employer_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_by_role" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employer_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"employer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organisation_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"job_title" text,
	"employer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"website" text,
	"website_host" text,
	"sector" text,
	"size" text,
	"address" text,
	"description" text,
	"logo" "bytea",
	"logo_mime_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"created_by_role" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("organisations"."name" || ' ' || coalesce("organisations"."website_host", '') || ' ' || coalesce("organisations"."sector", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "shortlist_items" (
	"shortlist_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"feedback" text,
	"comment" text,
	"feedback_at" timestamp with time zone,
	"feedback_by_name" text,
	CONSTRAINT "shortlist_items_shortlist_id_application_id_pk" PRIMARY KEY("shortlist_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"vacancy_id" uuid,
	"title" text NOT NULL,
	"message" text,
	"contact_id" uuid,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"shared_by" uuid NOT NULL,
	"shared_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "created_by_role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing vacancies move onto organisations (approved): one per website host (ignoring www. and
-- a trailing slash) or, for those without a website, per name (ignoring case, punctuation and
-- Ltd/Limited/PLC). The same keys as organisationNameKey and websiteHostKey in the contracts.
ALTER TABLE "vacancies" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "migration_key" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "migration_key" text;--> statement-breakpoint
UPDATE "vacancies" SET "migration_key" = coalesce(
  'host:' || nullif(regexp_replace(regexp_replace(split_part(split_part(split_part(split_part(regexp_replace(regexp_replace(lower(btrim("employer_website")), '^[a-z][a-z0-9+.-]*://', ''), '^[^/@]*@', ''), '/', 1), '?', 1), '#', 1), ':', 1), '^www\.', ''), '\.$', ''), ''),
  'name:' || btrim(regexp_replace(btrim(regexp_replace(replace(regexp_replace(normalize(lower("employer_name"), NFKD), '[\u0300-\u036f]', '', 'g'), '&', ' and '), '[^[:alnum:]]+', ' ', 'g')), '(\s+(ltd|limited|plc|llp|inc|gmbh|sa|sas|bv))+$', ''))
);--> statement-breakpoint
INSERT INTO "organisations" ("name", "name_key", "website", "website_host", "sector", "status", "created_by_role", "created_at", "updated_at", "migration_key")
SELECT g."name", btrim(regexp_replace(btrim(regexp_replace(replace(regexp_replace(normalize(lower(g."name"), NFKD), '[\u0300-\u036f]', '', 'g'), '&', ' and '), '[^[:alnum:]]+', ' ', 'g')), '(\s+(ltd|limited|plc|llp|inc|gmbh|sa|sas|bv))+$', '')), g."website", nullif(regexp_replace(regexp_replace(split_part(split_part(split_part(split_part(regexp_replace(regexp_replace(lower(btrim(g."website")), '^[a-z][a-z0-9+.-]*://', ''), '^[^/@]*@', ''), '/', 1), '?', 1), '#', 1), ':', 1), '^www\.', ''), '\.$', ''), ''), g."sector", 'approved', 'system', g."created_at", now(), g."migration_key"
FROM (
  SELECT "migration_key",
    (array_agg("employer_name" ORDER BY "created_at" DESC, "id"))[1] AS "name",
    (array_agg("employer_website" ORDER BY "created_at" DESC, "id") FILTER (WHERE btrim(coalesce("employer_website", '')) <> ''))[1] AS "website",
    (array_agg("sector" ORDER BY "created_at" DESC, "id"))[1] AS "sector",
    min("created_at") AS "created_at"
  FROM "vacancies" GROUP BY "migration_key"
) g;--> statement-breakpoint
UPDATE "vacancies" v SET "organisation_id" = o."id", "employer_name" = o."name", "employer_website" = o."website"
FROM "organisations" o WHERE o."migration_key" = v."migration_key";--> statement-breakpoint
UPDATE "applications" a SET "employer_name" = v."employer_name"
FROM "vacancies" v WHERE v."id" = a."vacancy_id" AND a."employer_name" IS DISTINCT FROM v."employer_name";--> statement-breakpoint
INSERT INTO "organisation_contacts" ("organisation_id", "full_name", "email", "created_at", "updated_at")
SELECT "organisation_id", split_part(lower(btrim("employer_contact_email")), '@', 1), lower(btrim("employer_contact_email")), min("created_at"), now()
FROM "vacancies" WHERE btrim(coalesce("employer_contact_email", '')) <> ''
GROUP BY "organisation_id", lower(btrim("employer_contact_email"));--> statement-breakpoint
ALTER TABLE "vacancies" DROP COLUMN "migration_key";--> statement-breakpoint
ALTER TABLE "organisations" DROP COLUMN "migration_key";--> statement-breakpoint
ALTER TABLE "vacancies" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employer_invitations" ADD CONSTRAINT "employer_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD CONSTRAINT "employer_verifications_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_contacts" ADD CONSTRAINT "organisation_contacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_contacts" ADD CONSTRAINT "organisation_contacts_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_notes" ADD CONSTRAINT "organisation_notes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_contact_id_organisation_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."organisation_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employers_email_idx" ON "employers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "employers_organisation_idx" ON "employers" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_invitations_hash_idx" ON "employer_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "employer_invitations_org_idx" ON "employer_invitations" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_verifications_hash_idx" ON "employer_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "employer_verifications_employer_idx" ON "employer_verifications" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "organisation_contacts_org_idx" ON "organisation_contacts" USING btree ("organisation_id","full_name");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_contacts_employer_idx" ON "organisation_contacts" USING btree ("employer_id") WHERE "organisation_contacts"."employer_id" is not null;--> statement-breakpoint
CREATE INDEX "organisation_notes_org_idx" ON "organisation_notes" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "organisations_name_idx" ON "organisations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "organisations_name_key_idx" ON "organisations" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "organisations_host_idx" ON "organisations" USING btree ("website_host");--> statement-breakpoint
CREATE INDEX "organisations_status_idx" ON "organisations" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "organisations_created_idx" ON "organisations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "organisations_search_trgm_idx" ON "organisations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shortlist_items_application_idx" ON "shortlist_items" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "shortlists_org_idx" ON "shortlists" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_token_idx" ON "shortlists" USING btree ("token_hash") WHERE "shortlists"."token_hash" is not null;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancies_organisation_idx" ON "vacancies" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vacancies_pending_idx" ON "vacancies" USING btree ("submitted_at","id") WHERE "vacancies"."status" = 'pending_approval';