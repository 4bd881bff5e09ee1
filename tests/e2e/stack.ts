/** Where the end-to-end stack listens: its own ports, so it never meets a running `npm start`. */
const ports = { api: 18787, site: 15173, examples: 15180 };

export const stack = {
  ports,
  api: `http://127.0.0.1:${ports.api}`,
  site: `http://127.0.0.1:${ports.site}`,
  examples: `http://127.0.0.1:${ports.examples}`,
  adminKey: 'lobbykit-e2e-admin',
};
