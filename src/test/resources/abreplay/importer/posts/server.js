const http = require('http');
const port = +process.argv[2];
http.createServer((req, res) => {
  let n = 0;
  req.on('data', c => n += c.length);
  req.on('end', () => { res.setHeader('Server', process.argv[3] || 'made-here'); res.end(req.method === 'POST' ? '{"ok":' + n + '}' : 'hello'); });
}).listen(port, '127.0.0.1');
