package abreplay.request;

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
}
