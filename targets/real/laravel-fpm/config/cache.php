<?php
// The cache: the post's was redis (BaoTa's), which /api/random never touches; a file store here,
// laravel/laravel 8.x's default, so that no redis server is needed.

return [
    'default' => env('CACHE_DRIVER', 'file'),
    'stores' => [
        'array' => ['driver' => 'array', 'serialize' => false],
        'file' => ['driver' => 'file', 'path' => storage_path('framework/cache/data')],
    ],
    'prefix' => 'laravel_cache',
];
