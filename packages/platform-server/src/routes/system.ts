import {
  domainRoute,
  permission,
  registerSettings,
  systemStatus,
  validationRules,
  whitelabel,
} from '@lobbykit/api-client';
import type { Bind, Call } from '../http/bind';
import { locate } from '../services/location';
import { type SystemService, systemStatusOf } from '../services/system';

/** The startup reads. Status, permission, whitelabel and domain routes stay open during an outage: the
 * maintenance and region-blocked pages are drawn from them (R2.35, R2.36). */
export function systemRoutes(
  bind: Bind,
  system: SystemService,
  geo?: (ip: string) => string | undefined,
): void {
  const where = (call: Call) => locate(call.ip, call.merchant, geo);
  const open = { openDuringOutage: true };
  // Kept answers, the same for every caller of a merchant: serialized once, with an ETag.
  const openKept = { openDuringOutage: true, prebuilt: true };
  const kept = { prebuilt: true };
  // Every page's first calls: node:http replays them (http/fast-reads.ts); status and permission
  // carry the caller's address and country.
  const perAddress = { fastRead: 'per-address' } as const;

  bind(systemStatus, async (_input, call) => systemStatusOf(call.merchant, where(call)), {
    ...open,
    ...perAddress,
  });
  bind(permission, (_input, call) => system.permission(call.merchant, where(call), call.baseUrl), {
    ...openKept,
    ...perAddress,
  });
  bind(whitelabel, (_input, call) => system.whitelabel(call.merchant), { ...openKept, fastRead: 'everyone' });
  bind(domainRoute, (_input, call) => system.domainRoutes(call.merchant), openKept);
  bind(validationRules, (_input, call) => system.validationRules(call.merchant), kept);
  bind(registerSettings, (_input, call) => system.registerSettings(call.merchant), kept);
}
