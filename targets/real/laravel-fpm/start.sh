# Laravel's storage and cache folders (the project keeps no empty folders), a key of its own, then the
# post's `php artisan optimize`: in Laravel 8 that is config:cache and route:cache, both written here
# into bootstrap/cache/ (their paths are the run folder's). The post's `composer dump-autoload -o` has
# no counterpart: Debian's autoloader is the framework's (bootstrap/autoload.php).
cd "{dir}" || exit 1
mkdir -p storage/framework/cache/data storage/framework/sessions storage/framework/views storage/logs \
  bootstrap/cache resources/views || exit 1
echo "APP_KEY=base64:$(head -c 32 /dev/urandom | base64)" >> .env
"{php}" artisan optimize >&2 || exit 1
# nginx and PHP-FPM in one process group (the watchdog's): when either exits, this script ends, the run
# sees the server gone, and the watchdog ends the other.
"{php-fpm}" --nodaemonize --fpm-config "{dir}/php-fpm.conf" --prefix "{dir}" &
"{nginx}" -p "{dir}/" -c "{dir}/nginx.conf" -e stderr -g "daemon off;" &
wait -n
