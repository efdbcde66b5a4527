/**
 * What the user gives, and how bad input is refused: {@link abreplay.config.ConfFile} layers a
 * run's configuration (defaults &lt; file &lt; -D, each value keeping its origin); {@link
 * abreplay.config.Schema} checks it and says every problem at once, one line each, naming file:line
 * or -D, the value and the fix; {@link abreplay.config.ExitCode} is the one list of exit statuses.
 * The ground floor: imports no other package of ab-replay. Pure but for reading the files it is
 * given.
 */
package abreplay.config;
