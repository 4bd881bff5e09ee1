import { adminClearLoginFailures, adminOutbox, adminSetSystemStatus } from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { AdminService } from '../services/admin';

/** Operator actions, behind the admin key (DESIGN.md). */
export function adminRoutes(bind: Bind, admin: AdminService): void {
  bind(adminSetSystemStatus, (change) => admin.setSystemStatus(change));
  bind(adminClearLoginFailures, (request) => admin.clearLoginFailures(request));
  bind(adminOutbox, (request) => admin.outbox(request));
}
