# nginx and PHP-FPM in one process group (the watchdog's): when either exits, this script ends, the run
# sees the server gone, and the watchdog ends the other.
"{php-fpm}" --nodaemonize --fpm-config "{dir}/php-fpm.conf" --prefix "{dir}" &
"{nginx}" -p "{dir}/" -c "{dir}/nginx.conf" -e stderr -g "daemon off;" &
wait -n
