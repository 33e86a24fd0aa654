// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressKey as confirmationKey } from '../../src/domain/booking/addressees';
import { clientIpGroup, hostClientIp } from '../../src/server/confirmation-limits';

describe('confirmationKey', () => {
  it.each([
    ['Victim@Gmail.com', 'victim@gmail.com'],
    ['v.i.ctim+refund@googlemail.com', 'victim@gmail.com'],
    ['first.last+x@example.com', 'first.last@example.com'],
    ['+only@example.com', '+only@example.com'],
  ])('counts %s as %s', (email, key) => expect(confirmationKey(email)).toBe(key));
});

describe('clientIpGroup', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2::10', '2001:db8:1:2::/64'],
    ['[2001:DB8:0:0:1::1]', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('groups %s as %s', (ip, group) => expect(clientIpGroup(ip)).toBe(group));

  it.each(['', 'unknown', '300.1.1.1', '1:2:3', '1::2::3', 'x, 192.0.2.7'])('refuses %j', (ip) =>
    expect(clientIpGroup(ip)).toBeNull(),
  );
});

describe('hostClientIp', () => {
  const request = (headers: Record<string, string>) => new Request('https://x.example/', { headers });
  const all = {
    'x-nf-client-connection-ip': '192.0.2.1',
    'cf-connecting-ip': '192.0.2.2',
    'x-real-ip': '192.0.2.3',
  };
  it("reads each host's own header, and no other host's", () => {
    expect(hostClientIp(request(all), 'netlify')).toBe('192.0.2.1');
    expect(hostClientIp(request(all), 'cloudflare')).toBe('192.0.2.2');
    expect(hostClientIp(request(all), 'vercel')).toBe('192.0.2.3');
    expect(hostClientIp(request({ 'x-vercel-forwarded-for': '192.0.2.4, 10.0.0.1' }), 'vercel')).toBe(
      '192.0.2.4',
    );
    expect(hostClientIp(request({ 'x-real-ip': '192.0.2.3' }), 'netlify')).toBeNull();
  });
});
