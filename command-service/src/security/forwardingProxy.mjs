// A reverse proxy as a test runs it in front of the API, in its own process: every request is forwarded to
// TARGET with X-Forwarded-For extended by the client's own address (nginx's $proxy_add_x_forwarded_for), so a
// client's spoofed header stays on the left where a trusted hop count never reaches. Prints its port.
import http from 'node:http';

const target = new URL(process.env.TARGET ?? '');
const server = http.createServer((req, res) => {
  const previous = req.headers['x-forwarded-for'];
  const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const headers = { ...req.headers, 'x-forwarded-for': previous ? `${previous}, ${client}` : client };
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(upstream);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
