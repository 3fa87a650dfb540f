CREATE TABLE "application_drafts" (
	"candidate_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"cover_note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_drafts_candidate_id_vacancy_id_pk" PRIMARY KEY("candidate_id","vacancy_id")
);
--> statement-breakpoint
ALTER TABLE "application_drafts" ADD CONSTRAINT "application_drafts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_drafts" ADD CONSTRAINT "application_drafts_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_drafts_vacancy_idx" ON "application_drafts" USING btree ("vacancy_id");