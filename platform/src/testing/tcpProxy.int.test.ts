import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from './tcpProxy.testkit.ts';

/** The proxy the EventStoreDB suite cuts connections with, proven here on a loopback echo server. */
describe('TCP proxy testkit', () => {
  const closers: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function echoThroughProxy(): Promise<TcpProxy> {
    const echo = createServer((socket) => socket.pipe(socket));
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => echo.close(() => resolve())));
    const proxy = await startTcpProxy('127.0.0.1', (echo.address() as AddressInfo).port);
    closers.push(() => proxy.close());
    return proxy;
  }

  const connect = (port: number) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => resolve(socket));
      socket.on('error', reject);
      closers.push(() => void socket.destroy());
    });

  const roundTrip = (socket: Socket, text: string) =>
    new Promise<string>((resolve) => {
      socket.once('data', (data) => resolve(data.toString()));
      socket.write(text);
    });

  it('relays bytes both ways', async () => {
    const proxy = await echoThroughProxy();
    const socket = await connect(proxy.port);
    expect(await roundTrip(socket, 'olá')).toBe('olá');
  });

  it('cuts open connections on demand and still accepts new ones', async () => {
    const proxy = await echoThroughProxy();
    const first = await connect(proxy.port);
    const closed = new Promise<void>((resolve) => first.on('close', () => resolve()));
    proxy.dropConnections();
    await closed;
    expect(first.destroyed).toBe(true);
    const second = await connect(proxy.port);
    expect(await roundTrip(second, 'de novo')).toBe('de novo');
  });
});
