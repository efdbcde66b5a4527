<?php
// laravel/laravel 8.x's console kernel: artisan's framework commands (optimize among them).

namespace App\Console;

use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    protected $commands = [];

    protected function commands()
    {
        //
    }
}
