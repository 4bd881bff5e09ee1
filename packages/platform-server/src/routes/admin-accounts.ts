import { adminAccountSettings, adminReplaceAccountSettings } from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { AccountSettingsService } from '../services/account-settings';

/** Operators read and replace a merchant's register settings, account module flags and rules. */
export function adminAccountRoutes(bind: Bind, settings: AccountSettingsService): void {
  bind(adminAccountSettings, ({ merchantCode }) => settings.read(merchantCode));
  bind(adminReplaceAccountSettings, (request) => settings.replace(request));
}
