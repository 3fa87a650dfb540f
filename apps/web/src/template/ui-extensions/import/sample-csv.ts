import { CANDIDATES } from '../shared/sample-data.ts';
import { toCsv } from '../shared/table-data.ts';

/** A small file to try the importer with: some of the sample candidates. */
export function sampleCsv(): string {
  const headers = ['Name', 'Email', 'Course', 'Year', 'Vacancy', 'Status'];
  return toCsv({
    headers,
    rows: CANDIDATES.slice(0, 8).map((c) => ({
      Name: c.name,
      Email: c.email,
      Course: c.course,
      Year: String(c.year),
      Vacancy: c.vacancy,
      Status: c.status,
    })),
  });
}
