-- Custom SQL migration: drizzle's index builder cannot write INCLUDE.
-- The status index carries the search text, so "search within a status" (the count of a filtered
-- search at a million applications) reads only this index instead of the table.
DROP INDEX IF EXISTS "applications_status_submitted_idx";--> statement-breakpoint
CREATE INDEX "applications_status_submitted_idx" ON "applications" USING btree ("status","submitted_at","id") INCLUDE ("search_text");
