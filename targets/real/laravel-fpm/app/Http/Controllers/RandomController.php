<?php
// The post's controller (shared/seeds/002_*.txt), its action as published.

namespace App\Http\Controllers;

class RandomController extends Controller
{
    function random()
    {
        $i = mt_rand(0, 100);
        return response()->json([
            'code' => 0,
            'msg' => 'random: ' . str_pad($i, 3, '0', STR_PAD_LEFT)
        ]);
    }
}
