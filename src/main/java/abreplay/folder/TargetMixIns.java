package abreplay.folder;

import abreplay.targets.RealServers;
import abreplay.targets.Target;
import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.module.SimpleModule;

/**
 * A {@link Target} as files keep it: its kind's name first ({@code "kind": "STAND_IN" | "REAL" |
 * "URL"}, {@link Target.Kind}), then the fields of that kind's record. Records before version 2
 * wrote a port and a capacity for every kind; a real server's entry was {@code "real"}.
 */
final class TargetMixIns {
  private TargetMixIns() {}

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
  interface TargetMixIn {}

  @JsonIgnoreProperties("capacity")
  interface RealMixIn {
    @JsonProperty("realServer")
    @JsonAlias("real")
    RealServers.Entry server();
  }

  @JsonIgnoreProperties({"port", "capacity"})
  interface UrlMixIn {}

  static void register(SimpleModule module) {
    module.setMixInAnnotation(Target.class, TargetMixIn.class);
    module.setMixInAnnotation(Target.Real.class, RealMixIn.class);
    module.setMixInAnnotation(Target.Url.class, UrlMixIn.class);
    for (Target.Kind kind : Target.Kind.values())
      module.registerSubtypes(new NamedType(type(kind), kind.name()));
  }

  /** The record of each kind: a kind added to the enum does not compile until it has one. */
  static Class<? extends Target> type(Target.Kind kind) {
    return switch (kind) {
      case STAND_IN -> Target.StandIn.class;
      case REAL -> Target.Real.class;
      case URL -> Target.Url.class;
    };
  }
}
