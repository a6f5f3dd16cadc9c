import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error';
import { failure } from './envelope';

/**
 * A 400's field errors: every 400 names what is at fault beside its message, the field when one
 * is known and '' for the request as a whole (a wrong login, an unreadable body), so clients can
 * read every refusal of input the same way.
 */
function badRequest(message: string, field = '') {
  return failure(message, [{ path: field, message }]);
}

/**
 * The one place where failures become answers: AppError and Fastify's own 4xx errors keep their
 * message; anything else is a 500 with a generic message, its details only in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', error.retryAfterSeconds);
      return reply
        .status(error.statusCode)
        .send(
          error.statusCode === 400
            ? badRequest(error.message, error.field)
            : failure(error.message),
        );
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'is invalid',
      }));
      const where = error.validationContext === 'body' ? 'request body' : error.validationContext;
      const first = errors[0];
      const summary = first
        ? `Invalid ${where}: ${first.path ? `${first.path} ` : ''}${first.message}`
        : `Invalid ${where}`;
      return reply
        .status(400)
        .send(errors.length > 0 ? failure(summary, errors) : badRequest(summary));
    }

    const statusCode =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      if (statusCode === 429) {
        return reply.status(429).send(failure('Too many requests, please try again later'));
      }
      const message = clientMessage(error as FastifyError);
      return reply
        .status(statusCode)
        .send(statusCode === 400 ? badRequest(message) : failure(message));
    }

    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure('Something went wrong, please try again'));
  });
}

/** Fastify's messages are technical; the common ones get words a client developer can act on. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty but Content-Type is application/json';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported Content-Type';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The file is too large';
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'Send one file only';
    default:
      return error.message;
  }
}
