// Sample-data API shapes: data tables. Re-exported by ../types.ts.

export type EmployeeStatus = 1 | 2 | 3 | 4 | 5;
export interface Employee {
  id: number;
  full_name: string;
  post: string;
  email: string;
  city: string;
  /** 'YYYY-MM-DD' */
  start_date: string;
  salary: number;
  age: number;
  experience: string;
  status: EmployeeStatus;
  /** '' when the employee has no picture. */
  avatar: string;
}
export interface DatatableResponse {
  allData: Employee[];
  invoices: Employee[];
  total: number;
}
