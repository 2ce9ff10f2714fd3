import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError } from "graphql";
import { apiError } from "../graphql/errors.js";
import { UNEXPECTED_ERROR } from "../graphql/masked-errors.js";
import { sendApiError } from "./api-errors.js";
import { describeInputProblem, findInputProblem } from "./hostile-text.js";

/**
 * A REST route's error: API errors keep their code and text, Fastify's own 4xx (a body too
 * large, a wrong content type) go to Fastify's default answer, and anything else is the
 * server's fault: the client gets "Unexpected error." with the request id, the log gets the
 * error, with that id, never the client (ENOSPC, a file's path, a database message).
 */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof GraphQLError) return sendApiError(reply, error);
  const status = error.statusCode ?? 500;
  if (status < 500) throw error;
  request.log.error({ err: error }, "unexpected error");
  return reply
    .code(status)
    .send({ error: UNEXPECTED_ERROR, code: "INTERNAL_SERVER_ERROR", requestId: request.id });
}

/**
 * The REST side of the edge (issue 15, finding 12): route parameters and query strings with
 * text the database would refuse or mangle get 400 BAD_USER_INPUT before any handler, and
 * internal errors are masked. Call before registering routes, which inherit the error handler.
 */
export function protectHttpEdge(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  app.addHook("onRequest", async (request, reply) => {
    const problem =
      findInputProblem(request.params, "path") ?? findInputProblem(request.query, "query");
    if (problem)
      return sendApiError(reply, apiError("BAD_USER_INPUT", describeInputProblem(problem)));
  });
}
