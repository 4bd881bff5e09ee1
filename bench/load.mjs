import http from 'node:http';

/** Only ever loopback: the bench must never load anything but this machine. */
function loopback(url) {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1' && target.hostname !== 'localhost') throw new Error('loopback only');
  return target;
}

/** One request on `agent`; resolves with the status code (0 when the connection failed) and the body. */
export function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      loopback(url),
      {
        agent,
        method,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, text: '' }));
    request.end(payload);
  });
}

/**
 * A bounded loopback load: `concurrency` keep-alive workers run `operation(agent)` again as soon as
 * the last one finished, for `seconds`; answers the throughput and the latency percentiles of whole
 * operations. An operation resolves true when every answer in it was a 200.
 */
export async function loadOperation(operation, { concurrency = 16, seconds = 4 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const ok = await operation(agent);
      latencies.push(performance.now() - started);
      if (!ok) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    failures,
    rps: Math.round(latencies.length / elapsed),
    p50: Number(at(0.5).toFixed(2)),
    p99: Number(at(0.99).toFixed(2)),
  };
}

/** The same load of one GET, sent again and again. */
export function load(url, { headers = {}, concurrency = 16, seconds = 4 } = {}) {
  loopback(url);
  return loadOperation(async (agent) => (await send(agent, url, { headers })).status === 200, {
    concurrency,
    seconds,
  });
}

/** The ceiling: a bare node:http server answering the same bytes from memory (body read first). */
export function bareServer(bodies) {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const body = bodies[new URL(request.url, 'http://x').pathname] ?? '{}';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
