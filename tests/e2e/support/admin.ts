import { stack } from '../stack';

/** Operator actions through the platform's admin API, as an operator's back office calls them. */
async function admin(method: 'PUT' | 'DELETE', path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${stack.api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'X-Admin-Key': stack.adminKey },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

export const setSystemStatus = (status: 0 | 1 | 2, texts: { title?: string; info?: string } = {}) =>
  admin('PUT', '/admin/system/status', { merchantCode: 'ph', status, ...texts });

/** Lifts the captcha that failed logins put on an account and on this machine's address. */
export const clearLoginFailures = (username: string) =>
  admin('DELETE', '/admin/login-guard', { merchantCode: 'ph', username, ip: '127.0.0.1' });
