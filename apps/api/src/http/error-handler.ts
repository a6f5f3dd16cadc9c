import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error';
import { failure } from './envelope';
import { answerTexts, requestLocale, type AnswerWords } from './answer-texts';
import { validationMessage } from './validation-texts';

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
    const locale = requestLocale(request);
    const t = answerTexts[locale];
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', error.retryAfterSeconds);
      const message = error.text[locale];
      return reply
        .status(error.statusCode)
        .send(error.statusCode === 400 ? badRequest(message, error.field) : failure(message));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: validationMessage(issue.message ?? 'is invalid', locale),
      }));
      const where = invalidWhere(t, error.validationContext);
      const first = errors[0];
      const summary = first
        ? `${where}: ${first.path ? `${first.path} ` : ''}${first.message}`
        : where;
      return reply
        .status(400)
        .send(errors.length > 0 ? failure(summary, errors) : badRequest(summary));
    }

    const statusCode =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      if (statusCode === 429) {
        return reply.status(429).send(failure(t.tooManyRequests));
      }
      const message = clientMessage(error as FastifyError, t);
      return reply
        .status(statusCode)
        .send(statusCode === 400 ? badRequest(message) : failure(message));
    }

    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(t.somethingWentWrong));
  });
}

/**
 * Fastify's router refusals (a URL it cannot decode, a path parameter over its length: the admin's
 * attachment downloads are the first API path with a parameter) never reach the error handler;
 * they get the same envelope as every other refusal. The server's `frameworkErrors` option.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const t = answerTexts[requestLocale(request)];
  const statusCode =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 400;
  const message = clientMessage(error, t);
  void reply.status(statusCode).send(statusCode === 400 ? badRequest(message) : failure(message));
}

/** Fastify's messages are technical; the common ones get words a client developer can act on. */
function clientMessage(error: FastifyError, t: AnswerWords): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return t.emptyJsonBody;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return t.invalidJsonBody;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return t.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return t.unsupportedContentType;
    case 'FST_REQ_FILE_TOO_LARGE':
      return t.fileTooLarge;
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return t.oneFileOnly;
    default:
      return error.message;
  }
}

/** "Invalid request body" and its kin, in the answer's words. */
function invalidWhere(t: AnswerWords, context: string | undefined): string {
  switch (context) {
    case 'querystring':
      return t.invalidQuerystring;
    case 'params':
      return t.invalidParams;
    case 'headers':
      return t.invalidHeaders;
    default:
      return t.invalidRequestBody;
  }
}
