import { useSelector } from 'react-redux';
import { selectLayout } from '../../../core/theme/layout.slice.ts';

/** Whether the layout runs right to left (the frame's setting, which Arabic switches on). */
export function useRtl(): boolean {
  return useSelector(selectLayout).direction === 'rtl';
}
