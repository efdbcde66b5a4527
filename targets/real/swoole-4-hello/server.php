<?php
// Document 003's Swoole code (shared/seeds/003_*.txt), its handler and start message as published;
// the post's first line is cut off: the server is Swoole 4's default (SWOOLE_PROCESS, one worker
// per core: 2 on the post's 2 cores). Adapted: 127.0.0.1 and the run's port (PORT) instead of 9501,
// the mode given by name (Swoole 5 made SWOOLE_BASE the default); OpenSwoole 22+ sends its Server
// header only when asked.
$http = new Swoole\Http\Server('127.0.0.1', (int) getenv('PORT'), SWOOLE_PROCESS);

if (getenv('SWOOLE_EXTENSION') === 'openswoole' && version_compare(phpversion('openswoole'), '22', '>=')) {
    $http->set(['enable_server_token' => true]);
}

$http->on("start", function ($server) {
    echo "Swoole http server is started at http://127.0.0.1:" . getenv('PORT') . "\n";
});
$http->on("request", function ($request, $response) {
    $response->header("Content-Type", "text/html");
    $response->end("Hello World\n");
});
$http->start();
