import { stack } from '../stack';

/** Operator actions through the platform's admin API, as an operator's back office would call them. */
export async function setSystemStatus(status: 0 | 1 | 2, texts: { title?: string; info?: string } = {}) {
  const response = await fetch(`${stack.api}/admin/system/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'X-Admin-Key': stack.adminKey },
    body: JSON.stringify({ merchantCode: 'ph', status, ...texts }),
  });
  if (!response.ok)
    throw new Error(`Setting system status failed: ${response.status} ${await response.text()}`);
}
