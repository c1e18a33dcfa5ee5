import { isIPv4, isIPv6 } from 'node:net';

/**
 * A client's address as the per-client limits count it (subscriptions, contact messages, login
 * attempts). IPv4 as it is; an IPv4 address written as IPv6 (::ffff:192.0.2.1) as that IPv4
 * address; IPv6 by its /64 network, because one home or phone line is given a whole /64 and
 * could otherwise take a new address for every request.
 */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const zoneless = address.split('%')[0]!;
  const [head = '', tail = ''] = zoneless.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = zoneless.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
