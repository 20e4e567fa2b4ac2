// The one baseQuery of the portal: everything of docs/requirements.md section 8 lives here. It sends X-Token, X-Platform-Code
// and Accept-Language, unwraps `{ resultCode, content }`, toasts failures for 5 seconds, logs out on G001
// and 401, hands 400 field errors to the forms, and counts the requests in flight for the loading overlay.
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import {
  DEFAULT_PLATFORM_CODE,
  GenericErrorMessage,
  HEADER_LANG,
  HEADER_PLATFORM,
  HEADER_TOKEN,
  ResultCode,
  SystemErrorMessage,
  httpStatusMessage,
  type Lang,
} from '@portal/contracts/envelope';
import { loggedOut, type SessionState } from '../session/session-slice.ts';
import { requestSettled, requestStarted, type RequestKind, type UiState } from '../ui/ui-slice.ts';
import { showError } from '../ui/toast.ts';
import { downloadResponseHandler } from './operation.ts';

/** What a failed call rejects with (features read `status`, `message`, and `field` or `resultCode`). */
export type ApiError =
  /** HTTP 200 with a resultCode other than 000; the toast is already shown. */
  | { status: 'BUSINESS'; resultCode: string; message: string }
  /** An HTTP status (R8.3); a 400 naming a field is not toasted: the form shows it beside the field. */
  | { status: number; message: string; field?: string; resultCode?: string }
  /** The server could not be reached, or answered something that is not an envelope. */
  | { status: 'NETWORK' | 'INVALID_RESPONSE'; message: string };

interface ShellState {
  session: SessionState;
  ui: UiState;
}

export interface BaseQueryOptions {
  /** Absolute origin the paths are resolved against; the page's own origin by default. */
  baseUrl?: string;
  fetchFn?: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  /** Shows an error message (the 5-second toast by default). */
  notifyError?: (message: string) => void;
  /** The storage cleared by a 401. */
  storage?: Pick<Storage, 'clear'>;
  /** After a 401: go to / and reload. */
  goHomeAndReload?: () => void;
}

interface Envelope {
  resultCode: string;
  content: unknown;
  field?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).resultCode === 'string';
}

function contentMessage(content: unknown, lang: Lang): string {
  return typeof content === 'string' && content.trim() !== '' ? content : GenericErrorMessage[lang];
}

function isDownload(args: string | FetchArgs): boolean {
  return typeof args === 'object' && args.responseHandler === downloadResponseHandler;
}

/** Per-endpoint options: `background` calls (polling) do not raise the loading overlay. */
export interface PortalExtraOptions {
  background?: boolean;
}

/** What an answer carries beside its data: the language it was asked in (a language switch refetches the
 * answers of the other language: language-refetch.ts), and the request and response when it went out. */
export type PortalMeta = Partial<FetchBaseQueryMeta> & { lang: Lang };

export type PortalBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  PortalExtraOptions | undefined,
  PortalMeta
>;

/**
 * The query string of a call: an array repeats its key (`ids=1&ids=2`, what the server's schemas read as an
 * array; the default would send `ids=1,2`), undefined values are left out.
 */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) search.append(key, String(item));
  }
  return search.toString();
}

export function createBaseQuery(options: BaseQueryOptions = {}): PortalBaseQuery {
  const notifyError = options.notifyError ?? showError;
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl ?? globalThis.location?.origin ?? '',
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
    paramsSerializer: queryString,
    prepareHeaders(headers, { getState }) {
      const { session, ui } = getState() as ShellState;
      if (session.token) headers.set(HEADER_TOKEN, session.token);
      headers.set(HEADER_PLATFORM, session.platformInfo.code || DEFAULT_PLATFORM_CODE);
      headers.set(HEADER_LANG, ui.language);
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const counted = extraOptions?.background !== true;
    const kind: RequestKind = api.type === 'mutation' ? 'write' : 'read';
    if (counted) api.dispatch(requestStarted(kind));
    // The language the request is sent in (prepareHeaders reads the same state in this tick).
    const asked = (api.getState() as ShellState).ui.language;
    try {
      const result = await raw(args, api, {});
      const meta: PortalMeta = { ...result.meta, lang: asked };
      const lang = (api.getState() as ShellState).ui.language;
      if (result.error) return { error: httpFailure(result.error, lang, api.dispatch), meta };

      const body = result.data;
      if (isDownload(args)) {
        // Downloads answer with the file; a JSON envelope here means the download failed: no toast.
        if (isEnvelope(body) && body.resultCode !== ResultCode.ok) {
          return {
            error: { status: 'BUSINESS', resultCode: body.resultCode, message: contentMessage(body.content, lang) },
            meta,
          };
        }
        return { data: body, meta };
      }
      if (!isEnvelope(body)) {
        notifyError(SystemErrorMessage[lang]);
        return { error: { status: 'INVALID_RESPONSE', message: SystemErrorMessage[lang] }, meta };
      }
      if (body.resultCode === ResultCode.ok) return { data: body.content, meta };

      const message = contentMessage(body.content, lang);
      notifyError(message);
      if (body.resultCode === ResultCode.loginInvalid) api.dispatch(loggedOut());
      return { error: { status: 'BUSINESS', resultCode: body.resultCode, message }, meta };
    } finally {
      if (counted) api.dispatch(requestSettled(kind));
    }
  };

  function httpFailure(error: FetchBaseQueryError, lang: Lang, dispatch: (action: unknown) => unknown): ApiError {
    if (error.status === 'FETCH_ERROR') {
      notifyError(SystemErrorMessage[lang]);
      return { status: 'NETWORK', message: SystemErrorMessage[lang] };
    }
    if (error.status === 'TIMEOUT_ERROR') {
      const message = httpStatusMessage(408, lang);
      notifyError(message);
      return { status: 408, message };
    }
    if (error.status === 'CUSTOM_ERROR') {
      notifyError(SystemErrorMessage[lang]);
      return { status: 'NETWORK', message: SystemErrorMessage[lang] };
    }
    // A body that is not JSON (a proxy's HTML page): only the status is known.
    const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
    const body = error.status === 'PARSING_ERROR' ? undefined : error.data;
    const envelope = isEnvelope(body) ? body : undefined;

    if (status === 400 && envelope && typeof envelope.field === 'string' && envelope.field !== '') {
      return {
        status: 400,
        field: envelope.field,
        message: contentMessage(envelope.content, lang),
        resultCode: envelope.resultCode,
      };
    }
    const own =
      envelope && typeof envelope.content === 'string' && envelope.content !== '' ? envelope.content : undefined;
    const message = httpStatusMessage(status, lang, own);
    notifyError(message);
    if (status === 401) {
      dispatch(loggedOut());
      (options.storage ?? globalThis.localStorage)?.clear();
      (options.goHomeAndReload ?? goHomeAndReload)();
    }
    return envelope ? { status, message, resultCode: envelope.resultCode } : { status, message };
  }
}

/** Goes to / and loads the page again, whatever page the user is on. */
function goHomeAndReload(): void {
  if (globalThis.location.pathname === '/') globalThis.location.reload();
  else globalThis.location.assign('/');
}

export const baseQuery = createBaseQuery();
