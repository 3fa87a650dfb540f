import { useSelector } from 'react-redux';
import type { Direction } from './theme-config.ts';
import { selectLayout } from './layout.slice.ts';

/**
 * The page's writing direction: the layout's setting, which choosing Arabic switches to 'rtl' and
 * the customizer can change. Components flip with the page, not with the language alone.
 */
export function useDirection(): Direction {
  return useSelector(selectLayout).direction;
}
