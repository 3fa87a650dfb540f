import type { UnknownAction } from 'redux';

export interface ActionCreator<P> {
  (payload: P): { type: string; payload: P };
  type: string;
  match(action: UnknownAction): action is { type: string; payload: P };
}

/**
 * A typed action creator with `.match`, like RTK's createAction. The core slices use this so the
 * first screen loads without Redux Toolkit (it arrives with the first feature slice).
 */
export function action<P = void>(type: string): ActionCreator<P> {
  const create = (payload: P) => ({ type, payload });
  return Object.assign(create, {
    type,
    match: (a: UnknownAction): a is { type: string; payload: P } => a.type === type,
  });
}
