/**
 * What one request of a scenario sends: {@link abreplay.request.Request}, its method, its headers
 * beside the replay's own and its body. The document reads it, the plan and the injector orders
 * carry it, the Gatling side sends it. Pure; imports nothing of ab-replay.
 */
package abreplay.request;
