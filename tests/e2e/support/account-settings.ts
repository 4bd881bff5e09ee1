import { stack } from '../stack';

const headers = { 'content-type': 'application/json', 'X-Admin-Key': stack.adminKey };

// biome-ignore lint/suspicious/noExplicitAny: the admin answer is read loosely here; the contract tests check its shape.
type Settings = Record<string, any>;

/** A merchant's register settings, module flags and rules, as the operator's admin API answers them. */
export async function readAccountSettings(merchantCode = 'ph'): Promise<Settings> {
  const response = await fetch(`${stack.api}/admin/account-settings?merchantCode=${merchantCode}`, {
    headers,
  });
  if (!response.ok) throw new Error(`reading settings failed: ${response.status} ${await response.text()}`);
  return (await response.json()).value;
}

export async function replaceAccountSettings(settings: Settings, merchantCode = 'ph'): Promise<void> {
  const response = await fetch(`${stack.api}/admin/account-settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ merchantCode, settings }),
  });
  if (!response.ok) throw new Error(`replacing settings failed: ${response.status} ${await response.text()}`);
}

/**
 * Changes the merchant's settings for one test and hands back the way to put them back, so a run
 * leaves the merchant as seeded for the specs after it.
 */
export async function withAccountSettings(
  change: (settings: Settings) => Settings,
): Promise<() => Promise<void>> {
  const before = await readAccountSettings();
  await replaceAccountSettings(change(structuredClone(before)));
  return () => replaceAccountSettings(before);
}

/** The last SMS code the local provider wrote to the outbox for a number. */
export async function smsCodeFor(to: string, merchantCode = 'ph'): Promise<string> {
  const response = await fetch(
    `${stack.api}/admin/outbox?merchantCode=${merchantCode}&channel=sms&to=${encodeURIComponent(to)}`,
    { headers },
  );
  const [latest] = (await response.json()).value as { body: string }[];
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No SMS code in the outbox for ${to}`);
  return code;
}
