// The Node.js hello world of the time, which document 001's node-http stand-in emulates (the document
// gives no code). Adapted: the port comes from $PORT (the document: 1337); the address is 127.0.0.1, as
// in the original example.
var http = require('http');
http.createServer(function (req, res) {
  res.writeHead(200, {'Content-Type': 'text/plain'});
  res.end('Hello World\n');
}).listen(process.env.PORT, '127.0.0.1');
console.log('Server running at http://127.0.0.1:' + process.env.PORT + '/');
