// A tiny server that misbehaves on purpose, for ab reports with failures (src/test/resources/abreplay/importer/made-here/make.sh):
// every 3rd response has a longer body (ab: Length failures), every 40th connection is reset before
// it is answered (ab -r: Receive failures), every 7th answer is a 500 (ab: Non-2xx responses).
// node tiny-server.js <port>; binds 127.0.0.1 only.
const http = require('http');
let n = 0;
http.createServer((req, res) => {
  n++;
  if (n % 40 === 0) { req.socket.resetAndDestroy(); return; }
  const status = n % 7 === 0 ? 500 : 200;
  const body = n % 3 === 0 ? 'hello, world, again\n' : 'hello, world\n';
  res.writeHead(status, { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + process.argv[2]));
