import { createContext, useContext } from 'react';
import type { Params } from 'react-router';
import type { RouteDeclaration, RouteDispatch } from './route-declaration.ts';

/** Starts the data of the route a path opens (its declaration's `preload`, if any). */
export type PreloadPath = (path: string) => void;

/** The route a path opens with its parameters (the app's route table answers). */
export type MatchPath = (path: string) => { route: RouteDeclaration; params: Params };

export function preloaderFor(matchAt: MatchPath, dispatch: RouteDispatch): PreloadPath {
  return (path) => {
    const { route, params } = matchAt(path.split(/[?#]/)[0] ?? path);
    route.preload?.(params, dispatch);
  };
}

/** The router provides it; menu links call it on hover and focus, the router on navigation. */
export const RoutePreloadContext = createContext<PreloadPath>(() => undefined);

export function usePreloadRoute(): PreloadPath {
  return useContext(RoutePreloadContext);
}
