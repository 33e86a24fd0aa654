/**
 * Whether a host name is this machine: localhost (and its subdomains, which browsers and resolvers send to the
 * loopback too), 127.0.0.0/8 or ::1, with or without the brackets a URL puts around IPv6. For names a URL or a
 * setting gives (an SMTP relay, the office's own address); a connection's peer is `isLoopbackPeer`'s, from the
 * socket. Web-standard, for every host's functions.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(bare)
  );
}
