#!/usr/bin/env node
// The load generator, in its own process so it never shares an event loop with a server it loads:
// receives one job from its parent (bench/load.mjs), runs autocannon, sends back the figures.
import autocannon from 'autocannon';

/**
 * Each use takes the next variant of the list (shared by every connection), around again at the
 * end: a body, and headers on top of the request's.
 */
function rotating(variants) {
  let next = 0;
  return (request) => {
    const { body, headers = {} } = variants[next++ % variants.length];
    return { ...request, body, headers: { ...request.headers, ...headers } };
  };
}

/**
 * A seamless-wallet round per pair of requests: the bet under a new transaction id on the next
 * wallet's launch token, then the settle of that bet on the same connection.
 */
function roundRequests(tokens, headers) {
  let next = 0;
  const post = { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } };
  return [
    {
      ...post,
      path: '/wps/seamless/bet',
      setupRequest(request, context) {
        const round = next++;
        context.token = tokens[round % tokens.length];
        context.id = `bench${process.pid.toString(36)}${round.toString(36).padStart(8, '0')}`;
        return {
          ...request,
          body: JSON.stringify({ token: context.token, transactionId: context.id, amount: 1 }),
        };
      },
    },
    {
      ...post,
      path: '/wps/seamless/settle',
      setupRequest: (request, context) => ({
        ...request,
        body: JSON.stringify({
          token: context.token,
          transactionId: `${context.id}s`,
          betTransactionId: context.id,
        }),
      }),
    },
  ];
}

function requestsOf(job) {
  if (job.rounds) return roundRequests(job.rounds.tokens, job.headers);
  return job.requests.map(({ variants, ...request }) => ({
    ...request,
    headers: { ...job.headers, ...request.headers },
    ...(variants ? { setupRequest: rotating(variants) } : {}),
  }));
}

process.once('message', async (job) => {
  const target = new URL(job.url);
  if (target.hostname !== '127.0.0.1') throw new Error('loopback only');
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    requests: requestsOf(job),
  });
  process.send({
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  });
});
