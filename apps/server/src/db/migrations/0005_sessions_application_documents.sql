CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_documents" (
	"application_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "application_documents_application_id_document_id_pk" PRIMARY KEY("application_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("role","user_id");--> statement-breakpoint
CREATE INDEX "application_documents_document_idx" ON "application_documents" USING btree ("document_id");--> statement-breakpoint
-- Sessions signed in before this migration: one per refresh-token family, ended when every token
-- of the family was revoked.
INSERT INTO "sessions" ("id", "user_id", "role", "created_at", "revoked_at")
SELECT "family_id", min("user_id"::text)::uuid, min("role"), min("created_at"),
  CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
FROM "refresh_tokens" GROUP BY "family_id";--> statement-breakpoint
-- Documents already submitted with applications.
INSERT INTO "application_documents" ("application_id", "document_id")
SELECT DISTINCT a."id", d."id" FROM "applications" a
CROSS JOIN LATERAL unnest(a."document_ids") AS ref("id")
JOIN "documents" d ON d."id" = ref."id"
ON CONFLICT DO NOTHING;
