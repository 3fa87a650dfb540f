ALTER TABLE "scorecards" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "author_employer_id" uuid;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_author_employer_id_employers_id_fk" FOREIGN KEY ("author_employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_employer_author_idx" ON "scorecards" USING btree ("application_id","author_employer_id");--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_one_author" CHECK (("scorecards"."author_id" is null) <> ("scorecards"."author_employer_id" is null));