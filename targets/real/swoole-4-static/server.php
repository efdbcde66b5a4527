<?php
// Document 004's Swoole code (shared/seeds/004_*.txt), its settings and handler as published:
// enable_static_handler with a document_root, every other request answered "hello world!", Swoole
// 4's default mode and workers (SWOOLE_PROCESS, one worker per core). Adapted: 127.0.0.1 and the
// run's port (PORT) instead of 0.0.0.0:8811; the document_root an empty folder of the run folder
// instead of /home/data, whose files the post does not show (ab asked for /, which no file
// answers); the mode given by name (Swoole 5 made SWOOLE_BASE the default); OpenSwoole 22+ sends
// its Server header only when asked.
$root = __DIR__ . '/docroot';
if (!is_dir($root)) {
    mkdir($root);
}
$http = new Swoole\Http\Server('127.0.0.1', (int) getenv('PORT'), SWOOLE_PROCESS);

$settings = [
    'enable_static_handler' => true,
    'document_root' => $root,
];
if (getenv('SWOOLE_EXTENSION') === 'openswoole' && version_compare(phpversion('openswoole'), '22', '>=')) {
    $settings['enable_server_token'] = true;
}
$http->set($settings);

$http->on('request', function ($request, $response) {
    // 异步文件写入 (the post's comment: "asynchronous file write"; its handler writes none)
    $response->end("hello world!");
});
$http->start();
