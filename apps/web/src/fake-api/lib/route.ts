import type { FakeDb } from '../db.ts';
import type { FakeRequest, FakeResponse } from './http.ts';

export type Method = 'get' | 'post' | 'delete';
export type Handler = (db: FakeDb, request: FakeRequest) => FakeResponse;

export interface Route {
  method: Method;
  /** The path as the app requests it; `:name` segments are parameters. */
  path: string;
  handle: Handler;
}

export const get = (path: string, handle: Handler): Route => ({ method: 'get', path, handle });
export const post = (path: string, handle: Handler): Route => ({ method: 'post', path, handle });
export const del = (path: string, handle: Handler): Route => ({ method: 'delete', path, handle });
