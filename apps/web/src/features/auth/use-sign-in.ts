import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { landingAfterSignIn } from '../../core/auth/access.ts';
import { login } from '../../core/auth/auth.slice.ts';
import type { LoginPayload } from '../../core/auth/types.ts';
import { useRouteTable } from '../../core/layout/route-meta.ts';
import type { AccountRole } from './role-switch.tsx';

/**
 * Starts the session a sign-in or registration answered, then lands where the visitor was going
 * (`?redirect=`, if they may open it) or on their home.
 */
export function useSignIn(): (payload: LoginPayload) => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const metaAt = useRouteTable();
  return (payload) => {
    dispatch(login(payload));
    // The frame's guard sends a signed-in visitor to the same place, whichever acts first.
    void navigate(landingAfterSignIn(params.get('redirect'), payload.userData, metaAt), {
      replace: true,
    });
  };
}

/** The kind of account a page starts on: staff or employer when the link says `?role=`. */
export function useAccountRole() {
  const [params] = useSearchParams();
  const asked = params.get('role');
  return useState<AccountRole>(asked === 'admin' || asked === 'employer' ? asked : 'candidate');
}
