import http from 'node:http';

/**
 * A bounded loopback load: `concurrency` keep-alive workers send the request again as soon as the
 * last answer arrives, for `seconds`; answers the throughput and the latency percentiles.
 * Only ever point it at 127.0.0.1.
 */
export async function load(url, { headers = {}, concurrency = 16, seconds = 4 } = {}) {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1' && target.hostname !== 'localhost') throw new Error('loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;

  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(target, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) failures++;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      request.on('error', () => {
        failures++;
        resolve();
      });
    });

  const worker = async () => {
    while (performance.now() < deadline) await once();
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

/** The ceiling: a bare node:http server answering the same bytes from memory. */
export function bareServer(bodies) {
  const server = http.createServer((request, response) => {
    const body = bodies[new URL(request.url, 'http://x').pathname] ?? '{}';
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
