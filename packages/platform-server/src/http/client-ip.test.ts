import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { envConfig } from '../env-config';
import type { AppEnv } from './app-env';
import { clientAddress, clientIpReader, parseTrustedProxies } from './client-ip';

const proxies = parseTrustedProxies(' 10.0.0.1, 192.168.0.0/16 ,fd00::/8,2001:db8::7 ');

describe('LOBBYKIT_TRUSTED_PROXIES', () => {
  it('takes addresses and CIDR networks, IPv4 and IPv6, comma-separated with spaces', () => {
    expect(proxies.entries).toEqual(['10.0.0.1', '192.168.0.0/16', 'fd00::/8', '2001:db8::7']);
    expect(proxies.has('10.0.0.1')).toBe(true);
    expect(proxies.has('10.0.0.2')).toBe(false);
    expect(proxies.has('192.168.44.3')).toBe(true);
    expect(proxies.has('192.169.0.1')).toBe(false);
    expect(proxies.has('fd12:3456::1')).toBe(true);
    expect(proxies.has('2001:db8::7')).toBe(true);
    expect(proxies.has('2001:db8::8')).toBe(false);
    // An IPv4 peer on a dual-stack socket.
    expect(proxies.has('::ffff:10.0.0.1')).toBe(true);
    expect(proxies.has('not-an-address')).toBe(false);
  });

  it('unset or empty trusts no proxy', () => {
    for (const value of [undefined, '', ' , ']) {
      const none = parseTrustedProxies(value);
      expect(none.entries).toEqual([]);
      expect(none.has('127.0.0.1')).toBe(false);
    }
  });

  it('refuses an entry that is not an address or a network, naming it, so a typo stops the start', () => {
    for (const entry of [
      '10.0.0',
      'proxy.local',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      '10.0.0.0/x',
    ]) {
      expect(() => parseTrustedProxies(`10.0.0.1,${entry}`)).toThrow(
        `'${entry}' is not an IP address or CIDR network`,
      );
    }
    expect(() => envConfig({ LOBBYKIT_TRUSTED_PROXIES: '10.0.0.1,oops' }, '/')).toThrow(
      /LOBBYKIT_TRUSTED_PROXIES: 'oops'/,
    );
    expect(envConfig({ LOBBYKIT_TRUSTED_PROXIES: '10.0.0.0/8' }, '/').trustedProxies.has('10.9.9.9')).toBe(
      true,
    );
    expect(envConfig({}, '/').trustedProxies.entries).toEqual([]);
  });
});

describe('the client address', () => {
  it('is the socket address when the peer is not a trusted proxy, whatever the header claims', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', undefined, proxies)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
  });

  it('behind a trusted proxy is the right-most forwarded address that is not a trusted proxy', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    // The client wrote '1.2.3.4' itself; its real address is the one the first proxy of ours saw.
    expect(clientAddress('10.0.0.1', '1.2.3.4, 198.51.100.1, 192.168.1.5', proxies)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1', '2001:db8::1, fd00::3', proxies)).toBe('2001:db8::1');
  });

  it('reads ports and brackets, and stops at garbage at the last address known good', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.1:5123', proxies)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1', '[2001:db8::1]:443', proxies)).toBe('2001:db8::1');
    expect(clientAddress('10.0.0.1', 'unknown', proxies)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', '198.51.100.1, evil, 192.168.1.5', proxies)).toBe('192.168.1.5');
  });

  it('when every hop is a trusted proxy, is the left-most of them', () => {
    expect(clientAddress('10.0.0.1', '192.168.3.3, 192.168.1.5', proxies)).toBe('192.168.3.3');
  });

  it('is read from the X-Forwarded-For header of a request through a trusted proxy only', async () => {
    const seen = async (trusted: string | undefined) => {
      const app = new Hono<AppEnv>();
      const read = clientIpReader(parseTrustedProxies(trusted));
      app.get('/', (c) => c.text(read(c)));
      // Called in-process there is no socket: the peer is this machine, 127.0.0.1.
      const request = new Request('http://local/', {
        headers: { 'X-Forwarded-For': '1.2.3.4, 198.51.100.77' },
      });
      return (await app.fetch(request)).text();
    };
    expect(await seen(undefined)).toBe('127.0.0.1');
    expect(await seen('10.0.0.1')).toBe('127.0.0.1');
    expect(await seen('127.0.0.1')).toBe('198.51.100.77');
  });
});
