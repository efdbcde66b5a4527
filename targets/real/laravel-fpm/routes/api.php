<?php
// The post's route: /api/random (the api prefix and group are RouteServiceProvider's).

use App\Http\Controllers\RandomController;
use Illuminate\Support\Facades\Route;

Route::get('/random', [RandomController::class, 'random']);
