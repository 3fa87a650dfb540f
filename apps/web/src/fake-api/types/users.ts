// Sample-data API shapes: users (list). Re-exported by ../types.ts.

export type UserRole = 'admin' | 'editor' | 'author' | 'maintainer' | 'subscriber';
export type UserPlan = 'basic' | 'team' | 'company' | 'enterprise';
export type UserStatus = 'active' | 'pending' | 'inactive';
export type BillingType =
  'Manual - Credit Card' | 'Manual - Paypal' | 'Manual - Cash' | 'Auto Debit';
export interface ListUser {
  id: number;
  fullName: string;
  username: string;
  email: string;
  company: string;
  country: string;
  contact: string;
  role: UserRole;
  currentPlan: UserPlan;
  status: UserStatus;
  billing: BillingType;
  /** '' when the user has no picture (show initials). */
  avatar: string;
}
export type NewListUser = Omit<ListUser, 'id'>;
export interface UsersResponse {
  total: number;
  users: ListUser[];
}
