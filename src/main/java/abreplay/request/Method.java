package abreplay.request;

import java.util.Optional;

/** The HTTP methods a scenario's request may use: the ones the load tools' commands send. */
public enum Method {
  GET,
  HEAD,
  POST,
  PUT,
  DELETE,
  PATCH,
  OPTIONS;

  /** Each method's name, in this order: what a conf file may write. */
  public static String[] names() {
    Method[] all = values();
    String[] names = new String[all.length];
    for (int i = 0; i < all.length; i++) names[i] = all[i].name();
    return names;
  }

  /** The method named {@code word} (upper case, as HTTP writes it), if a scenario may use it. */
  public static Optional<Method> named(String word) {
    for (Method m : values()) if (m.name().equals(word)) return Optional.of(m);
    return Optional.empty();
  }
}
