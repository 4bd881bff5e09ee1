import { stack } from '../stack';

const headers = { 'content-type': 'application/json', 'X-Admin-Key': stack.adminKey };

async function admin<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.api}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { value: T }).value;
}

interface QueuedRequest {
  id: number;
  amount: number;
  status: string;
  account: string;
  reference?: string;
}

/** The operator's queue of In Process deposits of a merchant. */
export const pendingDeposits = (merchantCode = 'ph') =>
  admin<QueuedRequest[]>('GET', `/admin/deposits?merchantCode=${merchantCode}&status=IN_PROCESS`);

export const reviewDeposit = (id: number, decision: 'approve' | 'reject', remark?: string) =>
  admin<QueuedRequest>('POST', '/admin/deposits/review', { id, decision, ...(remark ? { remark } : {}) });

export const pendingWithdrawals = (merchantCode = 'ph') =>
  admin<QueuedRequest[]>('GET', `/admin/withdrawals?merchantCode=${merchantCode}&status=IN_PROCESS`);

export const reviewWithdrawal = (
  id: number,
  decision: 'approve' | 'reject' | 'forceReceived',
  remark?: string,
) =>
  admin<QueuedRequest>('POST', '/admin/withdrawals/review', { id, decision, ...(remark ? { remark } : {}) });
