<?php
// Sessions: the post's were in memcached, but the api group starts none (StartSession is the web
// group's), so /api/random never reaches them; laravel/laravel 8.x's file driver here.

return [
    'driver' => env('SESSION_DRIVER', 'file'),
    'lifetime' => 120,
    'expire_on_close' => false,
    'encrypt' => false,
    'files' => storage_path('framework/sessions'),
    'cookie' => 'laravel_session',
    'path' => '/',
    'domain' => null,
    'secure' => null,
    'http_only' => true,
    'same_site' => 'lax',
];
