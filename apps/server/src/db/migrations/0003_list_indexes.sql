DROP INDEX "admins_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "candidates_created_idx";--> statement-breakpoint
DROP INDEX "outbox_created_idx";--> statement-breakpoint
DROP INDEX "applications_submitted_idx";--> statement-breakpoint
DROP INDEX "applications_status_submitted_idx";--> statement-breakpoint
DROP INDEX "applications_vacancy_submitted_idx";--> statement-breakpoint
DROP INDEX "applications_candidate_submitted_idx";--> statement-breakpoint
DROP INDEX "documents_candidate_idx";--> statement-breakpoint
DROP INDEX "documents_created_idx";--> statement-breakpoint
DROP INDEX "vacancies_created_idx";--> statement-breakpoint
DROP INDEX "vacancies_status_created_idx";--> statement-breakpoint
DROP INDEX "vacancies_status_closes_idx";--> statement-breakpoint
DROP INDEX "vacancies_type_created_idx";--> statement-breakpoint
CREATE INDEX "candidates_name_idx" ON "candidates" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "candidates_email_sort_idx" ON "candidates" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "candidates_programme_idx" ON "candidates" USING btree ("programme","id");--> statement-breakpoint
CREATE INDEX "candidates_year_idx" ON "candidates" USING btree ("graduation_year","id");--> statement-breakpoint
CREATE INDEX "applications_updated_idx" ON "applications" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "applications_candidate_name_idx" ON "applications" USING btree ("candidate_name","id");--> statement-breakpoint
CREATE INDEX "applications_vacancy_title_idx" ON "applications" USING btree ("vacancy_title","id");--> statement-breakpoint
CREATE INDEX "documents_name_idx" ON "documents" USING btree ("file_name","id");--> statement-breakpoint
CREATE INDEX "documents_size_idx" ON "documents" USING btree ("size","id");--> statement-breakpoint
CREATE INDEX "documents_kind_idx" ON "documents" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "vacancies_title_idx" ON "vacancies" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "vacancies_employer_idx" ON "vacancies" USING btree ("employer_name","id");--> statement-breakpoint
CREATE INDEX "vacancies_location_idx" ON "vacancies" USING btree ("location","id");--> statement-breakpoint
CREATE INDEX "vacancies_closes_idx" ON "vacancies" USING btree ("closes_at","id");--> statement-breakpoint
CREATE INDEX "vacancies_count_idx" ON "vacancies" USING btree ("application_count","id");--> statement-breakpoint
CREATE INDEX "vacancies_status_idx" ON "vacancies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "admins_created_idx" ON "admins" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "candidates_created_idx" ON "candidates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_submitted_idx" ON "applications" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "applications_status_submitted_idx" ON "applications" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "applications_vacancy_submitted_idx" ON "applications" USING btree ("vacancy_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "applications_candidate_submitted_idx" ON "applications" USING btree ("candidate_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "documents_candidate_idx" ON "documents" USING btree ("candidate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vacancies_created_idx" ON "vacancies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vacancies_status_created_idx" ON "vacancies" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "vacancies_status_closes_idx" ON "vacancies" USING btree ("status","closes_at","id");--> statement-breakpoint
CREATE INDEX "vacancies_type_created_idx" ON "vacancies" USING btree ("type","created_at","id");