import { $startup } from '@lobbykit/sdk';

/** Opens the merchant's live chat in a 440x750 popup window (R2.39). */
export function openCustomerService(): void {
  const startup = $startup.get();
  const entries = startup.phase === 'ready' ? (startup.permission?.info.customerService ?? []) : [];
  const entry = entries.find((candidate) => candidate.csType === 'LIVECHAT') ?? entries[0];
  if (!entry) return;
  window.open(entry.path, 'lobbykit-customer-service', 'width=440,height=750,noopener');
}
