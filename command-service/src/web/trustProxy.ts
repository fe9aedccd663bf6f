/**
 * What express's `trust proxy` is set to, from TRUST_PROXY: unset or `false` trusts no proxy (the client is
 * the socket's peer, today's behaviour); a whole number is the count of proxy hops in front of the server
 * (X-Forwarded-For is read that many entries from the right); anything else is express's list of trusted
 * addresses, subnets or names (`loopback`, `10.0.0.0/8, 172.16.0.1`). `true` trusts every hop, so any client
 * could choose its own address by sending X-Forwarded-For: refused, a hop count or the proxies' addresses says
 * the same without that hole.
 */
export type TrustProxy = false | number | string;

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true')
    throw new Error("TRUST_PROXY=true would trust any X-Forwarded-For: give the hops (1) or the proxies' addresses");
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
