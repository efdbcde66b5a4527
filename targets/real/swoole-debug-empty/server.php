<?php
// Document 001's Swoole (shared/seeds/001_*.txt): the post gives no code, only an empty answer
// (Document Length 0) from a build made with --debug, which broke most responses. This is the
// healthy empty-body server its stand-in emulates: every request answered with an empty body, in
// Swoole's default mode and worker count (SWOOLE_PROCESS, one worker per core, as Swoole 1.x
// defaulted). Adapted: 127.0.0.1 and the run's port (PORT) instead of 8000; OpenSwoole 22+ sends
// its Server header only when asked.
$http = new Swoole\Http\Server('127.0.0.1', (int) getenv('PORT'), SWOOLE_PROCESS);

if (getenv('SWOOLE_EXTENSION') === 'openswoole' && version_compare(phpversion('openswoole'), '22', '>=')) {
    $http->set(['enable_server_token' => true]);
}

$http->on('request', function ($request, $response) {
    $response->end();
});

$http->start();
