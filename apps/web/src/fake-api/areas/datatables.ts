import { seedEmployees } from '../data/employees.ts';
import type { SampleArea } from '../db.ts';
import type { FakeDb } from '../db.ts';
import { ok } from '../lib/http.ts';
import { includesText, pageQuery } from '../lib/query.ts';
import { pagedAnswer } from '../lib/crud.ts';
import { get, type Route } from '../lib/route.ts';
import type { DatatableResponse, Employee } from '../types.ts';

export function matchesEmployee(employee: Employee, q: string): boolean {
  return [
    employee.full_name,
    employee.post,
    employee.email,
    employee.city,
    employee.age,
    employee.salary,
    employee.start_date,
  ].some((value) => includesText(value, q));
}

export function listEmployees(
  db: FakeDb,
  query: { q: string; perPage: number; page: number },
): DatatableResponse {
  const filtered = db.employees.filter((e) => matchesEmployee(e, query.q));
  return pagedAnswer('invoices', db.employees, filtered, query);
}

export const datatableRoutes: Route[] = [
  get('/api/datatables/initial-data', (db) => ok(db.employees)),
  get('/api/datatables/data', (db, { params }) => ok(listEmployees(db, pageQuery(params)))),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: datatableRoutes,
  store: {
    employees: seedEmployees,
  },
};
