<?php
// Document 000's server (shared/seeds/000_*.txt), its settings and handler as published: SWOOLE_BASE,
// worker_num 4, three headers and its 24-byte body. Adapted: 127.0.0.1 and the run's port (PORT)
// instead of 9501; the class by the name every Swoole since 4 has (swoole_http_server was 1.7's);
// no response compression, which 1.7.22 did not have (4.x and later compress for a client that
// accepts gzip); OpenSwoole 22+ sends its Server header only when asked.
$http = new Swoole\Http\Server('127.0.0.1', (int) getenv('PORT'), SWOOLE_BASE);

$settings = [
    'worker_num' => 4,
    'http_compression' => false,
];
if (getenv('SWOOLE_EXTENSION') === 'openswoole' && version_compare(phpversion('openswoole'), '22', '>=')) {
    $settings['enable_server_token'] = true;
}
$http->set($settings);

$http->on('request', function ($request, $response) {
    $response->header('Last-Modified', 'Thu, 18 Jun 2015 10:24:27 GMT');
    $response->header('E-Tag', '55829c5b-17');
    $response->header('Accept-Ranges', 'bytes');
    $response->end("<h1>\nHello Swoole.\n</h1>");
});

$http->start();
