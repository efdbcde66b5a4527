/**
 * {@code ./ab-replay}'s one command line, above every other package: {@link abreplay.cli.Main}
 * reads ab's flags (the table of {@link abreplay.replay.AbFlag}) and the subcommands import, check,
 * rebuild, injector and merge with picocli, answers {@code --help}, and hands each to the package
 * that does the work. Bad input is one line and exit status 3 before any Maven or load starts.
 */
package abreplay.cli;
