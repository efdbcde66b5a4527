<?php
// Composer's vendor/autoload.php, as Debian's packaging allows: the framework from Debian's
// php-laravel-framework (its autoloader, at {laravel}), and the application's App\ classes from
// app/, PSR-4 as laravel/laravel's composer.json maps them.
require_once '{laravel}';

spl_autoload_register(function ($class) {
    if (strncmp($class, 'App\\', 4) === 0) {
        $file = __DIR__.'/../app/'.str_replace('\\', '/', substr($class, 4)).'.php';
        if (is_file($file)) {
            require $file;
        }
    }
});
