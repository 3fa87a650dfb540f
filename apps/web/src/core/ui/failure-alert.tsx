import type { ReactNode } from 'react';

/**
 * Why a form's request failed, announced as it appears (role="alert"); nothing when it has not.
 * `children` follow the message (a link to the way out); `className` adds spacing classes.
 */
export function FailureAlert({
  message,
  id,
  className,
  children,
}: {
  message: string | null | undefined;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <div
      id={id}
      className={`alert alert-danger py-2${className ? ` ${className}` : ''}`}
      role="alert"
    >
      {message}
      {children}
    </div>
  );
}
