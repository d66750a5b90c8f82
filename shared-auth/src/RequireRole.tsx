// SPEC 6: a screen opened by a profile it is not for shows a Spanish "no autorizado" panel.
// The server enforces the same rule on every call; this only avoids showing a screen that would fail.
import type { ReactNode } from 'react';
import { roleOf, type Role } from '@portal/contract';
import { useSession } from './session';
import { messages } from './messages';

export interface RequireRoleProps {
  roles: readonly Role[];
  children: ReactNode;
  /** what to show instead (the shell passes a themed panel); defaults to a plain Spanish notice */
  fallback?: ReactNode;
}

export function RequireRole({ roles, children, fallback }: RequireRoleProps) {
  const profilesId = useSession((s) => s.user?.profiles_id);
  const role = roleOf(profilesId);
  if (role !== null && roles.includes(role)) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  return (
    <section role="alert" aria-label={messages.forbiddenTitle}>
      <h2>{messages.forbiddenTitle}</h2>
      <p>{messages.forbidden}</p>
    </section>
  );
}
