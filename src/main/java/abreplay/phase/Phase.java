package abreplay.phase;

import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.recording.Recorder;
import abreplay.request.Request;
import abreplay.run.SliceSchedule;
import abreplay.run.StartGate;
import abreplay.run.SystemRun;
import abreplay.run.Tickets;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * One population of a replay, in the order {@link RunLife} makes them: what it is for, the name of
 * its scenario (Gatling's report and the run folder show it), what its users send and the callbacks
 * it runs. Gatling starts a population on the tick (1 s) after the one before ends, so each costs
 * about a second however short: a step's bookkeeping runs within its own population (its tickets'
 * first and last, Tickets.Ends), and a system is stopped by the next one's start, not by a
 * population of its own. Immutable; the callbacks are the run's.
 */
public sealed interface Phase {
  /**
   * The scenario's name, as Gatling's report shows it; the Gatling side puts its control prefix
   * before a start's and a control's.
   */
  String name();

  /**
   * One function per kind of phase, applied to this one: Java 17's stand-in for an exhaustive
   * switch over the sealed kinds; the three that only run code ({@link Control}) share one.
   */
  default <R> R match(
      Function<? super Start, ? extends R> start,
      Function<? super Warming, ? extends R> warmUp,
      Function<? super Load, ? extends R> load,
      Function<? super AtOnce, ? extends R> together,
      Function<? super Interleaved, ? extends R> interleaved,
      Function<? super Control, ? extends R> control) {
    if (this instanceof Start s) return start.apply(s);
    if (this instanceof Warming w) return warmUp.apply(w);
    if (this instanceof Load l) return load.apply(l);
    if (this instanceof AtOnce t) return together.apply(t);
    if (this instanceof Interleaved i) return interleaved.apply(i);
    return control.apply((Control) this);
  }

  /**
   * A system's start: {@code before} stops the system before (if any), starts this one's target and
   * writes the record; then one request for {@code path}, which fails unless the target is ready,
   * as a request of its own in the report; {@code failed} runs if it did fail.
   */
  record Start(SystemRun system, String path, Runnable before, Runnable failed) implements Phase {
    @Override
    public String name() {
      return "start " + system.plan().label();
    }
  }

  /**
   * A warm-up: the run's load generator's ({@code own} false; logged for its first seconds, then
   * silent) or the system's own ({@code own} true; silent). {@code users} users take requests from
   * {@code tickets}, each sending {@code request}; the recorder counts them apart from ab's
   * figures.
   */
  record Warming(
      SystemRun system,
      String name,
      String path,
      Request request,
      int users,
      boolean keepAlive,
      Recorder recorder,
      Tickets tickets,
      boolean own)
      implements Phase {}

  /**
   * A step's load: all of ab's users and requests, or (with a {@code gate}) injector 1's share of a
   * step that several injectors run, whose users wait behind the gate for the instant every
   * injector starts from and connect from {@code addresses} (empty: the system's choice).
   */
  record Load(
      SystemRun system,
      Step step,
      int users,
      Recorder recorder,
      Tickets tickets,
      Optional<StartGate> gate,
      List<String> addresses)
      implements Phase {
    public Load {
      addresses = List.copyOf(addresses);
    }

    @Override
    public String name() {
      return step.name();
    }

    public String path() {
      return step.scenario().path();
    }

    public boolean keepAlive() {
      return step.scenario().keepAlive();
    }

    /** What each of its requests sends: its scenario's method, headers and body. */
    public Request request() {
      return step.scenario().request();
    }

    /**
     * A step at a constant rate: its requests per second over the whole run (Gatling's open model
     * sends them, one user each); empty for a closed model.
     */
    public OptionalDouble rate() {
      return step.scenario()
          .load()
          .match(
              c -> OptionalDouble.empty(),
              d -> OptionalDouble.empty(),
              r -> OptionalDouble.of(r.overall()),
              n -> OptionalDouble.empty());
    }

    /** A step at a constant rate: for how many whole seconds ({@link #wholeSeconds}). */
    public long rateSeconds() {
      return step.scenario().duration().map(Load::wholeSeconds).orElse(0L);
    }

    /**
     * A rate's duration as Gatling's open model takes it: whole seconds (it truncates the rest), at
     * least 1.
     */
    public static long wholeSeconds(java.time.Duration d) {
      return Math.max(1, d.getSeconds());
    }
  }

  /**
   * Steps of one scenario on several systems at once (replay.together), in one population: each
   * load's users take its own tickets against its own target, all users start together, and each
   * step's window is its own. Every load is closed (by count or duration), on one injector, with
   * the scenario's keep-alive and the run's addresses ({@link abreplay.plan.Together}).
   */
  record AtOnce(List<Load> loads) implements Phase {
    public AtOnce {
      loads = List.copyOf(loads);
      if (loads.size() < 2) throw new IllegalArgumentException("at once needs two loads or more");
    }

    /** "at once: nginx -c100 -n1000000 -k + swoole -c100 -n1000000 -k". */
    @Override
    public String name() {
      return "at once: " + String.join(" + ", loads.stream().map(Load::name).toList());
    }

    public boolean keepAlive() {
      return loads.get(0).keepAlive();
    }
  }

  /**
   * Steps of one scenario on several systems, interleaved (replay.interleave), in one population of
   * the scenario's -c users: {@code schedule} hands out its turns, each a slice of one load's step
   * (case i: {@code loads} i) or its settling slice (case loads + i: silent, to {@code settling}
   * i's recorder), one system at a time in the plan's counterbalanced order ({@link
   * abreplay.plan.Slicing#turns}). Every load is closed by count, on one injector, with the
   * scenario's keep-alive and the run's addresses.
   */
  record Interleaved(List<Load> loads, List<Recorder> settling, SliceSchedule schedule)
      implements Phase {
    public Interleaved {
      loads = List.copyOf(loads);
      settling = List.copyOf(settling);
      if (loads.size() < 2) throw new IllegalArgumentException("interleaving needs two loads");
    }

    /** "interleaved: nginx -c100 -n1000000 -k + swoole -c100 -n1000000 -k". */
    @Override
    public String name() {
      return "interleaved: " + String.join(" + ", loads.stream().map(Load::name).toList());
    }

    public boolean keepAlive() {
      return loads.get(0).keepAlive();
    }

    public int users() {
      return loads.get(0).users();
    }
  }

  /** A phase that only runs code and sends nothing. */
  sealed interface Control extends Phase {
    /** What it does, on the one user's thread. */
    Runnable action();
  }

  /**
   * Starts injectors 2 to {@code injectors} of {@code step} as child JVMs; its load (the next
   * phase) waits behind their gate.
   */
  record LaunchInjectors(Step step, int injectors, Runnable action) implements Control {
    @Override
    public String name() {
      return "launch injectors 2-" + injectors + " for " + step.name();
    }
  }

  /** Ends the last system: its last step's window, ab's probe, its target; the record so far. */
  record Stop(SystemPlan system, Runnable action) implements Control {
    @Override
    public String name() {
      return "stop " + system.label();
    }
  }

  /** The one phase of a plan with nothing to run on this machine (every step skipped). */
  record Nothing() implements Control {
    @Override
    public String name() {
      return "nothing to run on this machine";
    }

    @Override
    public Runnable action() {
      return () -> {};
    }
  }
}
