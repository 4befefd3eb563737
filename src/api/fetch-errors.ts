import { FetchError } from 'ofetch';
import { errorBodySchema, errorCodeSchema, type ErrorCode } from './contract/error';
import { OTP_INVALID_TEXTS } from './contract/otp-invalid';
import { toAppPath } from './contract/wire-names';
import { ApiError, languageFromHeader } from './errors';

/*
 * What a fetch rejected with, as an ApiError: part of the client's transport (client-transport.ts),
 * which loads with the first request, so the error envelope's schema and ofetch are in no page's
 * first load.
 */

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function fromResponse(error: FetchError, response: Response): ApiError {
  const body = isObject(error.data) ? error.data : null;
  const language = languageFromHeader(response.headers.get('content-language'));
  const parsed = errorBodySchema.safeParse(body);
  const serverError = parsed.success ? parsed.data.error : undefined;
  const message = serverError?.message ?? `${response.status} ${response.statusText}`.trim();
  const serverCode = errorCodeSchema.safeParse(serverError?.code);
  const isOtpInvalid = response.status === 400 && message === OTP_INVALID_TEXTS[language];
  return new ApiError({
    status: response.status,
    code: isOtpInvalid ? 'otp_invalid' : serverCode.success ? serverCode.data : codeForStatus(response.status),
    message,
    fields: serverError?.fields && Object.fromEntries(Object.entries(serverError.fields).map(([path, reason]) => [toAppPath(path), reason])),
    language,
    body,
    cause: error,
  });
}

function wasCancelled(error: FetchError): boolean {
  const signal = error.options?.signal;
  if (!signal?.aborted) return false;
  const reason: unknown = signal.reason;
  return !(reason instanceof Error && reason.name === 'TimeoutError');
}

/** Turns whatever a fetch rejected with into the catalogue's ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) return fromResponse(error, error.response);
  if (error instanceof FetchError && wasCancelled(error)) {
    return new ApiError({ status: 0, code: 'aborted', message: 'The request was cancelled', cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, code: 'network', message, cause: error });
}

