import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/** A portal list's stage ('ready' where core/api's LoadStatus says 'succeeded'). */
export type PortalListStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The list state of the spec (allData, data, total, params) plus where loading stands. */
export interface ListState<T, P> {
  allData: T[];
  data: T[];
  total: number;
  params: P;
  status: PortalListStatus;
  error: string | null;
  /** The newest request: older answers arriving late are ignored. */
  requestId: string | null;
}

export function listState<T, P>(params: P): ListState<T, P> {
  return { allData: [], data: [], total: 1, params, status: 'idle', error: null, requestId: null };
}

export const usePortalDispatch = () =>
  useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
