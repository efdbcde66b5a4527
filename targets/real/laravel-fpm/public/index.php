<?php
// Document 002's controller without Laravel (which cannot be installed here): the same JSON, from a
// random 0..100, zero-padded, and the headers Laravel's Response adds to it (Cache-Control, Date).
$i = mt_rand(0, 100);
header('Content-Type: application/json');
header('Cache-Control: no-cache, private');
header('Date: ' . gmdate('D, d M Y H:i:s') . ' GMT');
echo json_encode(['code' => 0, 'msg' => 'random: ' . str_pad($i, 3, '0', STR_PAD_LEFT)]);
