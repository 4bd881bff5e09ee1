#!/usr/bin/env node
// The ceiling, in its own process: a bare node:http server answering every request with one fixed
// JSON body (request body read first). It sends its port to the parent and runs until killed.
import http from 'node:http';

const body = JSON.stringify({ code: 0, message: 'OK', data: { ok: true, maintenance: false } });
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
